import { describe, expect, it } from 'vitest';
import { createRun, DEFAULT_ENGINE_OPTIONS, type EngineEvent } from '../../engine';
import { translate } from '../../i18n';
import { announcementFor } from './announcementFor';

const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate('ja', key, params);
const run = {
  ...createRun([{ en: 'January', ja: '1月（いちがつ）' }], DEFAULT_ENGINE_OPTIONS),
  hintText: 'J______',
};
const say = (...events: Omit<EngineEvent, 'at'>[]) =>
  announcementFor(
    events.map((e) => ({ at: 0, ...e })),
    run,
    t,
  );

describe('announcementFor', () => {
  it('reads the prompt without its bracketed reading, with the answer in study', () => {
    expect(say({ kind: 'question', phase: 'study' })).toBe('もんだい 1：1月。こたえは January');
    expect(say({ kind: 'question', phase: 'recall' })).toBe('もんだい 1：1月');
  });

  it('gives each question its result and the demon its damage', () => {
    expect(say({ kind: 'clear', en: 'May', damage: 10 })).toBe('せいかい！ May。まものに 10 の ダメージ');
    expect(say({ kind: 'skip', en: 'May' })).toBe('スキップ。こたえは May');
  });

  it('reads a shown hint with the hidden letters as dots, but not the spoken step', () => {
    expect(say({ kind: 'hint', step: 2 })).toBe('ヒント：J・・・・・・');
    expect(say({ kind: 'hint', step: 1 })).toBe('');
  });

  it('announces how the battle ended', () => {
    expect(say({ kind: 'victory' })).toBe('まものを たおした！ かったよ！');
    expect(say({ kind: 'defeat' })).toBe('ゆうしゃは たおれてしまった…');
  });

  it('says nothing for single keys', () => {
    expect(say({ kind: 'hit' }, { kind: 'miss' }, { kind: 'backspace' })).toBe('');
  });
});
