import { type FormEvent, useState } from 'react';
import { MAX_TITLE_LENGTH, type WordList } from '../../../../core/contract';
import { failureText, useT } from '../../i18n';
import {
  removeWordList,
  renameWordList,
  selectWordListError,
  selectWordLists,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { Dialog } from '../../ui/Dialog';

/** Props of {@link WordListManager}. */
export interface WordListManagerProps {
  open: boolean;
  onClose: () => void;
}

/** A dialog where the teacher renames a list or removes it (after a question). */
export function WordListManager({ open, onClose }: WordListManagerProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const lists = useAppSelector(selectWordLists);
  const failure = useAppSelector(selectWordListError);
  const error = failure ? t('classroom.manage.failed', { message: failureText(t, failure) }) : null;
  const [removing, setRemoving] = useState<WordList | null>(null);

  const rename = (event: FormEvent<HTMLFormElement>, list: WordList) => {
    event.preventDefault();
    const title = String(new FormData(event.currentTarget).get('title') ?? '').trim();
    if (title === '' || title === list.title) return;
    void dispatch(renameWordList({ id: list.id, title }));
  };

  const remove = async (list: WordList) => {
    await dispatch(removeWordList(list.id));
    setRemoving(null);
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('classroom.manage.title')}>
      <div className="kq-wordlist">
        {error ? (
          <p className="kq-who-error" role="alert">
            {error}
          </p>
        ) : null}
        {removing ? (
          <div className="kq-who-confirm">
            <p>{t('classroom.manage.confirmRemove', { title: removing.title })}</p>
            <div className="kq-player-form-actions">
              <button type="button" className="btn" onClick={() => setRemoving(null)}>
                {t('classroom.who.cancel')}
              </button>
              <button type="button" className="btn btn-danger" onClick={() => void remove(removing)}>
                {t('classroom.manage.remove')}
              </button>
            </div>
          </div>
        ) : (
          <ul className="kq-list-stages-list">
            {lists.map((list) => (
              <li key={list.id}>
                <form className="kq-manage-row" onSubmit={(event) => rename(event, list)}>
                  <input
                    name="title"
                    className="kq-player-form-input"
                    defaultValue={list.title}
                    maxLength={MAX_TITLE_LENGTH}
                    aria-label={t('classroom.manage.titleOf', { title: list.title })}
                  />
                  <button type="submit" className="btn">
                    {t('classroom.manage.rename')}
                  </button>
                  <button
                    type="button"
                    className="btn"
                    aria-label={t('classroom.manage.removeOf', { title: list.title })}
                    onClick={() => setRemoving(list)}
                  >
                    {t('classroom.manage.remove')}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
