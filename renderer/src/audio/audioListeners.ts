import type { AppStore, RootState } from '../store';
import { addAppListener } from '../store/addAppListener';
import { stageStarted } from '../store/engineSlice';
import { type SoundView, selectSound, soundAllowed, speechAllowed } from '../store/sound';
import type { AudioManager, AudioSettings } from './AudioManager';
import { engineEventCues } from './engineEventCues';
import type { BgmTrack } from './soundNames';
import type { SpeechHelper } from './speech';

/** The store's state, as the audio layer reads it (through `selectSound` and the page and engine). */
export type AudioView = RootState;

/** What {@link setupAudioListeners} drives. */
export interface AudioListenerDeps {
  audio: Pick<AudioManager, 'playBgm' | 'playSfx' | 'applySettings' | 'unlock'>;
  /** Speech for English words; null where it is not wanted (tests, stories). */
  speech: Pick<SpeechHelper, 'speak' | 'stop'> | null;
  /** The store's state when the listeners are set up, so music and settings apply at once. */
  initialState?: AudioView;
  /** Delay between the win sound and the level-up sound, in ms. */
  levelUpDelayMs?: number;
  /**
   * Resolves once the browser has painted; a key's sounds wait for it, so starting them never delays the
   * frame that shows the key. Without it (tests) they start at once.
   */
  afterPaint?: () => Promise<void>;
}

/** The audio manager's settings for the sound area: everything is silent until the player agrees. */
export function audioSettingsFor(sound: SoundView): AudioSettings {
  return {
    sound: soundAllowed(sound),
    bgm: sound.bgm,
    sfx: sound.sfx,
    bgmVolume: sound.bgmVolume,
    sfxVolume: sound.sfxVolume,
  };
}

/**
 * The background track for a screen: the map music on the title, map and study screens; the battle
 * theme while a battle runs; on the results screen the victory fanfare or the defeat jingle.
 */
export function trackFor(state: AudioView): BgmTrack | null {
  switch (state.page.current) {
    case 'typing':
      return state.engine.options.battleMode ? 'battle' : 'map';
    case 'results':
      return state.engine.run.victory ? 'victory' : 'defeat';
    default:
      return 'map';
  }
}

/**
 * Connects the store to the audio layer through the store's listener middleware (each listener
 * added with `addAppListener` through `dispatch`) and answers a teardown:
 * engine events become effects and speech, screen changes choose the music, sound settings and
 * consent apply at once, a level gained plays the level-up sound, moving on the map ticks, and
 * starting a stage confirms.
 */
export function setupAudioListeners(dispatch: AppStore['dispatch'], deps: AudioListenerDeps): () => void {
  const { audio, speech } = deps;
  const levelUpDelayMs = deps.levelUpDelayMs ?? 700;
  const stops: (() => void)[] = [];

  const applySound = (sound: SoundView) => {
    audio.applySettings(audioSettingsFor(sound));
    if (sound.consent === 'granted') audio.unlock();
    if (!speechAllowed(sound)) speech?.stop();
  };

  if (deps.initialState) {
    applySound(selectSound(deps.initialState));
    audio.playBgm(trackFor(deps.initialState));
  }

  stops.push(
    dispatch(
      addAppListener({
        predicate: (_action, current, previous) => current.engine.run.events !== previous.engine.run.events,
        effect: async (_action, api) => {
          const state = api.getState();
          const cues = engineEventCues(state.engine.run.events, state.engine.options.battleMode);
          if (cues.sfx.length === 0 && !cues.speak) return;
          if (deps.afterPaint) await deps.afterPaint();
          for (const name of cues.sfx) audio.playSfx(name);
          if (cues.speak && speech && speechAllowed(state.settings)) speech.speak(cues.speak);
        },
      }),
    ),
  );

  stops.push(
    dispatch(
      addAppListener({
        predicate: (_action, current, previous) => trackFor(current) !== trackFor(previous),
        effect: (_action, api) => audio.playBgm(trackFor(api.getState())),
      }),
    ),
  );

  stops.push(
    dispatch(
      addAppListener({
        predicate: (_action, current, previous) =>
          current.page.current !== previous.page.current && current.page.current !== 'typing',
        effect: () => speech?.stop(),
      }),
    ),
  );

  stops.push(
    dispatch(
      addAppListener({
        predicate: (_action, current, previous) => selectSound(current) !== selectSound(previous),
        effect: (_action, api) => applySound(selectSound(api.getState())),
      }),
    ),
  );

  stops.push(
    dispatch(
      addAppListener({
        predicate: (_action, current, previous) => {
          const gain = current.level.lastGain;
          return gain !== previous.level.lastGain && gain !== null && gain.levelAfter > gain.levelBefore;
        },
        effect: async (_action, api) => {
          // Let the winning blow ring first; a newer level-up replaces this one.
          api.cancelActiveListeners();
          await api.delay(levelUpDelayMs);
          audio.playSfx('levelUp');
        },
      }),
    ),
  );

  stops.push(
    dispatch(
      addAppListener({
        predicate: (_action, current, previous) =>
          current.battle.selectedStageId !== previous.battle.selectedStageId &&
          current.battle.selectedStageId !== null,
        effect: () => audio.playSfx('menuMove'),
      }),
    ),
  );

  stops.push(
    dispatch(addAppListener({ actionCreator: stageStarted, effect: () => audio.playSfx('menuSelect') })),
  );

  return () => {
    for (const stop of stops) stop();
  };
}
