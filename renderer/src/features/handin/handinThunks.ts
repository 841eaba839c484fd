import { BANDS } from '../../../../core/bank/bankTerms';
import {
  type AvatarId,
  DEFAULT_TEACHER_SETTINGS,
  firstRouteStageIds,
  type Result,
  type TeacherChoices,
  teacherChoicesOf,
  type WordList,
} from '../../../../core/contract';
import {
  checkHandin,
  classOfHandins,
  type DeviceChoices,
  type HandinClass,
  type HandinPupil,
  type HandoutFile,
  type HandoutPreview,
  handinFileName,
  handinReport,
  handinText,
  handoutFileName,
  handoutText,
  MAX_HANDIN_BYTES,
  MAX_HANDIN_FILES,
  makeHandin,
  makeHandout,
  type ReadHandin,
  type SkippedHandin,
} from '../../../../core/handin';
import { STAGES } from '../../data/stages';
import { readPickedFiles, type SavedFile, saveFile } from '../../platform/web/files';
import { getWebHost } from '../../platform/web/webHost';
import { type AppThunk, teacherChoicesLoaded, wordListsLoaded } from '../../store';
import { toIpcError } from '../../store/thunks';

/** Saves a file through the browser (the real {@link saveFile}; tests pass their own). */
export type SaveFileFn = (file: SavedFile) => void;

/** The type of the game's JSON files. */
const JSON_TYPE = 'application/json';

/** Runs a call to the platform; anything thrown becomes a failed Result. */
async function guarded<T>(call: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await call();
  } catch (error) {
    return { ok: false, error: toIpcError(error) };
  }
}

/** Who is playing, as the hand-in dialog fills it in: their name, picture and id, or nothing where there are no players. */
export interface HandinPlayer {
  name: string;
  avatar: AvatarId | null;
  playerId: string | null;
}

/** Reads the player playing now (for the hand-in's name); an empty name where the platform keeps no players. */
export function readHandinPlayer(): AppThunk<Promise<HandinPlayer>> {
  return async (_dispatch, _getState, deps) => {
    const none: HandinPlayer = { name: '', avatar: null, playerId: null };
    const profiles = deps.platform().profiles;
    if (!profiles) return none;
    const answer = await guarded(() => profiles.list());
    if (!answer.ok) return none;
    const active = answer.value.profiles.find((p) => p.id === answer.value.activeId);
    return active ? { name: active.name, avatar: active.avatar, playerId: active.id } : none;
  };
}

/** An id for a device that keeps no players: new each time, so its hand-ins are matched by name and class. */
function loosePlayerId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `p-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** What the pupil wrote in the hand-in dialog. */
export interface HandinForm {
  name: string;
  className: string;
  number: number | null;
}

/** The game's version as the build defined it, written into hand-ins and hand-outs; absent in tests. */
const appVersion = (): string | undefined => import.meta.env.KOTOBA_APP_VERSION || undefined;

/**
 * Makes the hand-in of the player playing now (their progress as saved, with the name, class and
 * number written) and hands it to the browser to save; answers the file's name.
 */
export function saveHandin(form: HandinForm, save: SaveFileFn = saveFile): AppThunk<Promise<Result<string>>> {
  return async (dispatch, _getState, deps) => {
    const progress = await guarded(() => deps.platform().app.load());
    if (!progress.ok) return progress;
    const player = await dispatch(readHandinPlayer());
    const pupil: HandinPupil = {
      playerId: player.playerId ?? loosePlayerId(),
      name: form.name.trim(),
      className: form.className.trim(),
      ...(form.number === null ? {} : { number: form.number }),
      ...(player.avatar ? { avatar: player.avatar } : {}),
    };
    const now = deps.now();
    const name = handinFileName(pupil.name, now);
    try {
      save({
        name,
        type: JSON_TYPE,
        content: handinText(makeHandin(pupil, progress.value.snapshot, now, appVersion())),
      });
    } catch (error) {
      return { ok: false, error: toIpcError(error) };
    }
    return { ok: true, value: name };
  };
}

/** The stages this game knows, in the order of its routes: the first map, then each world's. */
export interface KnownStages {
  order: string[];
  has: (id: string) => boolean;
}

/**
 * The game's stages: the first map's and the word bank's (each world loaded as the map loads it). A
 * world that cannot be loaded still has its stages known by their prefix (`e34.`), so a hand-out is
 * never cut short by a network hiccup.
 */
export function readKnownStages(): AppThunk<Promise<KnownStages>> {
  return async (_dispatch, _getState, deps) => {
    const ids = new Set<string>([...firstRouteStageIds(), ...STAGES.map((stage) => stage.id)]);
    const order = [...firstRouteStageIds()];
    const missing: string[] = [];
    const bands = await Promise.all(BANDS.map((band) => deps.loadBand(band).catch(() => band)));
    for (const band of bands) {
      if (typeof band === 'string') missing.push(`${band}.`);
      else
        for (const stage of band.stages) {
          ids.add(stage.id);
          order.push(stage.id);
        }
    }
    return { order, has: (id) => ids.has(id) || missing.some((prefix) => id.startsWith(prefix)) };
  };
}

/** A folder of hand-ins read: the class, its report, how many files were picked and the files left out. */
export interface HandinRead {
  handins: HandinClass;
  report: ReturnType<typeof handinReport>;
  files: number;
  skipped: SkippedHandin[];
}

/** Lets the browser paint and take input between two files (a class's files can take seconds to check). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads picked hand-in files into the class and its dashboard report, one file at a time so the page
 * stays responsive and only one file's bytes are held at once. Files too large or past the most
 * read at once are left out unread.
 */
export function readHandinFiles(list: FileList | readonly File[]): AppThunk<Promise<HandinRead>> {
  return async (dispatch, _getState, deps) => {
    const files = Array.from(list);
    const stages = dispatch(readKnownStages());
    const read: ReadHandin[] = [];
    const skipped: SkippedHandin[] = [];
    const late: SkippedHandin[] = [];
    let taken = 0;
    for (const file of files) {
      const path = file.webkitRelativePath || file.name;
      if (taken >= MAX_HANDIN_FILES) {
        late.push({ path, reason: 'too-many', detail: '' });
        continue;
      }
      taken += 1;
      if (file.size > MAX_HANDIN_BYTES) {
        late.push({ path, reason: 'too-large', detail: `${file.size} bytes` });
        continue;
      }
      const [picked] = await readPickedFiles([file]);
      const checked = checkHandin({ path, bytes: picked?.bytes ?? new Uint8Array() });
      if (checked.ok) read.push(checked.read);
      else skipped.push(checked.skipped);
      await nextTask();
    }
    const handins = classOfHandins(read, [...skipped, ...late]);
    return {
      handins,
      report: handinReport(handins, { now: deps.now(), stageOrder: (await stages).order }),
      files: files.length,
      skipped: handins.skipped,
    };
  };
}

/** The teacher's saved choices and word lists on this device (none where the platform keeps none). */
export function readDeviceChoices(): AppThunk<Promise<Result<DeviceChoices>>> {
  return async (_dispatch, _getState, deps) => {
    const platform = deps.platform();
    const teacher = platform.teacher;
    const wordLists = platform.wordLists;
    const settings = teacher
      ? await guarded(() => teacher.getSettings())
      : { ok: true as const, value: { settings: DEFAULT_TEACHER_SETTINGS } };
    if (!settings.ok) return settings;
    const lists: Result<WordList[]> = wordLists
      ? await guarded(() => wordLists.list())
      : { ok: true, value: [] };
    if (!lists.ok) return lists;
    const { openWorlds, openStages, todayStages } = settings.value.settings;
    const choices: TeacherChoices = { openWorlds, openStages, todayStages };
    return { ok: true, value: { choices, lists: lists.value } };
  };
}

/** Makes a hand-out of the teacher's saved choices and word lists and hands it to the browser to save; answers its name. */
export function saveHandout(title: string, save: SaveFileFn = saveFile): AppThunk<Promise<Result<string>>> {
  return async (dispatch, _getState, deps) => {
    const device = await dispatch(readDeviceChoices());
    if (!device.ok) return device;
    const now = deps.now();
    const name = handoutFileName(now);
    try {
      const handout = makeHandout(title.trim(), device.value.choices, device.value.lists, now, appVersion());
      save({ name, type: JSON_TYPE, content: handoutText(handout) });
    } catch (error) {
      return { ok: false, error: toIpcError(error) };
    }
    return { ok: true, value: name };
  };
}

/**
 * Applies a hand-out on this device through the web edition's host (the choices of the preview,
 * without stages the game does not know; the file's lists), then shows them on the map. Answers
 * null where there is no web host (the desktop app, where a teacher sets them in teacher mode).
 */
export function applyHandout(
  handout: HandoutFile,
  preview: HandoutPreview,
): AppThunk<Promise<Result<true> | null>> {
  return async (dispatch) => {
    const host = getWebHost();
    if (!host) return null;
    const answer = await guarded(() => host.applyTeacherChoices(preview.choices, handout.lists));
    if (!answer.ok) return answer;
    dispatch(teacherChoicesLoaded(teacherChoicesOf(answer.value.settings)));
    dispatch(wordListsLoaded(answer.value.lists));
    return { ok: true, value: true };
  };
}
