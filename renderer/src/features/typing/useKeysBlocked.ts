import { useAppSelector } from '../../store';
import { useModalOpen } from '../../ui/ModalProvider';

/**
 * True while game keys must do nothing: a dialog is open, or the settings drawer was asked for (the
 * store says so a moment before the drawer's dialog registers itself).
 */
export function useKeysBlocked(): boolean {
  const dialogOpen = useModalOpen();
  const settingsOpen = useAppSelector((state) => state.page.settingsOpen);
  return dialogOpen || settingsOpen;
}
