import { withBase } from '@rspress/core/runtime';
import { useEffect, useRef, useState } from 'react';

/** Props of {@link IframeAutoHeight}. */
export interface IframeAutoHeightProps {
  /** Path inside the manual (the base is added); it must be served from the same origin. */
  src: string;
  /** Accessible name of the frame. */
  title: string;
  /** Height in CSS pixels used until the framed page has loaded; 400 by default. */
  minHeight?: number;
}

/** Embeds a same-origin page and grows the frame to the page's own height, so only the article scrolls. */
export function IframeAutoHeight({ src, title, minHeight = 400 }: IframeAutoHeightProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(minHeight);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let observer: ResizeObserver | undefined;
    const measure = () => {
      const doc = element.contentDocument;
      if (!doc?.documentElement) return;
      setHeight(Math.max(minHeight, doc.documentElement.scrollHeight));
    };
    const onLoad = () => {
      measure();
      observer?.disconnect();
      const body = element.contentDocument?.body;
      if (body) {
        observer = new ResizeObserver(measure);
        observer.observe(body);
      }
    };
    element.addEventListener('load', onLoad);
    if (element.contentDocument?.readyState === 'complete') onLoad();
    return () => {
      element.removeEventListener('load', onLoad);
      observer?.disconnect();
    };
  }, [minHeight]);

  return (
    <iframe
      ref={frame}
      className="kq-iframe-auto"
      src={withBase(src)}
      title={title}
      scrolling="no"
      style={{ width: '100%', height, border: '1px solid var(--rp-c-divider-light)', borderRadius: 8 }}
    />
  );
}
