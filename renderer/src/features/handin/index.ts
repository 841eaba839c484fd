import type { ComponentType } from 'react';
import type { MessageKey } from '../../i18n';
import { HandinDialog } from './HandinDialog';
import { HandoutMakeDialog } from './HandoutMakeDialog';
import { HandoutOpenDialog } from './HandoutOpenDialog';

export { HandinDialog } from './HandinDialog';
export { HandoutMakeButton } from './HandoutMakeButton';
export { HandoutMakeDialog } from './HandoutMakeDialog';
export { HandoutOpenDialog } from './HandoutOpenDialog';

/** One item of the web edition's File menu that opens a dialog of this feature. */
export interface HandinMenuItem {
  id: 'handin-save' | 'handout-open' | 'handout-make';
  /** The item's words in the message tables. */
  labelKey: MessageKey;
  /** Who sees it: every player, or a teacher in teacher mode. */
  audience: 'pupil' | 'teacher';
  /** The dialog the item opens; it closes itself through `onClose`. */
  Dialog: ComponentType<{ open: boolean; onClose: () => void }>;
}

/** The File menu's items for hand-in and hand-out files, in the order they are listed. */
export const HANDIN_MENU_ITEMS: readonly HandinMenuItem[] = [
  { id: 'handin-save', labelKey: 'handin.make', audience: 'pupil', Dialog: HandinDialog },
  { id: 'handout-open', labelKey: 'handout.open', audience: 'pupil', Dialog: HandoutOpenDialog },
  { id: 'handout-make', labelKey: 'handout.make', audience: 'teacher', Dialog: HandoutMakeDialog },
];
