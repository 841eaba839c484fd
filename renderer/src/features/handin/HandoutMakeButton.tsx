import { useState } from 'react';
import { useT } from '../../i18n';
import { HandoutMakeDialog } from './HandoutMakeDialog';

/** Teacher mode's button 「配布用ファイルを作る」 with its dialog. */
export function HandoutMakeButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)} data-testid="handout-make-open">
        {t('handout.make')}
      </button>
      <HandoutMakeDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
