import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { useAppDispatch } from '../../store';
import { type HandinRead, readHandinFiles } from '../handin/handinThunks';

/** Props of {@link HandinReadButton}. */
export interface HandinReadButtonProps {
  /** Called with the class the picked files make. */
  onRead: (read: HandinRead) => void;
}

/** Whether this browser's file picker can pick a whole folder (`webkitdirectory`). */
export function canPickFolder(): boolean {
  return typeof document !== 'undefined' && 'webkitdirectory' in document.createElement('input');
}

/**
 * The dashboard's 「提出されたファイルを読む」: a folder picker where the browser has one (a teacher
 * downloads an assignment's files as one folder), and several files everywhere (iPads, or files saved
 * one by one). The files are read on this device only.
 */
export function HandinReadButton({ onRead }: HandinReadButtonProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const folder = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState<'idle' | 'reading' | { failed: string }>('idle');
  const withFolder = canPickFolder();
  const helpId = useId();

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const list = input.files ? Array.from(input.files) : [];
    // Cleared so the same folder can be picked again after the pupils hand in more.
    input.value = '';
    if (list.length === 0) return;
    setReading('reading');
    try {
      const read = await dispatch(readHandinFiles(list));
      setReading('idle');
      onRead(read);
    } catch (error) {
      setReading({ failed: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <div className="kq-handin-read">
      <button
        type="button"
        className="btn"
        onClick={() => (withFolder ? folder : files).current?.click()}
        aria-describedby={helpId}
        aria-disabled={reading === 'reading' ? true : undefined}
        data-testid="handin-read"
      >
        {t('handin.read')}
      </button>
      {withFolder ? (
        <button type="button" className="btn btn-link" onClick={() => files.current?.click()}>
          {t('handin.readFiles')}
        </button>
      ) : null}
      <span id={helpId} className="visually-hidden">
        {t('handin.read.help')}
      </span>
      <input
        ref={folder}
        type="file"
        hidden
        tabIndex={-1}
        // React does not know the attribute; an empty string switches the picker to folders.
        {...{ webkitdirectory: '' }}
        onChange={(event) => void picked(event)}
        data-testid="handin-read-folder"
      />
      <input
        ref={files}
        type="file"
        hidden
        tabIndex={-1}
        multiple
        accept=".json,application/json"
        onChange={(event) => void picked(event)}
        data-testid="handin-read-files"
      />
      <p className="kq-dash-save-status" role="status">
        {reading === 'reading'
          ? t('handin.reading')
          : typeof reading === 'object'
            ? t('handin.readFailed', { message: reading.failed })
            : ''}
      </p>
    </div>
  );
}
