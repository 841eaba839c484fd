const pad = (n: number) => String(n).padStart(2, '0');

/** A time as this computer's local date, `YYYY/MM/DD`; the text itself when it is no date. */
export function localDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/** A time as this computer's local date and time, `YYYY/MM/DD HH:MM`. */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${localDate(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Accuracy 0–1 as a whole percentage. */
export const percentOf = (accuracy: number) => Math.round(accuracy * 100);
