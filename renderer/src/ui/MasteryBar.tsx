import { useT } from '../i18n';
import './MasteryBar.css';

/** Props of {@link MasteryBar}. */
export interface MasteryBarProps {
  /** The set or stage name, for the spoken label. */
  name: string;
  total: number;
  learning: number;
  mastered: number;
  /** Show the "mastered/total" figure beside the bar. */
  showFigure?: boolean;
}

/**
 * A mastery bar: the solid part is the words mastered, the striped part the words being learned,
 * out of all the words; its label says the same in words for screen readers.
 */
export function MasteryBar({ name, total, learning, mastered, showFigure = true }: MasteryBarProps) {
  const t = useT();
  const whole = Math.max(1, total);
  const masteredPct = Math.min(100, (mastered / whole) * 100);
  const learningPct = Math.min(100 - masteredPct, (learning / whole) * 100);
  return (
    <span
      className="kq-mastery"
      role="img"
      aria-label={t('progress.bar', { name, mastered, learning, total })}
      data-mastered={mastered}
      data-learning={learning}
      data-total={total}
    >
      <span className="kq-mastery-track" aria-hidden="true">
        <span className="kq-mastery-fill" style={{ width: `${masteredPct}%` }} />
        <span className="kq-mastery-learning" style={{ width: `${learningPct}%` }} />
      </span>
      {showFigure ? (
        <span className="kq-mastery-figure" aria-hidden="true">
          {t('progress.barShort', { mastered, total })}
        </span>
      ) : null}
    </span>
  );
}

/** One question set's mastery, as a list of sets shows it. */
export interface SetMastery {
  setId: string;
  total: number;
  learning: number;
  mastered: number;
}

/** Every set with its name and mastery bar: the player's progress page and a pupil's page in the dashboard. */
export function SetMasteryList({
  sets,
  setName,
}: {
  sets: readonly SetMastery[];
  setName: (setId: string) => string;
}) {
  return (
    <ul className="kq-progress-set-list">
      {sets.map((m) => (
        <li key={m.setId}>
          <span className="kq-progress-set-name">{setName(m.setId)}</span>
          <MasteryBar name={setName(m.setId)} total={m.total} learning={m.learning} mastered={m.mastered} />
        </li>
      ))}
    </ul>
  );
}
