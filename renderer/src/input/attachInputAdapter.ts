import type { InputHandlers } from './gameInput';
import { isPrintableKey, keyToInput } from './keyToInput';
import { normalizeText } from './normalizeChar';

/** Options of {@link attachInputAdapter}. */
export interface InputAdapterOptions extends InputHandlers {
  /** Answers true while a dialog or drawer is open; every key is then ignored. */
  isBlocked(): boolean;
}

/**
 * Listens to keydown, beforeinput and composition events on the game's hidden text field and turns
 * them into game inputs. IME composition and Japanese characters are reported through `onIme` and
 * never reach the game; full-width ASCII is converted to half-width and counted as what it means.
 * The field is kept empty so every key is a fresh event. Answers a function that removes the listeners.
 */
export function attachInputAdapter(field: HTMLInputElement, options: InputAdapterOptions) {
  let composing = false;
  let imeShown = false;

  const showIme = (reason: 'composition' | 'full-width') => {
    imeShown = true;
    options.onIme(reason);
  };
  const clearIme = () => {
    if (!imeShown) return;
    imeShown = false;
    options.onIme(null);
  };

  /** Feeds typed text to the game; answers true when at least one character was Japanese/full-width. */
  const feedText = (text: string, at: number) => {
    let sawWide = false;
    for (const ch of normalizeText(text)) {
      if (ch.kind === 'foreign') {
        sawWide = true;
        continue;
      }
      if (ch.wasFullWidth) sawWide = true;
      options.onInput({ type: 'key', char: ch.char, at });
    }
    if (sawWide) showIme('full-width');
    else clearIme();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (options.isBlocked()) return;
    // keyCode 229 is Chromium's "the IME is handling this key"; the key is then 'Process'.
    if (event.isComposing || composing || event.key === 'Process') {
      showIme('composition');
      return;
    }
    // A software keyboard (iPad, Android, a Chromebook's on-screen keys) sends keydown with
    // 'Unidentified' or keyCode 229 and no composition: the text follows as beforeinput, read there.
    if (event.key === 'Unidentified' || event.keyCode === 229) return;
    const control = keyToInput(event);
    if (control) {
      event.preventDefault();
      options.onInput(control);
      return;
    }
    if (isPrintableKey(event)) {
      event.preventDefault();
      feedText(event.key, event.timeStamp);
    }
  };

  // Text that arrives without a usable keydown (on-screen keyboards, some IMEs in direct mode).
  const onBeforeInput = (event: InputEvent) => {
    if (event.inputType === 'insertCompositionText' || event.isComposing) {
      if (!options.isBlocked()) showIme('composition');
      return;
    }
    event.preventDefault();
    if (options.isBlocked()) return;
    if (event.inputType === 'insertText' && event.data) feedText(event.data, event.timeStamp);
    else if (event.inputType === 'deleteContentBackward') {
      options.onInput({ type: 'backspace', at: event.timeStamp });
    }
  };

  const onCompositionStart = () => {
    composing = true;
    if (!options.isBlocked()) showIme('composition');
  };
  const onCompositionUpdate = () => {
    if (!options.isBlocked()) showIme('composition');
  };
  const onCompositionEnd = () => {
    composing = false;
    // Whatever the IME committed is discarded: it is Japanese input, not an answer.
    field.value = '';
  };
  // A committed composition may still land in the field; keep it empty.
  const onInput = () => {
    if (!composing) field.value = '';
  };

  field.addEventListener('keydown', onKeyDown);
  field.addEventListener('beforeinput', onBeforeInput);
  field.addEventListener('compositionstart', onCompositionStart);
  field.addEventListener('compositionupdate', onCompositionUpdate);
  field.addEventListener('compositionend', onCompositionEnd);
  field.addEventListener('input', onInput);
  return () => {
    field.removeEventListener('keydown', onKeyDown);
    field.removeEventListener('beforeinput', onBeforeInput);
    field.removeEventListener('compositionstart', onCompositionStart);
    field.removeEventListener('compositionupdate', onCompositionUpdate);
    field.removeEventListener('compositionend', onCompositionEnd);
    field.removeEventListener('input', onInput);
  };
}
