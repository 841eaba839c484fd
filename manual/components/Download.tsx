import { withBase } from '@rspress/core/runtime';
import type { ReactNode } from 'react';

/** Props of {@link Download}. */
export interface DownloadProps {
  /** Path of the file in the manual's public folder, e.g. `/samples/wordlist-sample.csv`. */
  href: string;
  children: ReactNode;
}

/** A link that saves a file of the manual (such as the sample word list) instead of opening it. */
export function Download({ href, children }: DownloadProps) {
  const url = withBase(href);
  return (
    <a href={url} download={href.split('/').pop()} className="kq-download">
      {children}
    </a>
  );
}
