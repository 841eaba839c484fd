import type { Story } from '@ladle/react';
import { Toaster } from './Toaster';
import { useToast } from './ToastProvider';

/** Every notice the game shows, in its three tones. */
export const AllNotices: Story = () => (
  <Toaster
    onDismiss={() => {}}
    toasts={[
      { id: 1, message: 'toast.saved', tone: 'success' },
      { id: 2, message: 'toast.saving', tone: 'info' },
      { id: 3, message: 'toast.saveFailed', tone: 'error' },
      { id: 4, message: 'toast.settingsReset', tone: 'error' },
    ]}
  />
);

/** Buttons that raise notices through the live toaster, as the game does. */
export const Live: Story = () => {
  const show = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', padding: '1rem' }}>
      <button type="button" className="btn" onClick={() => show('toast.saved', 'success')}>
        saved
      </button>
      <button type="button" className="btn" onClick={() => show('toast.saveFailed', 'error')}>
        could not save
      </button>
      <button type="button" className="btn" onClick={() => show('toast.settingsReset', 'error')}>
        settings reset
      </button>
      <button type="button" className="btn" onClick={() => show('toast.progressReset', 'error')}>
        progress reset
      </button>
    </div>
  );
};

export default { title: 'UI / Toaster' };
