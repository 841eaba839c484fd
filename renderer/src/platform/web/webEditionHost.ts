import { z } from 'zod';
import {
  fail,
  MAX_WORD_LISTS,
  ok,
  type TeacherChoices,
  teacherChoicesSchema,
  type WordList,
  type WordListPreview,
  wordListSchema,
} from '../../../../core/contract';
import { teacherSettingsFrom } from '../../../../core/teacher/teacherSettingsRules';
import type { OpenedSaves } from './openWebSaves';
import { refusedSave, SAVE_KEYS } from './savesDatabase';
import type { WebHost } from './webHost';

const listsSchema = z.array(wordListSchema).max(MAX_WORD_LISTS);

/** What the host needs besides the opened saves. */
export interface WebEditionHostDeps {
  now: () => Date;
  storageManager: Pick<StorageManager, 'persisted' | 'persist' | 'estimate'> | null;
  /** Sends a new word-list preview to the `onWordListPreview` listeners. */
  announcePreview: (preview: WordListPreview) => void;
}

/** What only the browser offers, over the saves opened at start (each call waits for them). */
export function createWebEditionHost(opened: Promise<OpenedSaves>, deps: WebEditionHostDeps): WebHost {
  const { now } = deps;
  return {
    startState: async () => (await opened).startState,
    storage: async () => {
      const manager = deps.storageManager ?? null;
      const persisted = manager ? await manager.persisted().catch(() => null) : null;
      const estimate = manager ? await manager.estimate().catch(() => null) : null;
      return { persisted, usageBytes: estimate?.usage ?? null, quotaBytes: estimate?.quota ?? null };
    },
    requestPersistence: async () => {
      try {
        return (await deps.storageManager?.persist()) ?? false;
      } catch {
        return false;
      }
    },
    importWordList: async (fileName, bytes) => {
      const saves = await opened;
      const preview = saves.wordLists.preview(bytes, fileName);
      if (preview.ok) deps.announcePreview(preview.value);
      return preview;
    },
    lastBackupAt: async () => {
      const saves = await opened;
      const id = saves.players.view().activeId;
      const stored = await saves.store.get(SAVE_KEYS.lastBackupOf(id));
      const noted = saves.backups.get(id) ?? null;
      const kept = z.iso.datetime().safeParse(stored).success ? (stored as string) : null;
      // The later of what is kept and what was noted while the browser refused to keep it.
      return (
        [kept, noted]
          .filter((at): at is string => at !== null)
          .sort()
          .pop() ?? null
      );
    },
    noteBackup: async (at) => {
      const saves = await opened;
      const id = saves.players.view().activeId;
      saves.backups.set(id, at);
      await saves.store.write([[SAVE_KEYS.lastBackupOf(id), at]]);
    },
    applyTeacherChoices: async (choices: TeacherChoices, lists: readonly WordList[]) => {
      const saves = await opened;
      const checkedChoices = teacherChoicesSchema.safeParse(choices);
      const checkedLists = listsSchema.safeParse(lists);
      if (!checkedChoices.success || !checkedLists.success) {
        return fail(
          'invalid-payload',
          'save.invalid',
          {},
          'The hand-out does not fit the expected shape; nothing was changed.',
        );
      }
      const incoming = new Map(checkedLists.data.map((list) => [list.id, list]));
      const current = saves.wordLists.record.read();
      const merged = [
        ...current.lists.map((list) => incoming.get(list.id) ?? list),
        ...checkedLists.data.filter((list) => !current.lists.some((kept) => kept.id === list.id)),
      ];
      if (merged.length > MAX_WORD_LISTS)
        return fail('invalid-payload', 'wordList.limit', { limit: MAX_WORD_LISTS });
      const settings = teacherSettingsFrom(checkedChoices.data, now());
      const listsFile = { ...current, lists: merged };
      const teacherRecord = saves.teacher.settings.record;
      const locked = teacherRecord.lockedRefusal() ?? saves.wordLists.record.lockedRefusal();
      if (locked) return locked;
      // Both or neither: a pupil never ends with a teacher's stages and not their lists.
      const refusal = await saves.store.write([
        teacherRecord.entry(settings),
        saves.wordLists.record.entry(listsFile),
      ]);
      if (refusal) return refusedSave(refusal, 'hand-out');
      teacherRecord.adopt(settings, true);
      saves.wordLists.record.adopt(listsFile, true);
      return ok({ settings, lists: merged });
    },
  };
}
