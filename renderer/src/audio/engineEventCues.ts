import type { EngineEvent } from '../engine/types';
import type { SfxName } from './soundNames';

/** What one batch of engine events should sound like: effects in order, and a word to speak. */
export interface EventCues {
  sfx: SfxName[];
  /** The English word to say aloud, or null. */
  speak: string | null;
}

/**
 * Turns the events of one engine action into sounds. The rules:
 * - a correct key ticks (`keyOn`), unless the same action cleared the answer;
 * - a wrong key buzzes (`miss`) in study and lands a blow on the hero (`punch`) in battle, as does
 *   the demon's timed strike;
 * - a cleared answer chimes (`clear`) in study and slashes the demon (`slash`) in battle; finishing the
 *   shown (study) phase before recall chimes too;
 * - a hint sparkles (`hint`) and its first step speaks the word;
 * - a skipped question runs away (`escape`), as does a demon that outlasts the questions;
 * - a won battle bursts the demon (`defeat`); a lost one, or time running out, fells the hero (`fallDown`);
 * - a question shown with its answer (study phase) and the explicit "say it again" request speak the word.
 */
export function engineEventCues(events: readonly EngineEvent[], battleMode: boolean): EventCues {
  const sfx: SfxName[] = [];
  let speak: string | null = null;
  const cleared = events.some((e) => e.kind === 'clear' || e.kind === 'phaseChange');
  const add = (name: SfxName) => {
    if (!sfx.includes(name)) sfx.push(name);
  };
  for (const event of events) {
    switch (event.kind) {
      case 'hit':
        if (!cleared) add('keyOn');
        break;
      case 'miss':
        add(battleMode || (event.damage ?? 0) > 0 ? 'punch' : 'miss');
        break;
      case 'enemyStrike':
        add('punch');
        break;
      case 'phaseChange':
        add('clear');
        break;
      case 'clear':
        add(battleMode ? 'slash' : 'clear');
        break;
      case 'hint':
        add('hint');
        if (event.step === 1 && event.en) speak = event.en;
        break;
      case 'speak':
        if (event.en) speak = event.en;
        break;
      case 'question':
        if (event.phase === 'study' && event.en) speak = event.en;
        break;
      case 'skip':
      case 'enemyEscaped':
        add('escape');
        break;
      case 'victory':
        add('defeat');
        break;
      case 'defeat':
      case 'timeUp':
        add('fallDown');
        break;
      default:
        break;
    }
  }
  return { sfx, speak };
}
