import type { ReactNode } from 'react';
import { updateSettings, useAppDispatch, useAppSelector } from '../../store';
import { ConsentDialog } from '../../ui/ConsentDialog';

/**
 * Shows the sound question until the player has answered it once, then its children. The answer is
 * a setting (`consent`), so it is saved like any other and can be changed in the settings drawer.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const consent = useAppSelector((state) => state.settings.consent);
  const dispatch = useAppDispatch();
  if (consent !== 'unasked') return <>{children}</>;
  return (
    <>
      <div className="kq-consent-backdrop" aria-hidden="true" />
      <ConsentDialog
        open
        onAnswer={(granted) => dispatch(updateSettings({ consent: granted ? 'granted' : 'denied' }))}
      />
    </>
  );
}
