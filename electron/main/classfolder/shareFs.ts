import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { SHARE_TIMEOUT_MS } from '../../../core/contract';
import { parseJsonText } from '../stores/jsonFile';
import { coded, codeOf, failed, failure, MISSING_CODES, type ShareResult, success } from './shareErrors';
import { nodeShareFsCalls, type ShareFileHandle, type ShareFsCalls, shareTempFileFor } from './shareFsCalls';
import { createShareQueue, TimedOut, type Turn } from './shareQueue';

export { isUnavailable, type ShareFailure, type ShareResult, shareProblemOf } from './shareErrors';
export {
  isShareTempFileOf,
  nodeShareFsCalls,
  type ShareFileHandle,
  type ShareFolderEntry,
  type ShareFsCalls,
  type ShareStats,
  shareTempFileFor,
  shareTempTarget,
} from './shareFsCalls';

/**
 * Operations on the class folder, each asynchronous, limited in time and answered as a
 * {@link ShareResult}; one {@link ShareFs} runs them one at a time.
 *
 * "Missing" (a `null` value, an empty list, a removal that had nothing to remove) is answered only
 * while the share demonstrably answers: when a path is not found, the class folder (`root`, see
 * {@link ShareFsOptions}) is looked at, and if it is gone too (renamed away, share not connected)
 * the answer is a failure with `unavailable: true` instead. Without a `root`, the file's own folder
 * plays that part. So `players/<id>/progress.json` of a new player reads as `null`, but the same
 * read with the class folder renamed away is "unavailable", never "a new player".
 */
export interface ShareFs {
  /** Reads and parses a JSON file of at most `maxBytes` (a leading BOM is allowed); `null` when it is missing. Not JSON → code `EDAMAGED`; too big → `ETOOBIG` (neither unavailable). */
  readJson(file: string, maxBytes: number): Promise<ShareResult<unknown | null>>;
  /**
   * Replaces `file` with `value` as JSON so that it holds either the old or the new content: a temp
   * file beside it (named with this PC's id), written, flushed, closed, read back and compared, then
   * renamed over the target, retrying a refused rename (`EPERM`/`EBUSY`/`EACCES`: a virus scanner or
   * indexer) with back-off for about three seconds. The temp file is removed on any failure. Answers
   * the target's modification time after the rename, by the file server's clock. After a time-out
   * the file may or may not have been replaced (a rename under way cannot be called back).
   */
  writeJsonAtomic(file: string, value: unknown): Promise<ShareResult<{ mtimeMs: number }>>;
  /** Modification time (file server's clock) and size of a file or folder; `null` when it is missing. */
  stat(file: string): Promise<ShareResult<{ mtimeMs: number; size: number } | null>>;
  /** Whether `folder` exists and is a folder (`false` when missing or a file); fails only when the share does not answer. */
  folderExists(folder: string): Promise<ShareResult<boolean>>;
  /** Names of the sub-folders of `folder`; an empty list when it is missing. */
  listFolders(folder: string): Promise<ShareResult<string[]>>;
  /** The plain files in `folder` with their modification times (file server's clock); an empty list when it is missing. */
  listFiles(folder: string): Promise<ShareResult<{ name: string; mtimeMs: number }[]>>;
  /** Creates one folder level, never its parents (a class folder renamed away is never re-created); an existing folder is fine. */
  makeFolder(folder: string): Promise<ShareResult<void>>;
  /** Removes a file; a missing file is fine. */
  remove(file: string): Promise<ShareResult<void>>;
  /** Moves a folder or file to a new name; never replaces an existing one (`EEXIST`). */
  moveFolder(from: string, to: string): Promise<ShareResult<void>>;
  /** The file server's current time (ms): writes a small probe file in `folder`, reads its modification time, removes it. */
  serverNow(folder: string): Promise<ShareResult<number>>;
}

/** How {@link createShareFs} reaches the class folder. */
export interface ShareFsOptions {
  /** This PC's installation id; it names temp and probe files, so two PCs never write the same one. */
  pcId: string;
  /** The class folder: a path under it that is missing counts as missing only while it exists (see {@link ShareFs}). */
  root?: string | null;
  /** Longest one operation may take, {@link SHARE_TIMEOUT_MS} unless set. */
  timeoutMs?: number;
  /** Calls that replace Node's (tests make a share fail or hang with them). */
  fs?: Partial<ShareFsCalls>;
  /** Waits between rename attempts; a real timer unless set. */
  sleep?: (ms: number) => Promise<void>;
}

// Failed calls are retried after these pauses: about three seconds in all, within the time-out.
const RENAME_BACKOFF_MS = [50, 100, 200, 400, 800, 1_400];
const RENAME_RETRY_CODES = new Set(['EPERM', 'EBUSY', 'EACCES']);

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  for (let i = 0; i < a.byteLength; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Opens the class folder's file operations (see {@link ShareFs}). Each operation waits for the one
 * before it, so a hung share holds at most one of Node's I/O threads; each answers `ETIMEOUT`
 * (unavailable) after `timeoutMs`. A call that hangs cannot be cancelled: it goes on in the
 * background, and until it comes back every further operation answers `ETIMEOUT` at once without
 * touching the share, rather than tying up one more thread each.
 */
export function createShareFs(options: ShareFsOptions): ShareFs {
  const io: ShareFsCalls = { ...nodeShareFsCalls, ...options.fs };
  const timeoutMs = options.timeoutMs ?? SHARE_TIMEOUT_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const root = options.root ? path.resolve(options.root) : null;
  const { pcId } = options;
  const enqueue = createShareQueue(timeoutMs, (doing, error) => failed(doing, codeOf(error)));

  /** The folder whose existence decides whether a missing `target` is "missing" or "the share is away". */
  function anchorOf(target: string): string {
    const resolved = path.resolve(target);
    if (root !== null) {
      const relative = path.relative(root, resolved);
      const inside = relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
      if (inside) return root;
    }
    return path.dirname(resolved);
  }

  /**
   * `target` (or a folder on its way) was not found: answers `present()` when its anchor folder
   * exists, a failure saying the folder is gone (unavailable) when it does not.
   */
  async function whenMissing<T>(
    turn: Turn,
    doing: string,
    target: string,
    present: () => ShareResult<T>,
  ): Promise<ShareResult<T>> {
    const anchor = anchorOf(target);
    try {
      turn.check();
      const stats = await io.stat(anchor);
      if (stats.isDirectory()) return present();
    } catch (error) {
      if (error instanceof TimedOut) throw error;
      const code = codeOf(error);
      if (!MISSING_CODES.has(code)) return failed(doing, code);
    }
    const which = anchor === root ? 'the class folder' : 'the folder';
    return failure(
      'ENOENT',
      `Could not ${doing}: ${which} ${anchor} is missing (renamed, moved, or the share is not connected).`,
      true,
    );
  }

  /** Renames with retries while a scanner or indexer holds the file; throws the last error. */
  async function renameWithRetries(turn: Turn, from: string, to: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        turn.check();
        await io.rename(from, to);
        return;
      } catch (error) {
        const pause = RENAME_BACKOFF_MS[attempt];
        if (error instanceof TimedOut || pause === undefined || !RENAME_RETRY_CODES.has(codeOf(error))) {
          throw error;
        }
        await sleep(pause);
      }
    }
  }

  /** Writes all of `bytes` through `handle`, continuing short writes. */
  async function writeAll(turn: Turn, handle: ShareFileHandle, bytes: Uint8Array): Promise<void> {
    let written = 0;
    while (written < bytes.byteLength) {
      turn.check();
      const { bytesWritten } = await handle.write(bytes, written, bytes.byteLength - written, written);
      if (!(bytesWritten > 0)) throw coded('ESHORTWRITE', 'no progress');
      written += bytesWritten;
    }
  }

  async function closeQuietly(handle: ShareFileHandle | null): Promise<void> {
    if (handle === null) return;
    try {
      await handle.close();
    } catch {
      // Already closed, or the share went away; nothing else holds the handle.
    }
  }

  async function removeQuietly(file: string): Promise<void> {
    try {
      await io.unlink(file);
    } catch {
      // A leftover temp file is harmless: its name says whose it is and it is never read.
    }
  }

  return {
    readJson: (file, maxBytes) =>
      enqueue(`read ${file}`, async (turn) => {
        const doing = `read ${file}`;
        let handle: ShareFileHandle | null = null;
        try {
          turn.check();
          handle = await io.open(file, 'r');
          turn.check();
          const { size } = await handle.stat();
          const tooBig = (bytes: number) =>
            failure<unknown>(
              'ETOOBIG',
              `Could not read ${file}: it holds ${bytes} bytes, more than the ${maxBytes} such a file may have.`,
              false,
            );
          if (size > maxBytes) return tooBig(size);
          turn.check();
          const bytes = await handle.readFile();
          if (bytes.byteLength > maxBytes) return tooBig(bytes.byteLength);
          try {
            const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
            return success(parseJsonText(text));
          } catch (error) {
            const detail = error instanceof SyntaxError ? error.message.slice(0, 120) : 'not UTF-8 text';
            return failure<unknown>(
              'EDAMAGED',
              `${file} is damaged: it is not valid JSON (${detail}).`,
              false,
            );
          }
        } catch (error) {
          if (error instanceof TimedOut) throw error;
          const code = codeOf(error);
          if (MISSING_CODES.has(code)) return whenMissing<unknown>(turn, doing, file, () => success(null));
          return failed(doing, code);
        } finally {
          await closeQuietly(handle);
        }
      }),

    writeJsonAtomic: (file, value) =>
      enqueue(`replace ${file}`, async (turn) => {
        const doing = `replace ${file}`;
        let text: string | undefined;
        try {
          text = JSON.stringify(value);
        } catch {
          text = undefined;
        }
        if (text === undefined) {
          return failure('EINVAL', `Could not replace ${file}: the value cannot be written as JSON.`, false);
        }
        const bytes = new TextEncoder().encode(text);
        const temp = shareTempFileFor(file, pcId);
        let handle: ShareFileHandle | null = null;
        let tempExists = false;
        try {
          turn.check();
          handle = await io.open(temp, 'wx');
          tempExists = true;
          await writeAll(turn, handle, bytes);
          turn.check();
          await handle.sync();
          const closing = handle;
          handle = null;
          turn.check();
          await closing.close();
          turn.check();
          const back = await io.readFile(temp);
          if (!sameBytes(back, bytes)) throw coded('EVERIFY', 'verify');
          await renameWithRetries(turn, temp, file);
          tempExists = false;
          turn.check();
          const stats = await io.stat(file);
          return success({ mtimeMs: stats.mtimeMs });
        } catch (error) {
          if (error instanceof TimedOut) throw error;
          const code = codeOf(error);
          if (MISSING_CODES.has(code)) {
            return whenMissing(turn, doing, file, () =>
              failure<{ mtimeMs: number }>(
                'ENOENT',
                `Could not replace ${file}: the folder it belongs in does not exist.`,
                false,
              ),
            );
          }
          return failed(doing, code);
        } finally {
          await closeQuietly(handle);
          if (tempExists) await removeQuietly(temp);
        }
      }),

    stat: (file) =>
      enqueue(`look at ${file}`, async (turn) => {
        try {
          turn.check();
          const stats = await io.stat(file);
          return success<{ mtimeMs: number; size: number } | null>({
            mtimeMs: stats.mtimeMs,
            size: stats.size,
          });
        } catch (error) {
          if (error instanceof TimedOut) throw error;
          const code = codeOf(error);
          if (MISSING_CODES.has(code)) return whenMissing(turn, `look at ${file}`, file, () => success(null));
          return failed(`look at ${file}`, code);
        }
      }),

    folderExists: (folder) =>
      enqueue(`look at ${folder}`, async (turn) => {
        try {
          turn.check();
          return success((await io.stat(folder)).isDirectory());
        } catch (error) {
          if (error instanceof TimedOut) throw error;
          const code = codeOf(error);
          return MISSING_CODES.has(code) ? success(false) : failed(`look at ${folder}`, code);
        }
      }),

    listFolders: (folder) =>
      enqueue(`list the folders in ${folder}`, async (turn) => {
        const doing = `list the folders in ${folder}`;
        try {
          turn.check();
          const entries = await io.readdir(folder);
          return success(entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name));
        } catch (error) {
          if (error instanceof TimedOut) throw error;
          const code = codeOf(error);
          if (MISSING_CODES.has(code)) return whenMissing<string[]>(turn, doing, folder, () => success([]));
          return failed(doing, code);
        }
      }),

    listFiles: (folder) =>
      enqueue(`list the files in ${folder}`, async (turn) => {
        const doing = `list the files in ${folder}`;
        try {
          turn.check();
          const entries = await io.readdir(folder);
          const files: { name: string; mtimeMs: number }[] = [];
          for (const entry of entries) {
            if (entry.isDirectory()) continue;
            turn.check();
            try {
              const stats = await io.stat(path.join(folder, entry.name));
              if (!stats.isDirectory()) files.push({ name: entry.name, mtimeMs: stats.mtimeMs });
            } catch (error) {
              // A file another PC removed meanwhile is simply not listed.
              if (error instanceof TimedOut || !MISSING_CODES.has(codeOf(error))) throw error;
            }
          }
          return success(files);
        } catch (error) {
          if (error instanceof TimedOut) throw error;
          const code = codeOf(error);
          if (MISSING_CODES.has(code)) {
            return whenMissing<{ name: string; mtimeMs: number }[]>(turn, doing, folder, () => success([]));
          }
          return failed(doing, code);
        }
      }),

    makeFolder: (folder) =>
      enqueue(`create the folder ${folder}`, async (turn) => {
        const doing = `create the folder ${folder}`;
        try {
          turn.check();
          await io.mkdir(folder);
          return success(undefined);
        } catch (error) {
          if (error instanceof TimedOut) throw error;
          const code = codeOf(error);
          if (code === 'EEXIST') {
            turn.check();
            const stats = await io.stat(folder);
            return stats.isDirectory() ? success(undefined) : failed(doing, 'ENOTDIR');
          }
          if (MISSING_CODES.has(code)) {
            return whenMissing<void>(turn, doing, folder, () =>
              failure('ENOENT', `Could not ${doing}: the folder it belongs in does not exist.`, false),
            );
          }
          return failed(doing, code);
        }
      }),

    remove: (file) =>
      enqueue(`remove ${file}`, async (turn) => {
        try {
          turn.check();
          await io.unlink(file);
          return success(undefined);
        } catch (error) {
          if (error instanceof TimedOut) throw error;
          const code = codeOf(error);
          if (MISSING_CODES.has(code))
            return whenMissing<void>(turn, `remove ${file}`, file, () => success(undefined));
          return failed(`remove ${file}`, code);
        }
      }),

    moveFolder: (from, to) =>
      enqueue(`move ${from} to ${to}`, async (turn) => {
        const doing = `move ${from} to ${to}`;
        try {
          turn.check();
          // POSIX rename replaces an empty folder or a file silently; looking first keeps the rule "never replaces".
          await io.stat(to).then(
            () => {
              throw coded('EEXIST', 'target exists');
            },
            (error: unknown) => {
              if (!MISSING_CODES.has(codeOf(error))) throw error;
            },
          );
          await renameWithRetries(turn, from, to);
          return success(undefined);
        } catch (error) {
          if (error instanceof TimedOut) throw error;
          const code = codeOf(error);
          if (code === 'EEXIST') {
            return failure<void>('EEXIST', `Could not ${doing}: ${to} already exists.`, false);
          }
          if (MISSING_CODES.has(code)) {
            return whenMissing<void>(turn, doing, from, () =>
              failure('ENOENT', `Could not ${doing}: ${from} or the folder of ${to} does not exist.`, false),
            );
          }
          return failed(doing, code);
        }
      }),

    serverNow: (folder) =>
      enqueue(`read the file server's clock in ${folder}`, async (turn) => {
        const doing = `read the file server's clock in ${folder}`;
        const probe = path.join(folder, `.kotoba-clock-${pcId}-${randomBytes(4).toString('hex')}`);
        let handle: ShareFileHandle | null = null;
        let probeExists = false;
        try {
          turn.check();
          handle = await io.open(probe, 'wx');
          probeExists = true;
          await writeAll(turn, handle, new TextEncoder().encode('clock'));
          const closing = handle;
          handle = null;
          turn.check();
          await closing.close();
          turn.check();
          return success((await io.stat(probe)).mtimeMs);
        } catch (error) {
          if (error instanceof TimedOut) throw error;
          const code = codeOf(error);
          if (MISSING_CODES.has(code)) {
            return whenMissing<number>(turn, doing, probe, () =>
              failure('ENOENT', `Could not ${doing}: the folder does not exist.`, false),
            );
          }
          return failed(doing, code);
        } finally {
          await closeQuietly(handle);
          if (probeExists) await removeQuietly(probe);
        }
      }),
  };
}
