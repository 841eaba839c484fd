import { type ReactNode, useState } from 'react';
import { HandinDialog } from './HandinDialog';
import { HandoutMakeDialog } from './HandoutMakeDialog';
import { HandoutOpenDialog } from './HandoutOpenDialog';

/** The dialogs of this feature that a menu can open. */
export type HandinDialogId = 'handin-save' | 'handout-open' | 'handout-make';

/** What {@link useHandinDialogs} answers: a way to open one of the dialogs, and the dialogs to render. */
export interface HandinDialogs {
  open: (id: HandinDialogId) => void;
  /** Render this once where the menu lives (as `useBackupRestore`'s dialog is). */
  dialogs: ReactNode;
}

/**
 * The hand-in and hand-out dialogs for a menu whose items are data: an item's action calls `open`
 * (after closing the menu), and the menu renders `dialogs`. One dialog is open at a time.
 */
export function useHandinDialogs(): HandinDialogs {
  const [shown, setShown] = useState<HandinDialogId | null>(null);
  const close = () => setShown(null);
  return {
    open: setShown,
    dialogs: (
      <>
        <HandinDialog open={shown === 'handin-save'} onClose={close} />
        <HandoutOpenDialog open={shown === 'handout-open'} onClose={close} />
        <HandoutMakeDialog open={shown === 'handout-make'} onClose={close} />
      </>
    ),
  };
}
