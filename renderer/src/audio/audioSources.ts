import battleUrl from '../assets/audio/bgm/battle.ogg?url';
import defeatJingleUrl from '../assets/audio/bgm/defeat.ogg?url';
import mapUrl from '../assets/audio/bgm/map.ogg?url';
import victoryUrl from '../assets/audio/bgm/victory.ogg?url';
import clearUrl from '../assets/audio/sfx/clear.ogg?url';
import defeatUrl from '../assets/audio/sfx/defeat.ogg?url';
import escapeUrl from '../assets/audio/sfx/escape.ogg?url';
import fallDownUrl from '../assets/audio/sfx/fallDown.ogg?url';
import hintUrl from '../assets/audio/sfx/hint.ogg?url';
import keyOnUrl from '../assets/audio/sfx/keyOn.ogg?url';
import levelUpUrl from '../assets/audio/sfx/levelUp.ogg?url';
import menuMoveUrl from '../assets/audio/sfx/menuMove.ogg?url';
import menuSelectUrl from '../assets/audio/sfx/menuSelect.ogg?url';
import missUrl from '../assets/audio/sfx/miss.ogg?url';
import punchUrl from '../assets/audio/sfx/punch.ogg?url';
import slashUrl from '../assets/audio/sfx/slash.ogg?url';
import type { SoundEffect } from '../engine/types';
import type { BgmTrack, SfxName } from './soundNames';

/**
 * URLs of the sound effects (Ogg/Opus, made by `scripts/synth-audio.mjs`); the first seven are the
 * engine's `sfxSrc`.
 */
export const sfxSources: Readonly<Record<SfxName, string>> = {
  defeat: defeatUrl,
  escape: escapeUrl,
  fallDown: fallDownUrl,
  keyOn: keyOnUrl,
  levelUp: levelUpUrl,
  punch: punchUrl,
  slash: slashUrl,
  miss: missUrl,
  clear: clearUrl,
  hint: hintUrl,
  menuMove: menuMoveUrl,
  menuSelect: menuSelectUrl,
};

/** URLs of the background tracks (Ogg/Opus, made by `scripts/synth-audio.mjs`). */
export const bgmSources: Readonly<Record<BgmTrack, string>> = {
  map: mapUrl,
  battle: battleUrl,
  victory: victoryUrl,
  defeat: defeatJingleUrl,
};

/** Which background tracks repeat seamlessly; the others are jingles played once. */
export const bgmLoops: Readonly<Record<BgmTrack, boolean>> = {
  map: true,
  battle: true,
  victory: false,
  defeat: false,
};

/** The engine's seven effect files, ready for `EngineOptions.sfxSrc`. */
export const engineSfxSources: Readonly<Record<SoundEffect, string>> = {
  defeat: sfxSources.defeat,
  escape: sfxSources.escape,
  fallDown: sfxSources.fallDown,
  keyOn: sfxSources.keyOn,
  levelUp: sfxSources.levelUp,
  punch: sfxSources.punch,
  slash: sfxSources.slash,
};
