/** Parts of a doc page that a query parameter set to 0 hides. */
export const TOGGLE_KEYS = ['navbar', 'sidebar', 'outline', 'footer'] as const;

/** One of the page parts that can be hidden from the address. */
export type ToggleKey = (typeof TOGGLE_KEYS)[number];

/** Reads `?navbar=0&sidebar=0&outline=0&footer=0` into frontmatter overrides (only the hidden parts). */
export function hiddenPartsFromQuery(search: string): Partial<Record<ToggleKey, false>> {
  const query = new URLSearchParams(search);
  const hidden: Partial<Record<ToggleKey, false>> = {};
  for (const key of TOGGLE_KEYS) {
    if (query.get(key) === '0') hidden[key] = false;
  }
  return hidden;
}
