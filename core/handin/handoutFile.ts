import { z } from 'zod';
import {
  describeIssues,
  MAX_WORD_LISTS,
  type TeacherChoices,
  type TeacherWorldId,
  teacherChoicesSchema,
  type WordList,
  wordListSchema,
  wordListTitleSchema,
} from '../contract';
import { BACKUP_APP_ID } from '../progress/progressBackup';
import {
  type ClassFileOutcome,
  compactLocalDate,
  readClassFileEnvelope,
  refuseClassFile,
} from './classFileEnvelope';

/** What a hand-out file holds (the envelope's `kind`). */
export const HANDOUT_KIND = 'handout';

/** Current version of the hand-out envelope. */
export const HANDOUT_FORMAT_VERSION = 1;

/** The largest hand-out read: 50 full word lists and every stage opened take well under 1 MB. */
export const MAX_HANDOUT_BYTES = 2 * 1024 * 1024;

const distinct = <T>(items: readonly T[]) => new Set(items).size === items.length;

/**
 * A hand-out file (配布用ファイル): the teacher's choices and word lists for pupils' own devices, with
 * a title and when it was made. Its parts are the contract's own schemas, so a hand-out can hold
 * nothing that teacher mode could not choose.
 */
export const handoutFileSchema = z
  .object({
    app: z.literal(BACKUP_APP_ID),
    kind: z.literal(HANDOUT_KIND),
    formatVersion: z.number().int().min(1),
    title: wordListTitleSchema,
    /** When the teacher made it (ISO 8601 with offset). */
    madeAt: z.iso.datetime({ offset: true }),
    appVersion: z.string().max(40).optional(),
    choices: teacherChoicesSchema,
    lists: z
      .array(wordListSchema)
      .max(MAX_WORD_LISTS)
      .refine((lists) => distinct(lists.map((list) => list.id)), 'a word list is listed twice'),
  })
  .strict();
/** A hand-out file as {@link handoutText} writes it. */
export type HandoutFile = z.infer<typeof handoutFileSchema>;

/** Wraps a teacher's choices and word lists as a hand-out. */
export function makeHandout(
  title: string,
  choices: TeacherChoices,
  lists: readonly WordList[],
  madeAt: Date,
  appVersion?: string,
): HandoutFile {
  return {
    app: BACKUP_APP_ID,
    kind: HANDOUT_KIND,
    formatVersion: HANDOUT_FORMAT_VERSION,
    title,
    madeAt: madeAt.toISOString(),
    ...(appVersion ? { appVersion } : {}),
    choices: {
      openWorlds: [...choices.openWorlds],
      openStages: [...choices.openStages],
      todayStages: [...choices.todayStages],
      ...(choices.advancedWorlds ? { advancedWorlds: [...choices.advancedWorlds] } : {}),
    },
    lists: [...lists],
  };
}

/** The text of a hand-out file: indented JSON with a final line break. */
export function handoutText(handout: HandoutFile): string {
  return `${JSON.stringify(handout, null, 2)}\n`;
}

/** The file name a hand-out is saved under, e.g. `kotoba-handout-20261129.json`. */
export function handoutFileName(madeAt: Date): string {
  return `kotoba-handout-${compactLocalDate(madeAt)}.json`;
}

/**
 * Checks the bytes of a hand-out: the shared envelope (size, UTF-8 JSON, ours, a hand-out, a known
 * format) and every choice and list against the contract's schemas and limits. Changes nothing.
 */
export function parseHandout(bytes: Uint8Array): ClassFileOutcome<HandoutFile> {
  const envelope = readClassFileEnvelope(bytes, HANDOUT_KIND, HANDOUT_FORMAT_VERSION, MAX_HANDOUT_BYTES);
  if (!envelope.ok) return envelope;
  const parsed = handoutFileSchema.safeParse(envelope.value);
  if (!parsed.success) {
    return refuseClassFile(
      'invalid',
      `The hand-out is not in the expected shape: ${describeIssues(parsed.error)}`,
    );
  }
  return { ok: true, value: parsed.data };
}

/** What this device has now: the teacher's choices in force and its word lists. */
export interface DeviceChoices {
  choices: TeacherChoices;
  lists: readonly WordList[];
}

/** One word list of a hand-out as the preview shows it. */
export interface HandoutListPreview {
  id: string;
  title: string;
  words: number;
  /** `add`: new on this device; `replace`: takes the place of the list of the same id. */
  action: 'add' | 'replace';
  /** The title of the list it replaces, when it does. */
  replacesTitle: string | null;
}

/** What applying a hand-out will do on this device, for the pupil to read before it is applied. */
export interface HandoutPreview {
  title: string;
  madeAt: string;
  /** The choices that will be applied: the hand-out's, without stages this game does not know. */
  choices: TeacherChoices;
  /** Worlds open after applying, and those of them not open now. */
  worlds: TeacherWorldId[];
  newWorlds: TeacherWorldId[];
  /** Worlds open now that the hand-out closes (its choices replace the device's). */
  closedWorlds: TeacherWorldId[];
  /** Single stages open after applying, and how many of them are new. */
  openStages: string[];
  newStages: number;
  /** Today's stages after applying, in their order. */
  todayStages: string[];
  /** Stage ids of the file this game does not know (from a newer version, or made up): left out. */
  unknownStages: string[];
  lists: HandoutListPreview[];
  /** Adding the new lists would go past {@link MAX_WORD_LISTS} on this device: the apply would be refused. */
  tooManyLists: boolean;
}

/**
 * What a hand-out will do on this device: the worlds and stages it opens (its choices replace the
 * device's) and the lists it adds or replaces. Stages must be in `knownStages` (the game's stages)
 * or be one of the lists' own stages (a list's stage id is its id); any other is left out.
 */
export function previewHandout(
  handout: HandoutFile,
  device: DeviceChoices,
  knownStages: Pick<ReadonlySet<string>, 'has'>,
): HandoutPreview {
  const listIds = new Set([...device.lists, ...handout.lists].map((list) => list.id));
  const known = (id: string) => knownStages.has(id) || listIds.has(id);
  const unknownStages = [
    ...new Set([...handout.choices.openStages, ...handout.choices.todayStages].filter((id) => !known(id))),
  ];
  const choices: TeacherChoices = {
    openWorlds: [...handout.choices.openWorlds],
    openStages: handout.choices.openStages.filter(known),
    todayStages: handout.choices.todayStages.filter(known),
    ...(handout.choices.advancedWorlds ? { advancedWorlds: [...handout.choices.advancedWorlds] } : {}),
  };
  const nowOpen = new Set(device.choices.openWorlds);
  const stagesNow = new Set(device.choices.openStages);
  const byId = new Map(device.lists.map((list) => [list.id, list]));
  const lists = handout.lists.map((list): HandoutListPreview => {
    const replaced = byId.get(list.id);
    return {
      id: list.id,
      title: list.title,
      words: list.items.length,
      action: replaced ? 'replace' : 'add',
      replacesTitle: replaced ? replaced.title : null,
    };
  });
  const added = lists.filter((list) => list.action === 'add').length;
  return {
    title: handout.title,
    madeAt: handout.madeAt,
    choices,
    worlds: choices.openWorlds,
    newWorlds: choices.openWorlds.filter((world) => !nowOpen.has(world)),
    closedWorlds: device.choices.openWorlds.filter((world) => !choices.openWorlds.includes(world)),
    openStages: choices.openStages,
    newStages: choices.openStages.filter((id) => !stagesNow.has(id)).length,
    todayStages: choices.todayStages,
    unknownStages,
    lists,
    tooManyLists: device.lists.length + added > MAX_WORD_LISTS,
  };
}
