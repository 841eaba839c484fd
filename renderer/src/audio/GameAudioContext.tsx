import { createContext, type ReactNode, useContext } from 'react';
import type { GameAudio } from './createGameAudio';

const GameAudioContext = createContext<Pick<GameAudio, 'audio' | 'speech'> | null>(null);

/** Makes the running game audio available to the screens (menu sounds, speech status). */
export function GameAudioProvider({
  value,
  children,
}: {
  value: Pick<GameAudio, 'audio' | 'speech'> | null;
  children: ReactNode;
}) {
  return <GameAudioContext.Provider value={value}>{children}</GameAudioContext.Provider>;
}

/** The game audio from {@link GameAudioProvider}, or null where there is none (tests, stories). */
export function useGameAudio(): Pick<GameAudio, 'audio' | 'speech'> | null {
  return useContext(GameAudioContext);
}
