import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Dialog } from './Dialog';

/** A centred dialog: Tab stays inside, Escape closes, focus returns to the opener. */
export const Centered: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="ひらいた ダイアログ">
        <p>Tab moves between the two buttons only; Escape closes.</p>
        <div style={{ display: 'flex', gap: '0.5rem' }}>
          <button type="button" className="btn btn-primary" onClick={() => setOpen(false)}>
            OK
          </button>
          <button type="button" className="btn" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      </Dialog>
    </>
  );
};

/** The drawer variant used by the settings drawer. */
export const Drawer: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        Open drawer
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Drawer" variant="drawer" closeOnBackdrop>
        <p>Click the dark backdrop or press Escape to close.</p>
      </Dialog>
    </>
  );
};

export default { title: 'UI / Dialog' };
