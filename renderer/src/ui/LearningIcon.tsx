/**
 * The pictures of the learning pages: an open notebook, a rising bar chart, a forest, a shelf of books,
 * a globe (the worlds).
 */
export type LearningIconName = 'notebook' | 'chart' | 'forest' | 'library' | 'globe';

const SHAPES: Record<LearningIconName, string> = {
  notebook: 'M3 5.5c3-1.2 6-1.2 9 .8c3-2 6-2 9-.8v13c-3-1.2-6-1.2-9 .8c-3-2-6-2-9-.8ZM12 6.3v13.5',
  chart: 'M3.5 20.5h17M6 20.5v-6M10.5 20.5v-9.5M15 20.5v-7M19.5 20.5V5M5 10l5-4.5l4 3l6-5',
  forest: 'M7 3l-4.5 8h3l-3 6h9l-3-6h3ZM17 6l-3.5 6.5h2.5l-2.5 5h7.5l-2.5-5h2.5ZM7 17v4M17 17.5V21',
  library: 'M4 4h4v16H4ZM9 4h4v16H9ZM14.5 5.2l3.8-1l4 15.4l-3.8 1ZM4 8h4M9 8h4M4 16h4M9 16h4',
  globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18ZM3 12h18M12 3c-3 3-3 15 0 18M12 3c3 3 3 15 0 18',
};

/** A line icon for the notebook, the progress page and the review forest; decorative (hidden from screen readers). */
export function LearningIcon({ name, size = '1em' }: { name: LearningIconName; size?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={SHAPES[name]} />
    </svg>
  );
}
