import { furiganaToBase } from '../../../../core/text/parseFurigana';
import type { EngineEvent, EngineState } from '../../engine';
import type { Translator } from '../../i18n';

/**
 * The sentence a screen reader hears after one action: the new prompt, each question's result and the
 * battle's outcome. Single keys are not announced (the typed text is always readable in the answer
 * area). Answers '' when nothing is worth saying.
 */
export function announcementFor(events: readonly EngineEvent[], run: EngineState, t: Translator): string {
  const parts: string[] = [];
  const number = run.index + 1;
  const ja = furiganaToBase(run.questionJa);
  for (const e of events) {
    switch (e.kind) {
      case 'question':
        parts.push(
          e.phase === 'study'
            ? t('typing.announce.questionStudy', { number, ja, en: run.answerEn })
            : t('typing.announce.question', { number, ja }),
        );
        break;
      case 'phaseChange':
        parts.push(t('typing.announce.recall', { ja }));
        break;
      case 'clear':
        parts.push(
          e.damage
            ? t('typing.announce.hit', { en: e.en ?? '', damage: e.damage })
            : t('typing.announce.cleared', { en: e.en ?? '' }),
        );
        break;
      case 'skip':
        parts.push(t('typing.announce.skipped', { en: e.en ?? '' }));
        break;
      case 'hint':
        if (e.step === 2 || e.step === 3)
          parts.push(t('typing.announce.hint', { hint: run.hintText.replace(/_/g, '・') }));
        break;
      case 'victory':
        parts.push(t('typing.announce.victory'));
        break;
      case 'defeat':
        parts.push(t('typing.announce.defeat'));
        break;
      case 'complete':
        parts.push(t('typing.announce.complete'));
        break;
      case 'enemyEscaped':
        parts.push(t('typing.announce.escaped'));
        break;
      case 'timeUp':
        parts.push(t('typing.announce.timeUp'));
        break;
      case 'pause':
        parts.push(t('typing.announce.paused'));
        break;
      default:
        break;
    }
  }
  return parts.join(' ');
}
