import { useSyncExternalStore } from 'react';
import type { SpeechHelper, SpeechStatus } from './speech';

/**
 * The speech helper's status for a component: re-renders when it changes, so the answer view can show
 * the written word once it is clear that no English voice exists (`noEnglishVoice`).
 */
export function useSpeechStatus(speech: Pick<SpeechHelper, 'subscribe' | 'status'> | null): SpeechStatus {
  return useSyncExternalStore(
    (listener) => speech?.subscribe(listener) ?? (() => {}),
    () => speech?.status ?? 'noEnglishVoice',
  );
}
