import { MAX_ROSTER_BYTES, readRoster } from '../../../../core/roster/readRoster';
import { type RosterOutcome, rosterError } from '../../../../core/roster/rosterTypes';
import { readPickedFiles } from '../../platform/web/files';

/**
 * Reads the files a teacher picked as the class list of a report of hand-ins (a class list saved as
 * CSV, a OneRoster zip or its folder's CSV files) with the roster's own reader, on this device only:
 * nothing is sent or saved. Files larger than a roster can be are refused before they are read.
 */
export async function readClassListFiles(list: readonly File[]): Promise<RosterOutcome> {
  const size = list.reduce((sum, file) => sum + file.size, 0);
  if (size > MAX_ROSTER_BYTES) {
    return rosterError('too-large', list[0]?.name ?? '', 0, `The files hold ${size} bytes.`);
  }
  const picked = await readPickedFiles(list);
  return readRoster(picked.map((file) => ({ name: file.name, bytes: file.bytes })));
}
