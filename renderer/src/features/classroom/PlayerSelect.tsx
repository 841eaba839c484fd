import { useEffect, useRef, useState } from 'react';
import type { Profile } from '../../../../core/contract';
import { failureText, useT } from '../../i18n';
import {
  addPlayer,
  choosePlayer,
  lockTeacherMode,
  removePlayer,
  selectPlayersError,
  selectPlayersView,
  unlockTeacherMode,
  updatePlayer,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '../../store';
import { Dialog } from '../../ui/Dialog';
import { ClassFolderWhoNotice } from '../classfolder/ClassFolderWhoNotice';
import { InUseNotice } from '../classfolder/InUseNotice';
import { AvatarPicture } from './AvatarPicture';
import { PlayerForm } from './PlayerForm';
import { RepairNotices } from './RepairNotices';
import './classroom.css';

/** Props of {@link PlayerSelect}. */
export interface PlayerSelectProps {
  /** Called once the chosen player is the one playing now. */
  onChosen: (profile: Profile) => void;
}

/**
 * The "who is playing?" screen: every player of this computer as a big button with their picture,
 * a form to add a player, and per player a button to change name and picture and one to delete
 * (after a question). Everything is a native button, field or radio group, so it works by keyboard.
 * The players come from the store (`loadPlayers`); every change goes through its thunks.
 */
export function PlayerSelect({ onChosen }: PlayerSelectProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectPlayersView);
  const failure = useAppSelector(selectPlayersError);
  // A pupil with progress is never deleted from a PC of a class: said in the pupils' words.
  const error = failure
    ? failure.code === 'protected'
      ? t('classFolder.who.cannotDelete')
      : failure.code === 'not-unlocked'
        ? t('classroom.who.needsTeacher')
        : t('classroom.who.failed', { message: failureText(t, failure) })
    : null;
  const [editing, setEditing] = useState<Profile | null>(null);
  const store = useAppStore();
  // A player with progress is deleted only with the teacher's PIN: null until main asked for it.
  const [teacherPin, setTeacherPin] = useState<string | null>(null);
  const [pinRefused, setPinRefused] = useState(false);
  const closeDelete = () => {
    setDeleting(null);
    setTeacherPin(null);
    setPinRefused(false);
  };
  const [deleting, setDeleting] = useState<Profile | null>(null);
  const [formKey, setFormKey] = useState(0);

  // Arriving puts the keyboard on the first player (or on the name field when there is none yet),
  // once the list is known, so Enter plays at once; later refreshes leave the focus where it is.
  const screen = useRef<HTMLElement>(null);
  const arrived = useRef(false);
  useEffect(() => {
    if (!view || arrived.current) return;
    arrived.current = true;
    screen.current?.querySelector<HTMLElement>('.kq-who-player, .kq-player-form-input')?.focus();
  }, [view]);

  const choose = async (profile: Profile) => {
    if (await dispatch(choosePlayer(profile.id))) onChosen(profile);
  };

  return (
    // The screen scrolls on its own; as a Tab stop, PageDown and the arrows scroll it on small windows.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <main className="kq-who" aria-labelledby="kq-who-title" ref={screen} tabIndex={0}>
      <h1 id="kq-who-title" className="kq-who-title">
        {t('classroom.who.title')}
      </h1>
      <ClassFolderWhoNotice />
      <p className="kq-who-intro">{t('classroom.who.intro')}</p>
      {/* Open on another PC: who has them and since when; the keyboard stays on the player's button. */}
      {failure?.reason === 'classFolder.inUse' ? (
        <InUseNotice inUse={failure.values} />
      ) : error ? (
        <p className="kq-who-error" role="alert">
          {error}
        </p>
      ) : null}
      {view?.notices ? <RepairNotices notices={view.notices} /> : null}
      <ul className="kq-who-list">
        {(view?.profiles ?? []).map((profile) => (
          <li key={profile.id} className="kq-who-item">
            <button
              type="button"
              className="kq-who-player"
              aria-label={t('classroom.who.play', { name: profile.name })}
              onClick={() => void choose(profile)}
            >
              <AvatarPicture avatar={profile.avatar} size={72} />
              <span className="kq-who-name">{profile.name}</span>
            </button>
            <div className="kq-who-tools">
              <button
                type="button"
                className="btn kq-who-tool"
                aria-label={t('classroom.who.renameOf', { name: profile.name })}
                onClick={() => setEditing(profile)}
              >
                {t('classroom.who.edit')}
              </button>
              <button
                type="button"
                className="btn kq-who-tool"
                aria-label={t('classroom.who.deleteOf', { name: profile.name })}
                disabled={(view?.profiles.length ?? 0) < 2}
                onClick={() => setDeleting(profile)}
              >
                {t('classroom.who.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <section className="kq-who-add" aria-labelledby="kq-who-add-title">
        <h2 id="kq-who-add-title">{t('classroom.who.add')}</h2>
        <PlayerForm
          key={formKey}
          submitLabel={t('classroom.who.create')}
          onSubmit={async (name, avatar) => {
            if (await dispatch(addPlayer({ name, avatar }))) setFormKey((k) => k + 1);
          }}
        />
      </section>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={t('classroom.who.editTitle')}>
        {editing ? (
          <PlayerForm
            initialName={editing.name}
            initialAvatar={editing.avatar}
            submitLabel={t('classroom.who.save')}
            onCancel={() => setEditing(null)}
            onSubmit={async (name, avatar) => {
              if (await dispatch(updatePlayer({ id: editing.id, name, avatar }))) setEditing(null);
            }}
          />
        ) : null}
      </Dialog>
      <Dialog open={deleting !== null} onClose={closeDelete} title={t('classroom.who.confirmDeleteTitle')}>
        {deleting ? (
          <div className="kq-who-confirm">
            <p>{t('classroom.who.confirmDelete', { name: deleting.name })}</p>
            {teacherPin !== null ? (
              <div data-testid="who-teacher-pin">
                <p>{t('classroom.who.needsTeacher')}</p>
                <label htmlFor="kq-who-teacher-pin">{t('classroom.who.teacherPin')}</label>
                <input
                  id="kq-who-teacher-pin"
                  type="password"
                  inputMode="numeric"
                  autoComplete="off"
                  value={teacherPin}
                  onChange={(e) => setTeacherPin(e.target.value)}
                />
                {pinRefused ? <p role="alert">{t('classroom.who.teacherPinRefused')}</p> : null}
              </div>
            ) : null}
            <div className="kq-player-form-actions">
              <button type="button" className="btn" onClick={closeDelete}>
                {t('classroom.who.cancel')}
              </button>
              <button
                type="button"
                className="btn btn-danger"
                onClick={async () => {
                  if (teacherPin === null) {
                    const done = await dispatch(removePlayer(deleting.id));
                    if (!done && store.getState().players.error?.code === 'not-unlocked') {
                      setTeacherPin('');
                      return;
                    }
                    closeDelete();
                    return;
                  }
                  // The token opens this one deletion and is given up at once.
                  const opened = await dispatch(unlockTeacherMode(teacherPin));
                  if (!opened?.ok || !opened.value.ok) {
                    setPinRefused(true);
                    return;
                  }
                  await dispatch(removePlayer(deleting.id, opened.value.token));
                  await dispatch(lockTeacherMode(opened.value.token));
                  closeDelete();
                }}
              >
                {t('classroom.who.confirmYes')}
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </main>
  );
}
