/**
 * Reloads the game page, which then reads the progress again through the platform as at start. Its own
 * module so tests can stand in for the browser's reload.
 */
export function reloadPage(): void {
  window.location.reload();
}
