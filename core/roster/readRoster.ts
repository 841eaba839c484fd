import { unzipSync } from 'fflate';
import { fileBaseName } from '../text/fileBaseName';
import { parseClassList } from './parseClassList';
import { ONEROSTER_FILES, parseOneRoster } from './parseOneRoster';
import { type Roster, type RosterFile, type RosterOutcome, rosterError } from './rosterTypes';

/** The most a roster's files may hold once unzipped: a 2,000-pupil school's set is about 2 MB. */
export const MAX_ROSTER_BYTES = 16 * 1024 * 1024;

const WANTED = new Set(Object.values(ONEROSTER_FILES).map((name) => name.toLowerCase()));

/** The files of a zip the game reads (OneRoster's own, or CSV class lists), unzipped; nothing else is expanded. */
function unzipRoster(file: RosterFile): { ok: true; files: RosterFile[] } | ReturnType<typeof rosterError> {
  let declared = 0;
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(file.bytes, {
      filter: (entry) => {
        const base = fileBaseName(entry.name).toLowerCase();
        if (!base.endsWith('.csv') || entry.name.endsWith('/')) return false;
        declared += entry.originalSize;
        return declared <= MAX_ROSTER_BYTES;
      },
    });
  } catch (error) {
    return rosterError(
      'not-zip',
      file.name,
      0,
      `${file.name} is not a zip file that can be read (${String(error)}).`,
    );
  }
  if (declared > MAX_ROSTER_BYTES) {
    return rosterError(
      'too-large',
      file.name,
      0,
      `${file.name} holds more than ${MAX_ROSTER_BYTES} bytes of CSV.`,
    );
  }
  return {
    ok: true,
    files: Object.entries(unzipped).map(([name, bytes]) => ({ name: fileBaseName(name), bytes })),
  };
}

/** Concatenates class lists read from several files into one roster. */
function joinClassLists(rosters: Roster[]): Roster {
  const classes = new Map<string, Roster['classes'][number]>();
  for (const roster of rosters) {
    for (const found of roster.classes) {
      const known = classes.get(found.id);
      classes.set(found.id, known ? { ...known, pupils: known.pupils + found.pupils } : { ...found });
    }
  }
  return {
    kind: 'classList',
    schoolYear: null,
    classes: [...classes.values()],
    pupils: rosters.flatMap((r) => r.pupils),
  };
}

/**
 * Reads the files a teacher picked as a roster: a OneRoster zip, the CSV files of a OneRoster folder
 * (`users.csv` among them), or one or more plain class lists. Nothing is written; the first problem
 * found is answered with its file and line.
 */
export function readRoster(picked: readonly RosterFile[]): RosterOutcome {
  const total = picked.reduce((sum, file) => sum + file.bytes.length, 0);
  if (total > MAX_ROSTER_BYTES) {
    return rosterError(
      'too-large',
      picked[0]?.name ?? '',
      0,
      `The files hold more than ${MAX_ROSTER_BYTES} bytes.`,
    );
  }
  const files: RosterFile[] = [];
  for (const file of picked) {
    if (fileBaseName(file.name).toLowerCase().endsWith('.zip')) {
      const unzipped = unzipRoster(file);
      if (!unzipped.ok) return unzipped;
      files.push(...unzipped.files);
    } else {
      files.push({ name: fileBaseName(file.name), bytes: file.bytes });
    }
  }
  if (files.length === 0)
    return rosterError('missing-file', picked[0]?.name ?? '', 0, 'No CSV file was given.');
  const isOneRoster = files.some(
    (file) => WANTED.has(file.name.toLowerCase()) && file.name.toLowerCase() !== 'orgs.csv',
  );
  if (isOneRoster) {
    return parseOneRoster(
      new Map(files.filter((f) => WANTED.has(f.name.toLowerCase())).map((f) => [f.name, f.bytes] as const)),
    );
  }
  const lists: Roster[] = [];
  for (const file of files) {
    const read = parseClassList(file.bytes, file.name);
    if (!read.ok) return read;
    lists.push(read.roster);
  }
  return { ok: true, roster: joinClassLists(lists) };
}
