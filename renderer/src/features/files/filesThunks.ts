import { BANDS, type Band, type BankEntry } from '../../../../core/bank/bankEntry';
import type { AppSnapshot, Result, WordListPreview } from '../../../../core/contract';
import { type ProfileHistory, resultsCsv, suggestedResultsName } from '../../../../core/reports/resultsCsv';
import { MAX_WORDLIST_BYTES } from '../../../../core/wordlists/parseWordList';
import { dashboardOf } from '../../platform/dashboard';
import { readPickedFiles, saveFile } from '../../platform/web/files';
import { getWebHost } from '../../platform/web/webHost';
import { type AppThunk, progressLoaded, wordListPreviewShown } from '../../store';
import { toIpcError } from '../../store/thunks';
import { backupFileFor } from './backupFile';

const CSV_TYPE = 'text/csv;charset=utf-8';

/** A refusal worded by the screen from its own message key (a file the browser could not read, a file too large). */
export type FileRefusal = { ok: false; refusal: 'unreadable' | 'too-large'; detail: string };

/** An answer of the platform, or a refusal of the file before the platform saw it. */
export type FileResult<T> = Result<T> | FileRefusal;

/** Runs `work`, turning anything it throws into a failed {@link Result}. */
async function caught<T>(work: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await work();
  } catch (error) {
    return { ok: false, error: toIpcError(error) };
  }
}

/**
 * Saves the progress of the player playing now as a backup file in the desktop edition's format (read
 * fresh from the platform, so the file holds what is stored), then notes the backup for the results
 * screen's reminder. Answers the file's name.
 */
export function saveProgressBackup(): AppThunk<Promise<Result<{ file: string }>>> {
  return (_dispatch, _getState, deps) =>
    caught(async () => {
      const loaded = await deps.platform().app.load();
      if (!loaded.ok) return loaded;
      const now = deps.now();
      const file = backupFileFor(loaded.value.snapshot, now);
      saveFile(file);
      // The file is already the pupil's: a failed note only means one reminder too many.
      await getWebHost()
        ?.noteBackup(now.toISOString())
        .catch(() => undefined);
      return { ok: true, value: { file: file.name } };
    });
}

/**
 * Replaces the progress with a checked backup's and puts what the platform stored into the store, so
 * that from here on every save (until the page reloads) writes the restored progress, never the old one.
 */
export function restoreProgress(snapshot: AppSnapshot): AppThunk<Promise<Result<AppSnapshot>>> {
  return (dispatch, _getState, deps) =>
    caught(async () => {
      const stored = await deps.platform().app.overwrite(snapshot);
      if (stored.ok) dispatch(progressLoaded(stored.value));
      return stored;
    });
}

/**
 * Hands a teacher's word-list file to the web host, which reads it with the desktop's parser and
 * answers a preview; the preview goes to the store, where the preview dialog shows it (the host also
 * tells the `onWordListPreview` listeners; the same preview twice shows once). Nothing is saved until
 * the teacher confirms it there.
 */
export function importWordListFile(file: File): AppThunk<Promise<FileResult<WordListPreview>>> {
  return async (dispatch) => {
    const host = getWebHost();
    if (!host) return { ok: false, refusal: 'unreadable', detail: 'There is no web host.' };
    if (file.size > MAX_WORDLIST_BYTES) {
      return {
        ok: false,
        refusal: 'too-large',
        detail: `The file is larger than ${MAX_WORDLIST_BYTES} bytes.`,
      };
    }
    let bytes: Uint8Array;
    try {
      const [picked] = await readPickedFiles([file]);
      if (!picked) return { ok: false, refusal: 'unreadable', detail: 'No file was read.' };
      bytes = picked.bytes;
    } catch (error) {
      return {
        ok: false,
        refusal: 'unreadable',
        detail: error instanceof Error ? error.message : String(error),
      };
    }
    const preview = await caught(() => host.importWordList(file.name, bytes));
    if (preview.ok) dispatch(wordListPreviewShown(preview.value));
    return preview;
  };
}

/** What the results CSV held: its file name, its rows, and the players whose progress could not be read. */
export interface ResultsCsvSaved {
  file: string;
  rows: number;
  skipped: number;
}

/**
 * Saves every player's attempts as the teachers' results CSV (the desktop's columns), each player's
 * progress read with teacher mode's token; a player whose progress cannot be read is left out and
 * counted, and an expired token stops the whole export. Stage titles are the teachers' lists' titles
 * (built-in stages keep their ids), as on the desktop.
 */
export function saveResultsCsv(token: string): AppThunk<Promise<Result<ResultsCsvSaved>>> {
  return (_dispatch, _getState, deps) =>
    caught(async () => {
      const platform = deps.platform();
      const players: ProfileHistory[] = [];
      let skipped = 0;
      if (platform.profiles) {
        const view = await platform.profiles.list();
        if (!view.ok) return view;
        const dashboard = dashboardOf(platform);
        for (const profile of view.value.profiles) {
          const pupil = await dashboard.pupil({ token, playerId: profile.id });
          if (pupil.ok) players.push({ profile: profile.name, history: pupil.value.snapshot.history });
          else if (pupil.error.code === 'not-unlocked') return pupil;
          else skipped += 1;
        }
      } else {
        const loaded = await platform.app.load();
        if (!loaded.ok) return loaded;
        players.push({ profile: '', history: loaded.value.snapshot.history });
      }
      const lists = platform.wordLists ? await platform.wordLists.list() : null;
      const titles = new Map(lists?.ok ? lists.value.map((list) => [list.id, list.title]) : []);
      const file = suggestedResultsName(deps.now());
      saveFile({
        name: file,
        type: CSV_TYPE,
        content: resultsCsv(players, { stageTitle: (id) => titles.get(id) ?? id }),
      });
      const rows = players.reduce((sum, player) => sum + player.history.length, 0);
      return { ok: true, value: { file, rows, skipped } };
    });
}

/**
 * Saves the whole word bank as the CSV the word-list import reads back (the desktop's file), from
 * every school year's chunk as the game loads them; the CSV code arrives with the first export.
 */
export function saveWordBankCsv(
  language: 'ja' | 'en',
): AppThunk<Promise<Result<{ file: string; words: number }>>> {
  return (_dispatch, _getState, deps) =>
    caught(async () => {
      const [{ bankCsvFileName, wholeBankCsv }, bands] = await Promise.all([
        import('../../../../core/bank/bankCsv'),
        Promise.all(BANDS.map((band) => deps.loadBand(band))),
      ]);
      // A loaded band holds its words and its own key sentences; the bank keeps the sentences apart.
      const words = {} as Record<Band, readonly BankEntry[]>;
      const sentences: BankEntry[] = [];
      for (const loaded of bands) {
        // Earlier years' verbs ride along with a band for its forms stages: each stays in its own year.
        words[loaded.band] = loaded.entries.filter(
          (entry) => entry.pos !== 'sentence' && entry.band === loaded.band,
        );
        sentences.push(...loaded.entries.filter((entry) => entry.pos === 'sentence'));
      }
      const csv = wholeBankCsv({ ...words, sentences }, language);
      const file = bankCsvFileName(language);
      saveFile({ name: file, type: CSV_TYPE, content: csv.text });
      return { ok: true, value: { file, words: csv.words } };
    });
}
