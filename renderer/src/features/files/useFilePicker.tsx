import { type ReactNode, useCallback, useEffect, useRef } from 'react';

/** A file picker a screen opens from a button: the hidden input to place, and `pick` to open it. */
export interface FilePicker {
  /** The hidden `<input type="file">`; place it where it stays mounted while the picker is open. */
  input: ReactNode;
  /**
   * Opens the browser's file picker (call it straight from a click, as browsers ask) and answers the
   * chosen files, or null when the picker was closed without a choice.
   */
  pick: (accept: string) => Promise<File[] | null>;
}

/** A file picker over a hidden file input; `testId` names the input for tests. */
export function useFilePicker(testId: string): FilePicker {
  const ref = useRef<HTMLInputElement>(null);
  const pending = useRef<((files: File[] | null) => void) | null>(null);

  const settle = useCallback((files: File[] | null) => {
    const resolve = pending.current;
    pending.current = null;
    resolve?.(files);
  }, []);

  const pick = useCallback(
    (accept: string) =>
      new Promise<File[] | null>((resolve) => {
        settle(null);
        const input = ref.current;
        if (!input) {
          resolve(null);
          return;
        }
        pending.current = resolve;
        input.accept = accept;
        // The same file picked twice in a row is still a change.
        input.value = '';
        input.click();
      }),
    [settle],
  );

  // Browsers raise `cancel` (not `change`) when the picker closes with no file; React has no prop for
  // it, so the listener follows the input as it mounts (inside a dialog, only while the dialog is open).
  const onCancel = useCallback(() => settle(null), [settle]);
  const attach = useCallback(
    (element: HTMLInputElement | null) => {
      ref.current?.removeEventListener('cancel', onCancel);
      ref.current = element;
      element?.addEventListener('cancel', onCancel);
      // An input that goes away (its dialog closed) answers nothing, even where no `cancel` came.
      if (!element) settle(null);
    },
    [onCancel, settle],
  );

  // A picker left open when its screen goes away answers nothing.
  useEffect(() => () => settle(null), [settle]);

  const input = (
    <input
      ref={attach}
      type="file"
      hidden
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(event) => {
        const files = Array.from(event.currentTarget.files ?? []);
        settle(files.length > 0 ? files : null);
      }}
    />
  );
  return { input, pick };
}
