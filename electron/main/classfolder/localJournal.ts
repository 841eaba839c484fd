import fs from 'node:fs';
import path from 'node:path';
import { type ClassJournalFile, classJournalFileSchema, profileIdSchema } from '../../../core/contract';
import type { ProgressRecord } from '../../../core/progress/progressRecords';
import { readJsonFile, removeFile, writeJsonFile } from '../stores/jsonFile';

/**
 * The largest journal read. Two thousand records stay small unless many are whole progress
 * replacements (imports, restores); a journal is never refused for size before that, as its records
 * are a pupil's results not yet in the class folder.
 */
const MAX_JOURNAL_BYTES = 256 * 1024 * 1024;

/** The records this PC made that the class folder may not have yet, one journal file per player. */
export interface LocalJournal {
  /** The records of player `id` still kept here, oldest first. */
  records(id: string): readonly ProgressRecord[];
  /** Keeps exactly `records` for player `id` (none: the journal file goes). */
  replace(id: string, records: readonly ProgressRecord[]): void;
  /** The players who have a journal (possibly empty) in this run. */
  players(): string[];
  /** Whether any journal still holds records. */
  holdsAny(): boolean;
  /** How many records of all journals `counts` says yes to. */
  count(counts: (record: ProgressRecord) => boolean): number;
}

/**
 * Opens the journals in `<cacheDir>/journal/`: those left by an earlier run (the share was away when
 * the app closed) are read at once, so they are written back too. A damaged journal is set aside as
 * `<id>.json.damaged-<time>` and starts empty.
 */
export function createLocalJournal(options: {
  cacheDir: string;
  now: () => Date;
  log: (message: string) => void;
}): LocalJournal {
  const { now, log } = options;
  const journalDir = path.join(options.cacheDir, 'journal');
  const journals = new Map<string, ProgressRecord[]>();
  const journalPath = (id: string) => path.join(journalDir, `${id}.json`);

  const records = (id: string): ProgressRecord[] => {
    const known = journals.get(id);
    if (known) return known;
    const found = readJsonFile(journalPath(id), {
      maxBytes: MAX_JOURNAL_BYTES,
      decode: (raw) => {
        const parsed = classJournalFileSchema.safeParse(raw);
        return parsed.success && parsed.data.playerId === id
          ? { ok: true, value: parsed.data.records as ProgressRecord[], migrated: false }
          : { ok: false, reason: 'it is not the journal of this player' };
      },
      setAside: { suffix: 'damaged', now },
    });
    let kept: ProgressRecord[] = [];
    if (found.kind === 'found') kept = found.value;
    else if (found.kind === 'damaged')
      log(
        found.movedTo
          ? `The journal of player ${id} was damaged and was moved to ${found.movedTo}.`
          : `The journal of player ${id} was damaged (${found.reason}) and could not be moved aside (${found.moveError}).`,
      );
    else if (found.kind === 'unreadable')
      log(`The journal of player ${id} could not be read (${found.code}).`);
    journals.set(id, kept);
    return kept;
  };

  const replace = (id: string, next: readonly ProgressRecord[]): void => {
    journals.set(id, [...next]);
    if (next.length === 0) {
      const code = removeFile(journalPath(id));
      if (code) log(`The journal of player ${id} could not be removed (${code}).`);
      return;
    }
    try {
      fs.mkdirSync(journalDir, { recursive: true });
    } catch (error) {
      log(`The journal of player ${id} could not be saved (${String(error)}).`);
      return;
    }
    const file: ClassJournalFile = { version: 1, playerId: id, records: [...next] };
    const written = writeJsonFile(journalPath(id), file);
    if (!written.ok) log(`The journal of player ${id} could not be saved: ${written.error.message}`);
  };

  let names: string[] = [];
  try {
    names = fs.readdirSync(journalDir);
  } catch {
    // No journal folder yet: nothing waits.
  }
  for (const name of names) {
    const id = name.replace(/\.json$/, '');
    if (name.endsWith('.json') && profileIdSchema.safeParse(id).success) records(id);
  }

  return {
    records,
    replace,
    players: () => [...journals.keys()],
    holdsAny: () => [...journals.values()].some((list) => list.length > 0),
    count: (counts) => {
      let n = 0;
      for (const list of journals.values()) for (const r of list) if (counts(r)) n++;
      return n;
    },
  };
}
