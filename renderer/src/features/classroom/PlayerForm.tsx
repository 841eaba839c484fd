import { type FormEvent, useId, useState } from 'react';
import { AVATAR_IDS, type AvatarId, MAX_PROFILE_NAME } from '../../../../core/contract';
import { useT } from '../../i18n';
import { AvatarPicture, useAvatarName } from './AvatarPicture';

/** Props of {@link PlayerForm}. */
export interface PlayerFormProps {
  initialName?: string;
  initialAvatar?: AvatarId;
  submitLabel: string;
  onSubmit: (name: string, avatar: AvatarId) => void;
  onCancel?: () => void;
}

/** A name field and a row of pictures to choose from (radio buttons, so arrows move between them). */
export function PlayerForm({
  initialName = '',
  initialAvatar = 'hero',
  submitLabel,
  onSubmit,
  onCancel,
}: PlayerFormProps) {
  const t = useT();
  const avatarName = useAvatarName();
  const [name, setName] = useState(initialName);
  const [avatar, setAvatar] = useState<AvatarId>(initialAvatar);
  const nameId = useId();
  const group = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    onSubmit(name.trim(), avatar);
  };
  return (
    <form className="kq-player-form" onSubmit={submit}>
      <label className="kq-player-form-name" htmlFor={nameId}>
        {t('classroom.who.name')}
      </label>
      <input
        id={nameId}
        className="kq-player-form-input"
        value={name}
        maxLength={MAX_PROFILE_NAME}
        autoComplete="off"
        required
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset className="kq-player-form-avatars">
        <legend>{t('classroom.who.avatar')}</legend>
        {AVATAR_IDS.map((id) => (
          <label key={id} className="kq-player-form-avatar" data-checked={avatar === id}>
            <input
              type="radio"
              name={group}
              value={id}
              checked={avatar === id}
              onChange={() => setAvatar(id)}
              aria-label={avatarName(id)}
            />
            <AvatarPicture avatar={id} size={44} />
          </label>
        ))}
      </fieldset>
      <div className="kq-player-form-actions">
        {onCancel ? (
          <button type="button" className="btn" onClick={onCancel}>
            {t('classroom.who.cancel')}
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={name.trim() === ''}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
