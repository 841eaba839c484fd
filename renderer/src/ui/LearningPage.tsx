import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import type { LearningIconName } from './LearningIcon';
import { LearningPageHeader } from './LearningPageHeader';
import './LearningPage.css';

/** Props of {@link LearningPage}. */
export interface LearningPageProps {
  /** Class prefix of the page, e.g. `kq-notebook`; the page, header, title and main classes derive from it. */
  prefix: string;
  icon: LearningIconName;
  title: string;
  backLabel: string;
  /** Read by screen readers with the back button (e.g. that Escape also goes back). */
  backHint: string;
  onBack: () => void;
  children: ReactNode;
}

/** Keys that scroll a page, as the browser maps them for a focused scrolling region. */
const SCROLL_KEYS = new Set(['PageDown', 'PageUp', 'Home', 'End', 'ArrowDown', 'ArrowUp']);

/**
 * A full-window page of the learning corner (the notebook, the progress page): the header with the
 * title and the way back stays in view, and the content below scrolls on its own. The content is a
 * named Tab stop, so wheel, PageDown, End and the arrows scroll it; those keys scroll it from the title
 * too, where the focus lands on arrival. Escape anywhere goes back.
 */
export function LearningPage({
  prefix,
  icon,
  title,
  backLabel,
  backHint,
  onBack,
  children,
}: LearningPageProps) {
  const main = useRef<HTMLElement>(null);
  const titleId = `${prefix}-title`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onBack();
      return;
    }
    // From the title the browser has nothing to scroll (the window itself does not), so the keys are
    // passed on to the content; inside the content, and on controls, the browser handles them.
    const region = main.current;
    if (!region || !SCROLL_KEYS.has(event.key) || event.target !== event.currentTarget.querySelector('h1'))
      return;
    event.preventDefault();
    const page = region.clientHeight * 0.85;
    const line = 40;
    const by: Record<string, number> = {
      PageDown: page,
      PageUp: -page,
      ArrowDown: line,
      ArrowUp: -line,
      Home: -region.scrollHeight,
      End: region.scrollHeight,
    };
    region.scrollBy({ top: by[event.key] ?? 0 });
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere on the page goes back, as on the other screens.
    <div className={`${prefix}-page kq-learning-page`} onKeyDown={onKeyDown}>
      <LearningPageHeader
        prefix={prefix}
        icon={icon}
        title={title}
        titleId={titleId}
        backLabel={backLabel}
        backHint={backHint}
        onBack={onBack}
      />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <main ref={main} className={`${prefix}-main kq-learning-main`} tabIndex={0} aria-labelledby={titleId}>
        {children}
      </main>
    </div>
  );
}
