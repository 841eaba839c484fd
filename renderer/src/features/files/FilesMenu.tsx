import { type KeyboardEvent, type MouseEvent, useId, useRef, useState } from 'react';
import { useLanguage, useT } from '../../i18n';
import { getWebHost } from '../../platform/web/webHost';
import { useAppDispatch } from '../../store';
import { Dialog } from '../../ui/Dialog';
import { useHandinDialogs } from '../handin';
import { FILES_MENU_ITEMS, type FilesMenuContext, type FilesMenuItem } from './filesMenuItems';
import { useBackupRestore } from './useBackupRestore';
import { useFilePicker } from './useFilePicker';
import './files.css';

/** Props of {@link FilesMenu}. */
export interface FilesMenuProps {
  /** Teacher mode's token while it is unlocked: the teachers' items show only with it. */
  teacherToken?: string | null;
  /** The menu's items; the web edition's own unless a test or a screen gives others. */
  items?: readonly FilesMenuItem[];
}

/** Keys that activate a button: kept from the screen behind (the title starts the game on them). */
const ACTIVATION_KEYS = new Set(['Enter', ' ']);

/** Moves the focus among the menu's buttons with the arrow keys, Home and End, as in a menu. */
function moveAmongItems(event: KeyboardEvent<HTMLElement>) {
  const buttons = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-files-item]'),
  );
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const last = buttons.length - 1;
  const next =
    event.key === 'ArrowDown'
      ? at < 0 || at === last
        ? 0
        : at + 1
      : event.key === 'ArrowUp'
        ? at <= 0
          ? last
          : at - 1
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : null;
  if (next === null || last < 0) return;
  event.preventDefault();
  buttons[next]?.focus();
}

/**
 * The web edition's Files button and menu (the desktop has these in its native File menu): save a
 * backup, restore from one, and with teacher mode unlocked the teachers' files. The menu is the house
 * dialog (keys kept from the game, Escape closes, focus returns to the button); arrows move among the
 * items, Tab and Enter work as everywhere. Renders nothing in the desktop app.
 */
export function FilesMenu(props: FilesMenuProps) {
  return getWebHost() ? <FilesMenuShown {...props} /> : null;
}

function FilesMenuShown({ teacherToken = null, items = FILES_MENU_ITEMS }: FilesMenuProps) {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);
  const picker = useFilePicker('files-picker');
  const restore = useBackupRestore();
  const handin = useHandinDialogs();
  const hintId = useId();
  const running = useRef(false);

  const shown = items.filter((item) => !item.teacherOnly || teacherToken !== null);
  const pupilItems = shown.filter((item) => !item.teacherOnly);
  const teacherItems = shown.filter((item) => item.teacherOnly);

  const context: FilesMenuContext = {
    dispatch,
    t,
    language,
    token: teacherToken,
    pick: picker.pick,
    tell: (text, tone = 'info') => setStatus({ text, tone }),
    close: () => setOpen(false),
    restoreFrom: restore.restoreFrom,
    openHandinDialog: handin.open,
  };

  const run = (item: FilesMenuItem) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setStatus(null);
    // Called within the click, so an item's file picker opens as the player's own action.
    item
      .run(context)
      .catch((error: unknown) => console.warn(`The Files menu's ${item.id} failed:`, error))
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };

  const itemButton = (item: FilesMenuItem) => (
    <li key={item.id}>
      <button
        type="button"
        className="btn kq-files-item"
        data-files-item={item.id}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) run(item);
        }}
      >
        {t(item.label)}
      </button>
    </li>
  );

  return (
    // Clicks and activation keys stay here: on the title, the screen behind starts the game on them.
    // biome-ignore lint/a11y/noStaticElementInteractions: it only keeps events from the screen behind.
    <span
      className="kq-files"
      onClick={(event: MouseEvent) => event.stopPropagation()}
      onKeyDown={(event) => {
        if (ACTIVATION_KEYS.has(event.key)) event.stopPropagation();
      }}
    >
      <button
        type="button"
        className="btn kq-files-open"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-describedby={hintId}
        data-testid="files-open"
        onClick={(event) => {
          // Some browsers (Safari) do not focus a clicked button; the menu gives the focus back to it.
          event.currentTarget.focus();
          setStatus(null);
          setOpen(true);
        }}
      >
        {t('files.open')}
      </button>
      <span id={hintId} className="visually-hidden">
        {t('files.openHint')}
      </span>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('files.title')} className="kq-files-dialog">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move among the buttons inside. */}
        <div className="kq-files-menu" onKeyDown={moveAmongItems}>
          <p className="kq-files-intro">{t('files.intro')}</p>
          <ul className="kq-files-items">{pupilItems.map(itemButton)}</ul>
          {teacherItems.length > 0 ? (
            <section className="kq-files-teacher" aria-labelledby={`${hintId}-teacher`}>
              <h3 id={`${hintId}-teacher`} className="kq-files-group">
                {t('files.teacherGroup')}
              </h3>
              <ul className="kq-files-items">{teacherItems.map(itemButton)}</ul>
            </section>
          ) : null}
          <p
            className={`kq-files-status${status?.tone === 'error' ? ' kq-files-status-error' : ''}`}
            role="status"
            data-testid="files-status"
          >
            {busy ? t('files.working') : (status?.text ?? '')}
          </p>
          <div className="kq-files-actions">
            <button type="button" className="btn" onClick={() => setOpen(false)}>
              {t('files.close')}
            </button>
          </div>
        </div>
        {picker.input}
      </Dialog>
      {restore.dialog}
      {handin.dialogs}
    </span>
  );
}
