import type { Language } from '../../i18n';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size as people read it, in steps of 1024 with at most one decimal: `0 B`, `512 KB`, `1.5 GB`. */
export function formatBytes(bytes: number, language: Language): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = value.toLocaleString(language === 'en' ? 'en-GB' : 'ja-JP', {
    maximumFractionDigits: digits,
  });
  return `${number} ${UNITS[unit]}`;
}
