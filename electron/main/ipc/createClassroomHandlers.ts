import { z } from 'zod';
import {
  ClassroomChannels,
  newProfileSchema,
  ok,
  type Profile,
  type ProfilesView,
  previewIdSchema,
  profileChangeSchema,
  profileIdSchema,
  type Result,
  type WordList,
  wordListIdSchema,
  wordListTitleSchema,
} from '../../../core/contract';
import type { ProfileService } from '../profiles/profileService';
import type { WordListService } from '../wordlists/wordListService';
import { createGuard, type IpcHandler } from './guardedHandler';
import type { SenderEvent } from './isTrustedSender';

/** One handler per classroom channel. */
export interface ClassroomHandlers {
  [ClassroomChannels.profilesList]: IpcHandler<ProfilesView>;
  [ClassroomChannels.profilesAdd]: IpcHandler<Profile>;
  [ClassroomChannels.profilesUpdate]: IpcHandler<Profile>;
  [ClassroomChannels.profilesRemove]: IpcHandler<ProfilesView>;
  [ClassroomChannels.profilesSelect]: IpcHandler<ProfilesView>;
  [ClassroomChannels.wordListsList]: IpcHandler<WordList[]>;
  [ClassroomChannels.wordListsRename]: IpcHandler<WordList>;
  [ClassroomChannels.wordListsRemove]: IpcHandler<WordList[]>;
  [ClassroomChannels.wordListsConfirm]: IpcHandler<WordList>;
  [ClassroomChannels.wordListsCancel]: IpcHandler<boolean>;
}

/** What the classroom handlers work with; all injected so they run in plain Node. */
export interface ClassroomHandlerDeps {
  profiles: ProfileService;
  wordLists: WordListService;
  isTrustedSender: (event: SenderEvent) => boolean;
  log?: (message: string) => void;
  /**
   * With a class folder: reads the class's players from the share before the list is answered (the
   * local copy answers when the share does not).
   */
  refreshPlayers?: () => Promise<unknown>;
  /**
   * With a class folder: opens a player on this PC before they become the one playing (their lease,
   * their progress from the share); its refusal (`in-use`) is the answer.
   */
  openPlayer?: (id: string) => Promise<Result<void>>;
  /** With a class folder: whether a player may be deleted from here (its refusal is the answer). */
  checkRemove?: (id: string) => Promise<Result<void>>;
}

const noPayload = z.undefined({ error: 'this operation takes no payload' });
const renameSchema = z.object({ id: wordListIdSchema, title: wordListTitleSchema }).strict();

/** Builds the handlers of every channel in `ClassroomChannels`, with the same sender and payload checks as the others. */
export function createClassroomHandlers(deps: ClassroomHandlerDeps): ClassroomHandlers {
  const guarded = createGuard(deps.isTrustedSender, deps.log ?? ((message: string) => console.warn(message)));
  const C = ClassroomChannels;
  // The class folder's work happens after the sender and payload checks, and before the answer.
  const list = guarded(C.profilesList, noPayload, () => ok(deps.profiles.view()));
  const select = guarded(C.profilesSelect, profileIdSchema, (id) => ok(id));
  const remove = guarded(C.profilesRemove, profileIdSchema, (id) => ok(id));
  return {
    [C.profilesList]: async (event, payload) => {
      const checked = await list(event, payload);
      if (!checked.ok || !deps.refreshPlayers) return checked;
      await deps.refreshPlayers();
      return ok(deps.profiles.view());
    },
    [C.profilesAdd]: guarded(C.profilesAdd, newProfileSchema, (p) => deps.profiles.add(p.name, p.avatar)),
    [C.profilesUpdate]: guarded(C.profilesUpdate, profileChangeSchema, (p) =>
      deps.profiles.update(p.id, p.name, p.avatar),
    ),
    [C.profilesRemove]: async (event, payload) => {
      const checked = await remove(event, payload);
      if (!checked.ok) return checked;
      const allowed = deps.checkRemove ? await deps.checkRemove(checked.value) : ok(undefined);
      return allowed.ok ? deps.profiles.remove(checked.value) : allowed;
    },
    [C.profilesSelect]: async (event, payload) => {
      const checked = await select(event, payload);
      if (!checked.ok) return checked;
      const id = checked.value;
      if (!deps.profiles.view().profiles.some((p) => p.id === id)) return deps.profiles.select(id);
      const opened = deps.openPlayer ? await deps.openPlayer(id) : ok(undefined);
      return opened.ok ? deps.profiles.select(id) : opened;
    },
    [C.wordListsList]: guarded(C.wordListsList, noPayload, () => ok(deps.wordLists.list())),
    [C.wordListsRename]: guarded(C.wordListsRename, renameSchema, (c) =>
      deps.wordLists.rename(c.id, c.title),
    ),
    [C.wordListsRemove]: guarded(C.wordListsRemove, wordListIdSchema, (id) => deps.wordLists.remove(id)),
    [C.wordListsConfirm]: guarded(C.wordListsConfirm, previewIdSchema, (id) => deps.wordLists.confirm(id)),
    [C.wordListsCancel]: guarded(C.wordListsCancel, previewIdSchema, (id) => ok(deps.wordLists.cancel(id))),
  };
}
