/**
 * The load of a stored file for the screen that tells about it: the "file was recovered" notice is
 * answered once, then cleared, so a later load (another screen, the same player chosen again) does
 * not show it twice. Only the handlers that pass the load to a screen call this; `load()` itself
 * never changes anything.
 */
export function loadToShow<L>(file: { load(): L; clearRecovered(): void }): L {
  const loaded = file.load();
  file.clearRecovered();
  return loaded;
}
