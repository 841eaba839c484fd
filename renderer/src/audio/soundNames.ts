import type { SoundEffect } from '../engine/types';

/** Background music: two loops (map, battle) and two one-shot jingles for the results screen. */
export type BgmTrack = 'map' | 'battle' | 'victory' | 'defeat';

/** Every background track, in a fixed order. */
export const BGM_TRACKS: readonly BgmTrack[] = ['map', 'battle', 'victory', 'defeat'];

/**
 * Every sound effect: the engine's seven (defeat, escape, fallDown, keyOn, levelUp, punch, slash)
 * plus the game's own (a wrong key, a cleared answer, a hint, menu moves and choices).
 */
export type SfxName = SoundEffect | 'miss' | 'clear' | 'hint' | 'menuMove' | 'menuSelect';

/** Every sound effect name, in a fixed order. */
export const SFX_NAMES: readonly SfxName[] = [
  'defeat',
  'escape',
  'fallDown',
  'keyOn',
  'levelUp',
  'punch',
  'slash',
  'miss',
  'clear',
  'hint',
  'menuMove',
  'menuSelect',
];
