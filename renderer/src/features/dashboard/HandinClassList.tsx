import { type ChangeEvent, useId, useRef, useState } from 'react';
import type { Failure } from '../../../../core/contract';
import type { ClassList, ClassListMatch } from '../../../../core/handin/matchClassList';
import type { HandinClass } from '../../../../core/handin/readHandins';
import { ROSTER_FAILURE_REASON } from '../../../../core/roster/rosterWork';
import { failureText, useT } from '../../i18n';
import { readClassListFiles } from './classListFiles';

/** Where the class list given to the report came from: files picked, or the players kept here. */
export type ClassListSource =
  | { kind: 'files'; names: string[] }
  | { kind: 'players'; from: 'class' | 'local' };

/** The class list given to a report of hand-ins, and the classes of it the teacher chose (null: as suggested). */
export interface GivenClassList {
  list: ClassList;
  source: ClassListSource;
  chosen: string[] | null;
}

/** Props of {@link HandinClassList}. */
export interface HandinClassListProps {
  handins: HandinClass;
  /** The list given, or null; the report keeps it while hand-ins are read again. */
  given: GivenClassList | null;
  /** The hand-ins against {@link given}, or null without a list. */
  match: ClassListMatch | null;
  onGiven: (given: GivenClassList | null) => void;
  /** The players kept here as a class list, offered when their classes are known. */
  offered?: { list: ClassList; from: 'class' | 'local' } | null;
}

type Reading = { kind: 'idle' } | { kind: 'reading' } | { kind: 'failed'; failure: Failure };

/**
 * The report's 「提出状況」: without a class list it says that one shows who has not handed in, and
 * offers to read one (the roster's files) or to use the players kept here; with one, it counts who
 * handed in, lists who did not, the hand-ins found only by their number (to be checked) and those of
 * pupils the list does not have. A list of several classes compares the classes ticked.
 */
export function HandinClassList({ handins, given, match, onGiven, offered }: HandinClassListProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  // The buttons beside it come and go; the keyboard goes back to this one.
  const pickButton = useRef<HTMLButtonElement>(null);
  const [reading, setReading] = useState<Reading>({ kind: 'idle' });
  const titleId = useId();
  const helpId = useId();
  const missingId = useId();

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.currentTarget;
    const list = target.files ? Array.from(target.files) : [];
    // Cleared so the same file can be picked again after it is corrected.
    target.value = '';
    if (list.length === 0) return;
    setReading({ kind: 'reading' });
    const read = await readClassListFiles(list);
    if (!read.ok) {
      const { code, file, line } = read.error;
      // Every roster reason carries the same values, the file and the line.
      setReading({
        kind: 'failed',
        failure: { reason: ROSTER_FAILURE_REASON[code] as 'roster.badRow', values: { file, line } },
      });
      return;
    }
    setReading({ kind: 'idle' });
    onGiven({ list: read.roster, source: { kind: 'files', names: list.map((f) => f.name) }, chosen: null });
  };

  const takePlayers = () => {
    if (!offered) return;
    setReading({ kind: 'idle' });
    onGiven({ list: offered.list, source: { kind: 'players', from: offered.from }, chosen: null });
    pickButton.current?.focus();
  };

  const clear = () => {
    onGiven(null);
    pickButton.current?.focus();
  };

  const toggleClass = (id: string) => {
    if (!given || !match) return;
    const chosen = match.chosen.includes(id) ? match.chosen.filter((c) => c !== id) : [...match.chosen, id];
    onGiven({ ...given, chosen });
  };

  const source = !given
    ? ''
    : given.source.kind === 'files'
      ? given.source.names.join('、')
      : t(
          given.source.from === 'class'
            ? 'handin.classList.sourceClassFolder'
            : 'handin.classList.sourcePlayers',
        );
  const pupilOf = new Map(handins.pupils.map((p) => [p.id, p]));
  const handedAs = (id: string | undefined) => {
    const pupil = id === undefined ? undefined : pupilOf.get(id);
    return pupil ? `${pupil.name}（${pupil.className}）` : '';
  };
  const usingPlayers = given?.source.kind === 'players';
  const byNumber = match?.rows.filter((row) => row.byNumberOnly) ?? [];
  const severalClasses = (match?.chosen.length ?? 0) > 1;

  return (
    <section
      className="kq-dash-section kq-handin-classlist"
      aria-labelledby={titleId}
      data-testid="handin-classlist"
    >
      <h3 id={titleId}>{t('handin.classList.title')}</h3>
      {match ? (
        <>
          <p className="kq-handin-count" role="status" data-testid="handin-classlist-count">
            {t('handin.classList.count', { handedIn: match.handedIn, total: match.total })}
          </p>
          <p className="kq-dash-muted">{t('handin.classList.source', { source })}</p>
        </>
      ) : (
        <p className="kq-dash-help" data-testid="handin-classlist-intro">
          {t('handin.classList.intro')}
        </p>
      )}
      <p id={helpId} className={match ? 'visually-hidden' : 'kq-dash-help kq-dash-noprint'}>
        {t('handin.classList.pick.help')}
      </p>
      <div className="kq-dash-toolbar kq-dash-noprint">
        <button
          ref={pickButton}
          type="button"
          className="btn"
          aria-describedby={helpId}
          aria-disabled={reading.kind === 'reading' ? true : undefined}
          onClick={() => {
            if (reading.kind !== 'reading') input.current?.click();
          }}
          data-testid="handin-classlist-pick"
        >
          {t(given ? 'handin.classList.pickAgain' : 'handin.classList.pick')}
        </button>
        {offered && !usingPlayers ? (
          <button type="button" className="btn" onClick={takePlayers} data-testid="handin-classlist-players">
            {t(offered.from === 'class' ? 'handin.classList.useClassFolder' : 'handin.classList.usePlayers', {
              count: offered.list.pupils.length,
            })}
          </button>
        ) : null}
        {given ? (
          <button type="button" className="btn btn-link" onClick={clear} data-testid="handin-classlist-clear">
            {t('handin.classList.clear')}
          </button>
        ) : null}
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          multiple
          accept=".zip,.csv,.tsv,.txt"
          onChange={(event) => void picked(event)}
          data-testid="handin-classlist-files"
        />
        <p
          className="kq-dash-save-status"
          role="status"
          data-testid="handin-classlist-status"
          data-failed={reading.kind === 'failed' ? 'true' : undefined}
        >
          {reading.kind === 'reading'
            ? t('handin.classList.reading')
            : reading.kind === 'failed'
              ? t('handin.classList.failed', { message: failureText(t, reading.failure) })
              : ''}
        </p>
      </div>
      {match && match.classes.length > 1 ? (
        <fieldset className="kq-handin-classes kq-dash-noprint" data-testid="handin-classlist-classes">
          <legend>{t('handin.classList.classes')}</legend>
          {match.classes.map((found) => (
            <label key={found.id}>
              <input
                type="checkbox"
                checked={match.chosen.includes(found.id)}
                onChange={() => toggleClass(found.id)}
              />{' '}
              {found.name}（{found.pupils}）
            </label>
          ))}
        </fieldset>
      ) : null}
      {match ? (
        <>
          <h4 id={missingId}>{t('handin.classList.missing', { count: match.missing.length })}</h4>
          {match.total === 0 ? (
            <p className="kq-dash-muted">{t('handin.classList.noneChosen')}</p>
          ) : match.missing.length === 0 ? (
            <p className="kq-dash-muted" data-testid="handin-all-in">
              {t('handin.classList.allIn')}
            </p>
          ) : (
            <table className="kq-dash-table" aria-labelledby={missingId} data-testid="handin-missing">
              <thead>
                <tr>
                  <th scope="col" className="kq-dash-num">
                    {t('roster.col.number')}
                  </th>
                  <th scope="col">{t('roster.col.name')}</th>
                  <th scope="col">{t('roster.col.kana')}</th>
                  {severalClasses ? <th scope="col">{t('roster.col.class')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {match.missing.map((pupil) => (
                  <tr key={`${pupil.classId}\u0000${pupil.number ?? ''}\u0000${pupil.name}`}>
                    <td className="kq-dash-num">{pupil.number ?? ''}</td>
                    <th scope="row">{pupil.name}</th>
                    <td>{pupil.kana ?? ''}</td>
                    {severalClasses ? <td>{pupil.className}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {byNumber.length > 0 ? (
            <>
              <h4>{t('handin.classList.byNumber', { count: byNumber.length })}</h4>
              <p className="kq-dash-help">{t('handin.classList.byNumber.help')}</p>
              <ul className="kq-handin-classlist-list" data-testid="handin-by-number">
                {byNumber.map((row) => (
                  <li key={row.handins[0]}>
                    {t('handin.classList.byNumber.item', {
                      handed: handedAs(row.handins[0]),
                      number: row.pupil.number ?? '',
                      listed: row.pupil.name,
                    })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {match.notOnList.length > 0 ? (
            <>
              <h4>{t('handin.classList.extra', { count: match.notOnList.length })}</h4>
              <p className="kq-dash-help">{t('handin.classList.extra.help')}</p>
              <ul className="kq-handin-classlist-list" data-testid="handin-not-on-list">
                {match.notOnList.map((id) => (
                  <li key={id} data-pupil-id={id}>
                    {handedAs(id)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
