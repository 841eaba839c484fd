import { useId } from 'react';

/** A document-unique id prefix that is safe inside `url(#…)` references. */
export function useSvgId(): string {
  return `kq${useId().replace(/[^a-zA-Z0-9_-]/g, '_')}`;
}
