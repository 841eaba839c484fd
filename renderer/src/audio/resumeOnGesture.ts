/** The parts of an `AudioContext` the resume reads; tests pass a fake. */
export interface ResumableAudio {
  /** `suspended` until a gesture lets it start; iPadOS says `interrupted` after a call or another app's sound. */
  readonly state: string;
  resume(): Promise<void>;
}

/**
 * The events that count as a user's gesture for browsers' autoplay rules. `pointerdown` of a finger
 * is not one (only its `pointerup`/`touchend` is), which is why sound started on it stays silent on
 * a tablet.
 */
export const GESTURE_EVENTS = ['keydown', 'mousedown', 'pointerup', 'touchend', 'click'] as const;

/**
 * Asks a held audio output to run again; a refusal (no gesture yet) is logged, never thrown, so the
 * game goes on and the next gesture tries again.
 */
export function resumeIfHeld(
  audio: ResumableAudio | null | undefined,
  log: (message: string, error: unknown) => void,
) {
  if (!audio || audio.state === 'running' || audio.state === 'closed') return;
  audio.resume().catch((error: unknown) => log('Audio output could not resume:', error));
}

/**
 * Resumes the audio output at every key, click or tap while it is held: the first gesture lets
 * sound start (browsers' autoplay rules), and a later one brings it back after iPadOS interrupted
 * it. The audio is read at each gesture (the library may replace its context). Answers a teardown.
 */
export function resumeOnGesture(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  audio: () => ResumableAudio | null | undefined,
  log: (message: string, error: unknown) => void,
): () => void {
  const onGesture = () => resumeIfHeld(audio(), log);
  // Capture: the output is running again before the game's own handler plays the key's sound.
  for (const type of GESTURE_EVENTS) target.addEventListener(type, onGesture, true);
  return () => {
    for (const type of GESTURE_EVENTS) target.removeEventListener(type, onGesture, true);
  };
}
