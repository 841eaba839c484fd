import path from 'node:path';
import { fail } from '../../../core/contract';
import {
  MAX_PIN_FILE_BYTES,
  TEACHER_PIN_FILE,
  type TeacherPinFile,
} from '../../../core/teacher/teacherPinFile';
import type { PinState, PinStore } from '../../../core/teacher/teacherPinKeeper';
import { removeFile } from '../stores/jsonFile';
import type { AtomicFs } from '../stores/writeFileAtomic';
import {
  createTeacherPinService,
  decodePinFile,
  pinFileStore,
  type TeacherPinService,
} from '../teacher/teacherPin';
import type { ShareFs } from './shareFs';

/** The class folder's sub-folder of teacher-only files; IT may make it read-only for pupils' accounts. */
export const CLASS_TEACHER_FOLDER = 'teacher';

/** Where a class folder keeps its teacher PIN, relative to the class folder. */
export const CLASS_PIN_PATH = path.join(CLASS_TEACHER_FOLDER, TEACHER_PIN_FILE);

/** What {@link openClassPin} needs. */
export interface ClassPinOptions {
  share: ShareFs;
  /** The class folder. */
  folder: string;
  /** This PC's local copy of the class; the PIN's copy lives there as `teacher-pin.json`. */
  cacheDir: string;
  /** The app's userData folder, whose own PIN (from before the class folder) may become the class's. */
  userData: string;
  /** Whether the class folder answered as the class opened; when not, the first read of the share is skipped. */
  online: boolean;
  log: (message: string) => void;
  now?: () => Date;
  makeToken?: () => string;
  fs?: AtomicFs;
}

/**
 * The teacher PIN of a class folder: its hash, salt and lock state live in
 * `<class folder>/teacher/teacher-pin.json`, so a new or restored PC asks for the class's PIN instead
 * of letting the first pupil set one. This PC keeps a copy in its local copy of the class and uses it
 * while the share does not answer; with no copy and no share, teacher mode stays shut (`unreachable`).
 * A share file that cannot be used keeps teacher mode shut (`damaged`) and is never overwritten.
 */
export async function openClassPin(options: ClassPinOptions): Promise<TeacherPinService> {
  const { share, log } = options;
  const shareFile = path.join(options.folder, CLASS_PIN_PATH);
  const copy = pinFileStore({
    cwd: options.cacheDir,
    log,
    scope: 'class',
    ...(options.fs ? { fs: options.fs } : {}),
  });
  const copyPath = path.join(options.cacheDir, TEACHER_PIN_FILE);
  /** Whether the last read of the share answered. */
  let reachable = false;
  /** Why the share's PIN file cannot be used, or null. */
  let shareDamaged: string | null = null;
  let pushing: Promise<boolean> = Promise.resolve(true);

  async function push(file: TeacherPinFile): Promise<boolean> {
    const made = await share.makeFolder(path.join(options.folder, CLASS_TEACHER_FOLDER));
    const written = made.ok ? await share.writeJsonAtomic(shareFile, file) : made;
    if (!written.ok)
      log(`The teacher PIN could not be written to the class folder: ${written.error.message}`);
    return written.ok;
  }

  /** Reads the share's PIN into the local copy; the copy is left alone when the share does not answer. */
  async function pull(): Promise<void> {
    // A change of this PC's still on its way is not read back over.
    await pushing;
    const read = await share.readJson(shareFile, MAX_PIN_FILE_BYTES);
    if (!read.ok) {
      reachable = !read.error.unavailable;
      shareDamaged = read.error.unavailable ? null : read.error.message;
      return;
    }
    reachable = true;
    shareDamaged = null;
    if (read.value === null) {
      // No PIN in the class (IT deleted it to start again): the copy goes too.
      const removed = removeFile(copyPath);
      if (removed) log(`The copy of the class's teacher PIN could not be removed: ${removed}`);
      return;
    }
    const decoded = decodePinFile(read.value);
    if (!decoded.ok) {
      shareDamaged = `${shareFile}: ${decoded.reason}`;
      return;
    }
    copy.save(decoded.value);
  }

  const store: PinStore = {
    scope: 'class',
    load(): PinState {
      if (shareDamaged !== null) {
        log(
          `The class's teacher PIN file cannot be used (${shareDamaged}). It is left as it is and teacher mode stays shut; IT deletes it to set a new PIN.`,
        );
        return { kind: 'damaged', why: shareDamaged };
      }
      const here = copy.load();
      if (here.kind === 'none' && !reachable) {
        return {
          kind: 'damaged',
          why: 'the class folder does not answer and this PC has no copy of its PIN',
          unreachable: true,
        };
      }
      return here;
    },
    save(file) {
      const refused = copy.save(file);
      if (refused === null) pushing = pushing.then(() => push(file));
      return refused;
    },
  };

  if (options.online) await pull();
  // Before class folders each PC kept its own PIN: the first PC to start with one gives it to the class.
  if (reachable && shareDamaged === null && copy.load().kind === 'none') {
    const own = pinFileStore({ cwd: options.userData, log }).load();
    if (own.kind === 'set' && (await push(own.file))) copy.save(own.file);
  }

  const service = createTeacherPinService({
    cwd: options.cacheDir,
    log,
    store,
    ...(options.now ? { now: options.now } : {}),
    ...(options.makeToken ? { makeToken: options.makeToken } : {}),
  });
  const refresh = async () => {
    await pull();
    service.reload();
  };
  return {
    ...service,
    refresh,
    // A wrong try is answered once the class folder counts it, so the next try on any PC sees it.
    unlock: async (pin) => {
      const answer = await service.unlock(pin);
      await pushing;
      return answer;
    },
    // A new PIN counts only once the class folder holds it: otherwise another PC could set a second one.
    setPin: async (pin) => {
      const set = await service.setPin(pin);
      if (!set.ok || !set.value.ok) return set;
      if (await pushing) return set;
      removeFile(copyPath);
      service.reload();
      return fail('write-failed', 'teacher.pinNotShared', { file: shareFile });
    },
    changePin: async (currentPin, pin) => {
      const changed = await service.changePin(currentPin, pin);
      if (!changed.ok || !changed.value.ok) return changed;
      if (await pushing) return changed;
      // The class folder is what every PC reads: until it holds the new PIN, the old one stays.
      await refresh();
      return fail('write-failed', 'teacher.pinChangeNotShared', { file: shareFile });
    },
  };
}
