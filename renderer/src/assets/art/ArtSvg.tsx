import { type ReactNode, useId } from 'react';
import { PALETTE } from './palette';
import './art.css';

/** Props every picture accepts: an accessible name, a CSS class and a rendered size. */
export interface ArtProps {
  /** Accessible name; when given the picture is `role="img"`, otherwise it is decorative and hidden. */
  title?: string;
  /** CSS class for the outer `<svg>`. */
  className?: string;
  /** Width and height as CSS pixels (number) or any CSS length; defaults to filling the container. */
  size?: number | string;
}

interface ArtSvgProps extends ArtProps {
  viewBox: string;
  children: ReactNode;
  preserveAspectRatio?: string;
}

/** The outer `<svg>` shared by all pictures: viewBox, size, class and the accessible name. */
export function ArtSvg({ title, className, size, viewBox, children, preserveAspectRatio }: ArtSvgProps) {
  const titleId = useId();
  const named = typeof title === 'string' && title.length > 0;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: a <title> is rendered whenever a name is given; unnamed pictures are aria-hidden.
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      width={size ?? '100%'}
      height={size ?? '100%'}
      className={className}
      preserveAspectRatio={preserveAspectRatio}
      role={named ? 'img' : undefined}
      aria-labelledby={named ? titleId : undefined}
      aria-hidden={named ? undefined : true}
      focusable="false"
    >
      {named ? <title id={titleId}>{title}</title> : null}
      {children}
    </svg>
  );
}

/** Draws its shapes twice — a wide light halo underneath, then the shapes with dark ink outlines. */
export function Sticker({ children }: { children: ReactNode }) {
  return (
    <>
      <g className="kq-halo" strokeLinejoin="round" strokeLinecap="round">
        {children}
      </g>
      <g stroke={PALETTE.ink} strokeWidth={3} strokeLinejoin="round" strokeLinecap="round">
        {children}
      </g>
    </>
  );
}
