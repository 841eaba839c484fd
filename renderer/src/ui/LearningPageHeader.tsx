import { useEffect, useRef } from 'react';
import { LearningIcon, type LearningIconName } from './LearningIcon';

/** Props of {@link LearningPageHeader}. */
export interface LearningPageHeaderProps {
  /** Class prefix of the page, e.g. `kq-notebook`; the header and title classes derive from it. */
  prefix: string;
  icon: LearningIconName;
  title: string;
  /** Id of the title, for the page's content to be named after it. */
  titleId?: string;
  backLabel: string;
  /** Read by screen readers with the back button (e.g. that Escape also goes back). */
  backHint: string;
  onBack: () => void;
}

/**
 * The header of the notebook and progress pages: the page title, focused on arrival so a screen
 * reader announces the page, and a button back to the map.
 */
export function LearningPageHeader({
  prefix,
  icon,
  title,
  titleId,
  backLabel,
  backHint,
  onBack,
}: LearningPageHeaderProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const hintId = `${prefix}-back-hint`;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <header className={`${prefix}-header kq-learning-header`}>
      <h1 id={titleId} className={`${prefix}-title kq-learning-title`} ref={heading} tabIndex={-1}>
        <LearningIcon name={icon} size="1.3em" />
        {title}
      </h1>
      <button type="button" className="btn" onClick={onBack} aria-describedby={hintId}>
        {backLabel}
      </button>
      <span id={hintId} className="visually-hidden">
        {backHint}
      </span>
    </header>
  );
}
