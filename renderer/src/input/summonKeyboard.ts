/**
 * Focuses the answer field from a tap or click so that a tablet shows its system keyboard. iPadOS
 * shows the keyboard only for a focus made inside a gesture, and a field that a script focused
 * earlier already holds the focus without one, so it is blurred first and focused again here.
 */
export function summonKeyboard(field: HTMLInputElement | null): void {
  if (!field) return;
  if (document.activeElement === field) field.blur();
  field.focus({ preventScroll: true });
}
