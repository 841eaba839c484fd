import { memo, type RefObject, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n';
import { attachInputAdapter } from './attachInputAdapter';
import type { GameInput, ImeReason } from './gameInput';
import { summonKeyboard } from './summonKeyboard';

/** Props of {@link InputCapture}. */
export interface InputCaptureProps {
  /** Receives every clean game input. */
  onInput: (input: GameInput) => void;
  /** Receives the IME state: a reason while Japanese input is on, `null` when it is off again. */
  onIme: (reason: ImeReason | null) => void;
  /** Id of the element describing what to type (the prompt), for screen readers. */
  describedBy?: string;
  /** Lets the page move focus back to the field (e.g. after the start button). */
  fieldRef?: RefObject<HTMLInputElement | null>;
  /**
   * True while a dialog or drawer is open (the modal stack of `ui/ModalProvider`, the one place that
   * knows): keys are ignored and the focus waits for it to close.
   */
  blocked: boolean;
}

/**
 * The game's keyboard: a focused, visually hidden text field wired to the input adapter. Keys are
 * ignored while any dialog or drawer is open, and focus comes back when it closes. When the field
 * loses focus a large "click here to continue" button covers the answer area. Memoised: React writes an
 * input's type and name again on every render of it, so the field renders only when its own props change
 * (not when the phase notice beside it does).
 */
export const InputCapture = memo(function InputCapture({
  onInput,
  onIme,
  describedBy,
  fieldRef,
  blocked,
}: InputCaptureProps) {
  const t = useT();
  const modalOpen = blocked;
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = fieldRef ?? ownRef;
  const [focused, setFocused] = useState(false);
  // The cover waits for the first focus attempt, so it never flashes while the page arrives.
  const [armed, setArmed] = useState(false);
  const handlers = useRef({ onInput, onIme, modalOpen });
  handlers.current = { onInput, onIme, modalOpen };

  useEffect(() => {
    const field = ref.current;
    if (!field) return;
    return attachInputAdapter(field, {
      onInput: (input) => handlers.current.onInput(input),
      onIme: (reason) => handlers.current.onIme(reason),
      isBlocked: () => handlers.current.modalOpen,
    });
  }, [ref]);

  // A click on the picture, the demon or the question must not take the keys away mid-word: pressing
  // on anything that cannot itself take focus leaves the focus in the field. And if the focus is
  // lost to nothing anyway (the window was left, a control was removed), Enter brings it back and
  // starts or resumes the run, as the cover promises.
  useEffect(() => {
    const keepFocus = (event: MouseEvent) => {
      const field = ref.current;
      if (!field || document.activeElement !== field || handlers.current.modalOpen) return;
      if (event.target instanceof Element && takesFocus(event.target)) return;
      event.preventDefault();
    };
    const enterResumes = (event: KeyboardEvent) => {
      const field = ref.current;
      if (!field || event.key !== 'Enter' || event.isComposing || handlers.current.modalOpen) return;
      const active = document.activeElement;
      if (active !== null && active !== document.body && active !== document.documentElement) return;
      event.preventDefault();
      field.focus({ preventScroll: true });
      // The same Enter is the game's Enter too: a pupil who presses it on the "ready" cover before
      // the field has taken the focus (the focus comes a frame after the page) starts the run.
      handlers.current.onInput({ type: 'enter', at: event.timeStamp });
    };
    document.addEventListener('mousedown', keepFocus);
    document.addEventListener('keydown', enterResumes);
    return () => {
      document.removeEventListener('mousedown', keepFocus);
      document.removeEventListener('keydown', enterResumes);
    };
  }, [ref]);

  // Focus on arrival and again whenever the last dialog closes.
  useEffect(() => {
    if (modalOpen) return;
    const id = requestAnimationFrame(() => {
      ref.current?.focus({ preventScroll: true });
      setArmed(true);
    });
    return () => cancelAnimationFrame(id);
  }, [modalOpen, ref]);

  return (
    <div className="input-capture" data-focused={focused}>
      <input
        ref={ref}
        className="input-capture-field"
        type="text"
        inputMode="text"
        enterKeyHint="enter"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-label={t('typing.answerField')}
        aria-describedby={describedBy}
        data-testid="input-capture"
        onFocus={() => {
          setFocused(true);
          setArmed(true);
        }}
        onBlur={() => setFocused(false)}
      />
      {armed && !focused && !modalOpen ? (
        <button type="button" className="input-capture-resume" onClick={() => summonKeyboard(ref.current)}>
          <span className="input-capture-resume-main">{t('typing.continue')}</span>
          <span className="input-capture-resume-sub">{t('typing.continueKey')}</span>
        </button>
      ) : null}
    </div>
  );
});

/** Whether pressing on this element should move the focus to it (a control, a link, a dialog). */
function takesFocus(target: Element): boolean {
  return (
    target.closest(
      'button, input, select, textarea, a[href], label, summary, dialog, [tabindex], [contenteditable="true"]',
    ) !== null
  );
}
