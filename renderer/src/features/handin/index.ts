import type { MessageKey } from '../../i18n';
import type { HandinDialogId } from './useHandinDialogs';

export { HandinDialog } from './HandinDialog';
export { HandoutMakeButton } from './HandoutMakeButton';
export { HandoutMakeDialog } from './HandoutMakeDialog';
export { HandoutOpenDialog } from './HandoutOpenDialog';
export { type HandinDialogId, type HandinDialogs, useHandinDialogs } from './useHandinDialogs';

/** One item of the web edition's Files menu that opens a dialog of this feature. */
export interface HandinMenuItem {
  id: 'saveHandin' | 'openHandout' | 'makeHandout';
  /** The item's words in the message tables. */
  label: MessageKey;
  /** Shown only with teacher mode unlocked. */
  teacherOnly: boolean;
  /** The dialog the item opens through {@link useHandinDialogs}. */
  dialog: HandinDialogId;
}

/** The Files menu's items for hand-in and hand-out files, in the order they are listed. */
export const HANDIN_MENU_ITEMS: readonly HandinMenuItem[] = [
  { id: 'saveHandin', label: 'handin.make', teacherOnly: false, dialog: 'handin-save' },
  { id: 'openHandout', label: 'handout.open', teacherOnly: false, dialog: 'handout-open' },
  { id: 'makeHandout', label: 'handout.make', teacherOnly: true, dialog: 'handout-make' },
];
