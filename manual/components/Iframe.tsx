import { withBase } from '@rspress/core/runtime';

/** Props of {@link Iframe}. */
export interface IframeProps {
  /** Path inside the manual (the base is added), or a full URL. */
  src: string;
  /** Accessible name of the frame. */
  title: string;
  /** Height in CSS pixels; 720 by default. */
  height?: number;
}

/** Embeds another page (such as the UI catalogue) at a fixed height, full width of the article. */
export function Iframe({ src, title, height = 720 }: IframeProps) {
  const url = /^[a-z]+:/i.test(src) ? src : withBase(src);
  return (
    <iframe
      className="kq-iframe"
      src={url}
      title={title}
      style={{ width: '100%', height, border: '1px solid var(--rp-c-divider-light)', borderRadius: 8 }}
      loading="lazy"
    />
  );
}
