import { useT } from '../../i18n';
import { selectElapsedMs, useAppSelector } from '../../store';
import { formatClock } from '../../ui/formatClock';
import { TypingIcon } from './TypingIcon';

/**
 * The elapsed-time clock. It is the only component that subscribes to elapsed time, and it selects
 * whole seconds, so the timer's ticks re-render this small element once a second and nothing else.
 */
export function BattleClock() {
  const t = useT();
  // Whole seconds: ticks inside the same second change nothing, so they do not even re-render the clock.
  const seconds = useAppSelector((state) => Math.floor(selectElapsedMs(state) / 1000));
  return (
    <p className="battle-clock" data-testid="battle-clock">
      <TypingIcon name="clock" />
      <span className="visually-hidden">{t('typing.clock')}</span>
      <time dateTime={`PT${seconds}S`}>{formatClock(seconds * 1000)}</time>
    </p>
  );
}
