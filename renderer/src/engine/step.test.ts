import { describe, expect, it } from 'vitest';
import { BACKSPACE, drive, HINT, renderLine, SKIP, TICK } from '../../../tests/support/renderer/engine/drive';
import { createRun } from './createRun';
import { DEFAULT_ENGINE_OPTIONS } from './defaultEngineOptions';
import { MAX_WRONG_ATTEMPTS, step } from './step';
import type { EngineOptions, EngineState, QAPair } from './types';

const WORDS: QAPair[] = [
  { en: 'May', ja: '5月（ごがつ）', setId: 'month' },
  { en: 'June', ja: '6月（ろくがつ）', setId: 'month' },
  { en: 'July', ja: '7月（しちがつ）', setId: 'month' },
];

const STUDY: EngineOptions = { ...DEFAULT_ENGINE_OPTIONS, learningMode: true, learnThenRecall: true };
const STUDY_ONLY: EngineOptions = { ...STUDY, learnThenRecall: false };
const BATTLE: EngineOptions = {
  ...DEFAULT_ENGINE_OPTIONS,
  battleMode: true,
  learningMode: false,
  learnThenRecall: false,
  enemyMaxHp: 30,
  playerMaxHp: 20,
  damagePerMiss: 5,
  damagePerHint: 4,
  damagePerSentence: 10,
  damagePerHit: 0,
};

function started(options: EngineOptions, questions: QAPair[] = WORDS, at = 1000): EngineState {
  return step(createRun(questions, options), { type: 'start', at }, options);
}

function play(options: EngineOptions, script: string, questions: QAPair[] = WORDS): EngineState {
  return drive(started(options, questions), options, script);
}

describe('study and recall', () => {
  it.each([
    {
      rule: 'study shows the answer as the first phase',
      options: STUDY,
      script: '',
      phase: 'study',
      index: 0,
    },
    {
      rule: 'a correct copy in study starts recall of the same word',
      options: STUDY,
      script: 'May',
      phase: 'recall',
      index: 0,
    },
    {
      rule: 'completing recall clears the question',
      options: STUDY,
      script: 'MayMay',
      phase: 'study',
      index: 1,
    },
    {
      rule: 'without learn-then-recall, study clears the question',
      options: STUDY_ONLY,
      script: 'May',
      phase: 'study',
      index: 1,
    },
    {
      rule: 'battle asks from memory from the start',
      options: BATTLE,
      script: '',
      phase: 'recall',
      index: 0,
    },
  ])('$rule', ({ options, script, phase, index }) => {
    const s = play(options, script);
    expect(s.learningPhase).toBe(phase);
    expect(s.index).toBe(index);
  });

  it('entering recall empties the typed text and announces the phase change', () => {
    const s = play(STUDY, 'May');
    expect(s.typed).toBe('');
    expect(s.events.map((e) => e.kind)).toEqual(['hit', 'phaseChange']);
    expect(s.events[1]?.phase).toBe('recall');
  });

  it('a study run that clears every question ends complete and counts as a win', () => {
    const s = play(STUDY_ONLY, 'MayJuneJuly');
    expect(s.finished).toBe(true);
    expect(s.victory).toBe(true);
    expect(s.ending).toBe('cleared');
    expect(s.events.at(-1)?.kind).toBe('complete');
  });

  it('a new question is announced with its answer and phase so it can be spoken', () => {
    const s = play(STUDY_ONLY, 'May');
    expect(s.events.at(-1)).toMatchObject({ kind: 'question', en: 'June', phase: 'study' });
  });
});

describe('battle', () => {
  it.each([
    { rule: 'a wrong key costs the player damagePerMiss', script: 'x', playerHp: 15, enemyHp: 30 },
    {
      rule: 'correct keys deal no damage by default (damagePerHit 0)',
      script: 'Ma',
      playerHp: 20,
      enemyHp: 30,
    },
    {
      rule: 'a cleared answer deals damagePerSentence to the demon',
      script: 'May',
      playerHp: 20,
      enemyHp: 20,
    },
    { rule: 'a hint step costs damagePerHint', script: HINT, playerHp: 16, enemyHp: 30 },
  ])('$rule', ({ script, playerHp, enemyHp }) => {
    const s = play(BATTLE, script);
    expect(s.playerHp).toBe(playerHp);
    expect(s.enemyHp).toBe(enemyHp);
  });

  it('the demon at 0 HP is a victory', () => {
    const s = play(BATTLE, 'MayJuneJuly');
    expect(s).toMatchObject({ finished: true, victory: true, ending: 'cleared', enemyHp: 0 });
    expect(s.events.at(-1)?.kind).toBe('victory');
  });

  it('the player at 0 HP is a defeat, and the open question is recorded as not cleared', () => {
    const s = play(BATTLE, `xxx${BACKSPACE}x`);
    expect(s).toMatchObject({ finished: true, victory: false, ending: 'defeated', playerHp: 0 });
    expect(s.events.at(-1)?.kind).toBe('defeat');
    expect(s.outcomes).toHaveLength(1);
    expect(s.outcomes[0]).toMatchObject({ en: 'May', cleared: false, mistakes: 4 });
  });

  it('questions running out while the demon stands let it escape', () => {
    const s = play(BATTLE, `May${SKIP}July`);
    expect(s).toMatchObject({ finished: true, victory: false, ending: 'enemyEscaped', enemyHp: 10 });
  });

  it('with damagePerHit each correct key also strikes, and the demon can fall mid-word', () => {
    const options = { ...BATTLE, damagePerHit: 3, enemyMaxHp: 5 };
    const s = play(options, 'Ma');
    expect(s).toMatchObject({ finished: true, victory: true, enemyHp: 0 });
  });

  it('HP never goes below zero', () => {
    const s = play({ ...BATTLE, damagePerMiss: 7 }, `xx${BACKSPACE}x`);
    expect(s.playerHp).toBe(0);
  });
});

describe('hint ladder', () => {
  it.each([
    { presses: 1, hintStep: 1, showHint: false, hintText: '' },
    { presses: 2, hintStep: 2, showHint: true, hintText: 'M__' },
    { presses: 3, hintStep: 3, showHint: true, hintText: 'May' },
    { presses: 4, hintStep: 3, showHint: true, hintText: 'May' },
  ])('$presses press(es) of Tab reach step $hintStep', ({ presses, hintStep, showHint, hintText }) => {
    const s = play(BATTLE, HINT.repeat(presses));
    expect(s).toMatchObject({ hintStep, showHint, hintText, problemUsedHint: true });
    expect(s.usedHintCount).toBe(Math.min(3, presses));
  });

  it('the first step asks for the word to be spoken', () => {
    const s = play(BATTLE, HINT);
    expect(s.events[0]).toMatchObject({ kind: 'hint', step: 1, en: 'May', damage: 4 });
  });

  it('Tab past the last step only speaks again, at no cost', () => {
    const s = play(BATTLE, HINT.repeat(4));
    expect(s.playerHp).toBe(20 - 3 * 4);
    expect(s.events[0]?.kind).toBe('speak');
  });

  it('in study the answer is shown, so Tab only speaks and records nothing', () => {
    const s = play(STUDY, HINT);
    expect(s).toMatchObject({ hintStep: 0, usedHintCount: 0, problemUsedHint: false });
    expect(s.events[0]).toMatchObject({ kind: 'speak', en: 'May' });
  });

  it('in recall the ladder starts again from the first step', () => {
    const s = play(STUDY, `May${HINT}${HINT}`);
    expect(s).toMatchObject({ learningPhase: 'recall', hintStep: 2, hintText: 'M__' });
  });

  it('a hinted question is not clean: it counts in the outcome and fails recall', () => {
    const s = play(BATTLE, `${HINT}May`);
    expect(s.outcomes[0]).toMatchObject({ hintSteps: 1, cleared: true, recallSuccess: false });
  });

  it('where the word cannot be heard, the first Tab shows the pattern and the second the word', () => {
    const silent: EngineOptions = { ...BATTLE, spokenHint: false };
    const first = play(silent, HINT);
    expect(first).toMatchObject({ hintStep: 2, showHint: true, hintText: 'M__', usedHintCount: 1 });
    expect(first.events[0]).toMatchObject({ kind: 'hint', step: 2, damage: 4 });
    const second = play(silent, HINT.repeat(2));
    expect(second).toMatchObject({ hintStep: 3, hintText: 'May', usedHintCount: 2, playerHp: 20 - 2 * 4 });
  });
});

describe('the demon in study', () => {
  it('has one blow of HP per question and loses one with each cleared word; the player has none', () => {
    const fresh = createRun(WORDS, STUDY_ONLY);
    expect(fresh).toMatchObject({ enemyHp: 30, enemyMaxHp: 30, playerHp: 0, playerMaxHp: 0 });
    const s = play(STUDY_ONLY, 'Ma');
    expect(s.enemyHp).toBe(30);
    const hit = play(STUDY_ONLY, 'May');
    expect(hit.enemyHp).toBe(20);
    expect(hit.events).toContainEqual(expect.objectContaining({ kind: 'clear', damage: 10 }));
  });

  it('falls with the last word, and the run still ends as a completed study (not a battle victory)', () => {
    const s = play(STUDY_ONLY, 'MayJuneJuly');
    expect(s).toMatchObject({ finished: true, ending: 'cleared', victory: true, enemyHp: 0 });
    expect(s.events.map((e) => e.kind)).toContain('complete');
    expect(s.events.map((e) => e.kind)).not.toContain('victory');
  });

  it('is not hurt by mistakes or hints, and never ends the run early', () => {
    const s = play(STUDY, 'Mx⌫ay');
    expect(s).toMatchObject({ enemyHp: 30, playerHp: 0, finished: false, learningPhase: 'recall' });
  });
});

describe('typing, Backspace, Space and skip', () => {
  it.each([
    { rule: 'a correct key extends the answer', script: 'Ma', line: 'Ma|y' },
    { rule: 'a wrong key is shown in place', script: 'Mx', line: 'M[x]|y' },
    {
      rule: 'the next key is judged for the same letter and replaces the wrong one',
      script: 'Mxa',
      line: 'Ma|y',
    },
    { rule: 'another wrong key replaces the wrong one, never piling up', script: 'Mxyz', line: 'M[z]|y' },
    { rule: 'Backspace removes the last character', script: `Mx${BACKSPACE}`, line: 'M|ay' },
    { rule: 'Backspace on an empty line does nothing', script: BACKSPACE, line: '|May' },
    { rule: 'correcting a mistake lets the answer clear', script: `Mx${BACKSPACE}ay`, line: '|June' },
  ])('$rule', ({ script, line }) => {
    expect(renderLine(play(STUDY_ONLY, script))).toBe(line);
  });

  it('a mistake stays recorded after Backspace fixes it', () => {
    const s = play(STUDY_ONLY, `Mx${BACKSPACE}ay`);
    expect(s.errors).toBe(1);
    expect(s.mistakeProblemCount).toBe(1);
    expect(s.outcomes[0]).toMatchObject({ mistakes: 1, wrongKeys: { 'a→x': 1 }, cleared: true });
  });

  it('a wrong key fixed by typing the right one counts one mistake, not a chain', () => {
    const s = play(BATTLE, 'MxayJune');
    expect(s.errors).toBe(1);
    expect(s.playerHp).toBe(15);
    expect(s.outcomes[0]).toMatchObject({ en: 'May', cleared: true, mistakes: 1 });
  });

  it('remembers what was on the line at each wrong key', () => {
    const s = play(STUDY_ONLY, 'Mxeay');
    expect(s.outcomes[0]?.wrongAttempts).toEqual(['Mx', 'Me']);
    expect(s.outcomes[0]?.wrongKeys).toEqual({ 'a→x': 1, 'a→e': 1 });
  });

  it('Space and punctuation are ordinary characters of a phrase', () => {
    const phrase = [{ en: 'How are you?', ja: 'げんきですか？' }];
    const strictMarks = { ...STUDY_ONLY, optionalFinalPunctuation: false };
    expect(play(strictMarks, 'How are you', phrase).finished).toBe(false);
    const s = play(strictMarks, 'How are you?', phrase);
    expect(s.finished).toBe(true);
    expect(s.hits).toBe(12);
  });

  it('Space where a letter is expected is a wrong key shown as ␣', () => {
    const phrase = [{ en: 'Good morning', ja: 'おはよう' }];
    const s = play(STUDY_ONLY, 'Good  ', phrase);
    expect(s.current.wrongKeys).toEqual({ 'm→␣': 1 });
  });

  it('skipping moves to the next question and records the skip', () => {
    const s = play(STUDY_ONLY, `Mx${SKIP}`);
    expect(s.index).toBe(1);
    expect(s.skippedCount).toBe(1);
    expect(s.outcomes[0]).toMatchObject({ en: 'May', skipped: true, cleared: false, wrongAttempts: ['Mx'] });
  });
});

describe('letter case', () => {
  it.each([
    {
      rule: 'by default a letter in the other case counts as correct',
      strictCase: false,
      typed: 'may',
      hits: 3,
      errors: 0,
    },
    { rule: 'with strictCase the case must match', strictCase: true, typed: 'm', hits: 0, errors: 1 },
    { rule: 'with strictCase the right case is correct', strictCase: true, typed: 'May', hits: 3, errors: 0 },
  ])('$rule', ({ strictCase, typed, hits, errors }) => {
    const s = play({ ...STUDY, strictCase }, typed);
    expect(s.hits).toBe(hits);
    expect(s.errors).toBe(errors);
  });

  it('a forgiven letter is stored in the answer’s case', () => {
    expect(play(STUDY_ONLY, 'ma').typed).toBe('Ma');
  });
});

describe('combo', () => {
  it.each([
    { rule: 'clean questions in a row build the combo', script: 'MayJune', combo: 2, maxCombo: 2 },
    { rule: 'a mistake resets the combo at once', script: 'MayJunex', combo: 0, maxCombo: 2 },
    { rule: 'a hint resets the combo', script: `May${HINT}`, combo: 0, maxCombo: 1 },
    { rule: 'a skip resets the combo', script: `May${SKIP}`, combo: 0, maxCombo: 1 },
    {
      rule: 'a question with a fixed mistake does not count',
      script: `Mx${BACKSPACE}ayJune`,
      combo: 1,
      maxCombo: 1,
    },
  ])('$rule', ({ script, combo, maxCombo }) => {
    const s = play(BATTLE, script);
    expect(s.combo).toBe(combo);
    expect(s.maxCombo).toBe(maxCombo);
  });
});

describe('when keys count', () => {
  it('keys before the start are ignored', () => {
    const run = createRun(WORDS, STUDY);
    expect(step(run, { type: 'key', char: 'M', at: 1 }, STUDY)).toBe(run);
  });

  it('keys while paused are ignored, and count again after resuming', () => {
    let s = started(STUDY);
    s = step(s, { type: 'pause', at: 1100 }, STUDY);
    expect(step(s, { type: 'key', char: 'M', at: 1200 }, STUDY)).toBe(s);
    s = step(s, { type: 'resume', at: 1300 }, STUDY);
    expect(step(s, { type: 'key', char: 'M', at: 1400 }, STUDY).hits).toBe(1);
  });

  it('nothing changes a finished run', () => {
    const s = play(STUDY_ONLY, 'MayJuneJuly');
    for (const action of [
      { type: 'key', char: 'a', at: 9000 },
      { type: 'hint', at: 9000 },
      { type: 'skip', at: 9000 },
      { type: 'tick' },
      { type: 'backspace', at: 9000 },
    ] as const) {
      expect(step(s, action, STUDY_ONLY)).toBe(s);
    }
  });

  it('starting twice keeps the first start', () => {
    const s = started(STUDY);
    expect(step(s, { type: 'start', at: 5000 }, STUDY)).toBe(s);
  });

  it('giving up ends the run as not won', () => {
    const s = step(play(STUDY, 'Ma'), { type: 'giveUp', at: 3000 }, STUDY);
    expect(s).toMatchObject({ finished: true, victory: false, ending: 'gaveUp' });
    expect(s.outcomes).toHaveLength(1);
  });
});

describe('order', () => {
  it('is the set order by default', () => {
    expect(createRun(WORDS, STUDY).questions.map((q) => q.en)).toEqual(['May', 'June', 'July']);
  });

  it('random order with one seed always gives one order', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ en: `w${i}`, ja: `${i}` }));
    const a = createRun(many, { ...STUDY, randomOrder: true, seed: 42 }).questions;
    const b = createRun(many, { ...STUDY, randomOrder: true, seed: 42 }).questions;
    const c = createRun(many, { ...STUDY, randomOrder: true, seed: 43 }).questions;
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect([...a].sort((x, y) => Number(x.ja) - Number(y.ja))).toEqual(many);
  });
});

describe('timer', () => {
  it.each([
    { rule: 'each tick adds tickMs while running', ticks: 3, elapsed: 300 },
    { rule: 'no ticks, no time', ticks: 0, elapsed: 0 },
  ])('$rule', ({ ticks, elapsed }) => {
    expect(play(STUDY, TICK.repeat(ticks)).elapsedMs).toBe(elapsed);
  });

  it('a tick action carrying several steps counts each, and stops at the one that ends the run', () => {
    expect(step(started(STUDY), { type: 'tick', count: 10 }, STUDY).elapsedMs).toBe(1000);
    const limited: EngineOptions = { ...STUDY, timeLimitMs: 300 };
    const ended = step(started(limited), { type: 'tick', count: 10 }, limited);
    expect(ended).toMatchObject({ finished: true, ending: 'timeUp', elapsedMs: 300 });
  });

  it('ticks do not count before the start or while paused', () => {
    const idle = createRun(WORDS, STUDY);
    expect(step(idle, { type: 'tick' }, STUDY)).toBe(idle);
    const paused = step(started(STUDY), { type: 'pause', at: 1100 }, STUDY);
    expect(step(paused, { type: 'tick' }, STUDY)).toBe(paused);
  });

  it('a tick with nothing to report leaves the events alone', () => {
    const s = play(STUDY, 'M');
    const t = step(s, { type: 'tick' }, STUDY);
    expect(t.eventSeq).toBe(s.eventSeq);
    expect(t.events).toBe(s.events);
    expect(t.correctMap).toBe(s.correctMap);
  });

  it('the time limit ends the run', () => {
    const s = play({ ...STUDY, timeLimitMs: 300 }, TICK.repeat(3));
    expect(s).toMatchObject({ finished: true, ending: 'timeUp', victory: false });
  });

  it('in the harder mode the demon strikes every enemyStrikeEveryMs', () => {
    const s = play({ ...BATTLE, enemyStrikeEveryMs: 200 }, TICK.repeat(5));
    expect(s.playerHp).toBe(20 - 2 * 5);
    expect(s.strikeClockMs).toBe(100);
  });
});

describe('per-word outcomes', () => {
  it('records time to first key and time to finish from the action timestamps', () => {
    // Start at 1000; keys at 1100, 1200, 1300.
    const s = play(STUDY_ONLY, 'May');
    expect(s.outcomes[0]).toMatchObject({ firstKeyMs: 100, finishMs: 300, setId: 'month' });
  });

  it('recall success needs a clean recall phase; study mistakes do not spoil it', () => {
    const clean = play(STUDY, `Mx${BACKSPACE}ayMay`);
    expect(clean.outcomes[0]).toMatchObject({ recallSuccess: true, mistakes: 1 });
    const flawed = play(STUDY, `MayMx${BACKSPACE}ay`);
    expect(flawed.outcomes[0]).toMatchObject({ recallSuccess: false, mistakes: 1 });
  });

  it('study without recall reports no recall result', () => {
    expect(play(STUDY_ONLY, 'May').outcomes[0]?.recallSuccess).toBeNull();
  });

  it('every event-producing action increases eventSeq by one', () => {
    const s0 = started(STUDY);
    const s1 = step(s0, { type: 'key', char: 'M', at: 1100 }, STUDY);
    const s2 = step(s1, { type: 'key', char: 'x', at: 1200 }, STUDY);
    expect([s0.eventSeq, s1.eventSeq, s2.eventSeq]).toEqual([1, 2, 3]);
    expect(s2.events[0]?.judge).toEqual({ kind: 'miss', index: 1, expected: 'a', typed: 'x' });
  });
});

describe('edges a pupil meets', () => {
  it('the demon strikes on the very tick its interval is reached, not one tick later', () => {
    const s = play({ ...BATTLE, enemyStrikeEveryMs: 200 }, TICK.repeat(2));
    expect(s.playerHp).toBe(20 - 5);
  });

  it('giving up before the start leaves the run waiting', () => {
    const run = createRun(WORDS, STUDY);
    expect(step(run, { type: 'giveUp', at: 10 }, STUDY)).toBe(run);
  });

  it('a word counts as revealed once the last hint showed it, and not after an earlier hint', () => {
    const revealed = play(BATTLE, `${HINT}${HINT}${HINT}${SKIP}`);
    expect(revealed.outcomes[0]).toMatchObject({ hintSteps: 3, answerRevealed: true });
    const masked = play(BATTLE, `${HINT}${SKIP}`);
    expect(masked.outcomes[0]?.answerRevealed).toBe(false);
  });

  it('answering every word without beating the demon lets it escape, which is not a win', () => {
    const s = play({ ...BATTLE, enemyMaxHp: 1000 }, 'MayJuneJuly');
    expect(s).toMatchObject({ finished: true, ending: 'enemyEscaped', victory: false });
  });

  it('keeps only the latest wrong attempts of a word', () => {
    const s = play(STUDY_ONLY, `x${BACKSPACE}`.repeat(MAX_WRONG_ATTEMPTS + 2));
    expect(s.current.wrongAttempts).toHaveLength(MAX_WRONG_ATTEMPTS);
  });
});

describe('accepted forms', () => {
  const COLOR: QAPair = { en: 'color', variants: ['colour'], ja: 'いろ', setId: 'e34', id: 'e34.color' };
  const FINE: QAPair = { en: "I'm fine.", variants: ['I am fine.'], ja: 'げんきです', setId: 'e34' };
  const SEE_YOU: QAPair = { en: 'See you.', ja: 'またね', setId: 'e34' };

  it('shows the first form until a key fits only a later one: a British spelling chosen mid-word', () => {
    expect(play(STUDY_ONLY, 'colo', [COLOR]).answerEn).toBe('color');
    const s = play(STUDY_ONLY, 'colou', [COLOR]);
    expect(renderLine(s)).toBe('colou|r');
    expect(s).toMatchObject({ answerEn: 'colour', hits: 5, errors: 0 });
    expect(s.events[0]?.judge).toEqual({ kind: 'hit', index: 4, expected: 'u', typed: 'u' });
    const done = play(STUDY_ONLY, 'colour', [COLOR]);
    expect(done).toMatchObject({ finished: true, errors: 0 });
    expect(done.outcomes[0]).toMatchObject({ en: 'color', typedAs: 'colour', cleared: true, mistakes: 0 });
  });

  it('switches a contraction to its long form at the first key where they differ', () => {
    expect(play(STUDY_ONLY, 'I', [FINE]).answerEn).toBe("I'm fine.");
    expect(play(STUDY_ONLY, 'I ', [FINE]).answerEn).toBe('I am fine.');
    const s = play(STUDY_ONLY, 'I a', [FINE]);
    expect(renderLine(s)).toBe('I a|m fine.');
    expect(s.errors).toBe(0);
    expect(play(STUDY_ONLY, "I'", [FINE]).answerEn).toBe("I'm fine.");
  });

  it('a key that fits no form is a miss judged against the form shown', () => {
    const s = play(STUDY_ONLY, 'colox', [COLOR]);
    expect(s.events[0]?.judge).toEqual({ kind: 'miss', index: 4, expected: 'r', typed: 'x' });
    expect(renderLine(s)).toBe('colo[x]|');
    const british = play(STUDY_ONLY, 'colouz', [COLOR]);
    expect(british.answerEn).toBe('colour');
    expect(british.current.wrongKeys).toEqual({ 'r→z': 1 });
    // The wrong key is replaced by the next one, which may still pick either form.
    const mended = play(STUDY_ONLY, 'coloxu', [COLOR]);
    expect(renderLine(mended)).toBe('colou|r');
    expect(mended.errors).toBe(1);
  });

  it('Backspace lets an earlier form fit again', () => {
    const s = play(STUDY_ONLY, `colou${BACKSPACE}`, [COLOR]);
    expect(s).toMatchObject({ answerEn: 'color', typed: 'colo' });
    const cleared = play(STUDY_ONLY, `colou${BACKSPACE}r`, [COLOR]);
    expect(cleared.outcomes[0]).toMatchObject({ cleared: true });
    expect(cleared.outcomes[0]).not.toHaveProperty('typedAs');
    const keptByWrongKey = play(STUDY_ONLY, `colouz${BACKSPACE}`, [COLOR]);
    expect(keptByWrongKey).toMatchObject({ answerEn: 'colour', typed: 'colou' });
  });

  it('records the form typed only when it is not the first one, and carries the bank id', () => {
    const plain = play(STUDY_ONLY, 'color', [COLOR]).outcomes[0];
    expect(plain).toMatchObject({ en: 'color', id: 'e34.color' });
    expect(plain).not.toHaveProperty('typedAs');
    expect(play(STUDY_ONLY, 'I am fine', [FINE]).outcomes[0]).toMatchObject({
      en: "I'm fine.",
      typedAs: 'I am fine.',
    });
    const markLeftOff = play(STUDY_ONLY, "I'm fine", [FINE]).outcomes[0];
    expect(markLeftOff).not.toHaveProperty('typedAs');
    expect(markLeftOff).not.toHaveProperty('id');
    const skipped = play(STUDY_ONLY, `colou${SKIP}`, [COLOR]).outcomes[0];
    expect(skipped).toMatchObject({ en: 'color', skipped: true });
    expect(skipped).not.toHaveProperty('typedAs');
  });

  it('with learn-then-recall the form of the recall phase is the one recorded', () => {
    const s = play(STUDY, 'colourcolor', [COLOR]);
    expect(s.outcomes[0]).toMatchObject({ cleared: true, recallSuccess: true });
    expect(s.outcomes[0]).not.toHaveProperty('typedAs');
    expect(play(STUDY, 'colour', [COLOR])).toMatchObject({
      learningPhase: 'recall',
      answerEn: 'color',
      typed: '',
    });
    expect(play(STUDY, 'colorcolour', [COLOR]).outcomes[0]?.typedAs).toBe('colour');
  });

  it('strict case holds for every form, and a forgiven letter takes the case of the form shown', () => {
    const mom: QAPair = { en: 'Mom', variants: ['Mum'], ja: 'おかあさん' };
    const strict = { ...STUDY_ONLY, strictCase: true };
    expect(play(strict, 'Mu', [mom])).toMatchObject({ answerEn: 'Mum', hits: 2, errors: 0 });
    expect(play(strict, 'm', [mom])).toMatchObject({ answerEn: 'Mom', errors: 1 });
    expect(play(strict, 'MU', [mom])).toMatchObject({ answerEn: 'Mom', typed: 'MU', errors: 1 });
    expect(play(STUDY_ONLY, 'mU', [mom])).toMatchObject({ answerEn: 'Mum', typed: 'Mu', errors: 0 });
  });

  it('a hint on screen follows the form the player switches to', () => {
    const s = play(BATTLE, `${HINT}${HINT}colou`, [COLOR, SEE_YOU]);
    expect(s).toMatchObject({ answerEn: 'colour', hintText: 'c_____' });
    expect(play(BATTLE, `${HINT}${HINT}${HINT}colou${BACKSPACE}`, [COLOR, SEE_YOU]).hintText).toBe('color');
  });

  it('where one form begins another, the earlier one in the order completes first', () => {
    const math: QAPair = { en: 'math', variants: ['maths'], ja: 'さんすう' };
    expect(play(STUDY_ONLY, 'math', [math, SEE_YOU]).index).toBe(1);
    const kiwi: QAPair = { en: 'kiwi fruit', variants: ['kiwi'], ja: 'キウイ' };
    expect(play(STUDY_ONLY, 'kiwi', [kiwi, SEE_YOU]).index).toBe(0);
    const whole = play(STUDY_ONLY, 'kiwi fruit', [kiwi, SEE_YOU]);
    expect(whole.index).toBe(1);
    expect(whole.outcomes[0]).not.toHaveProperty('typedAs');
  });
});

describe('optional final punctuation', () => {
  const FINE: QAPair = { en: "I'm fine.", variants: ['I am fine.'], ja: 'げんきです' };
  const SEE_YOU: QAPair = { en: 'See you.', ja: 'またね' };
  const WHY: QAPair = { en: 'Why?', ja: 'なぜ？' };
  const QUESTIONS = [FINE, SEE_YOU];

  it('is on by default', () => {
    expect(DEFAULT_ENGINE_OPTIONS.optionalFinalPunctuation).toBe(true);
  });

  it('clears the question at its words, without waiting for the mark', () => {
    const s = play(STUDY_ONLY, "I'm fine", QUESTIONS);
    expect(s).toMatchObject({
      index: 1,
      typed: '',
      leftoverTails: {
        forms: ["I'm fine."],
        typed: "I'm fine".length,
        start: "I'm fine".length,
        ofOutcome: true,
      },
    });
    expect(s.outcomes[0]).toMatchObject({ cleared: true, mistakes: 0 });
  });

  it('swallows the mark typed as the first key of the next question: no hit, no miss, no event', () => {
    const before = play(STUDY_ONLY, "I'm fine", QUESTIONS);
    const after = step(before, { type: 'key', char: '.', at: 5000 }, STUDY_ONLY);
    expect(after).toEqual({ ...before, leftoverTails: null });
    const whole = play(STUDY_ONLY, "I'm fine.See you.", QUESTIONS);
    expect(whole).toMatchObject({ finished: true, errors: 0, hits: 'I’m fine'.length + 'See you'.length });
    expect(whole.outcomes.map((o) => o.mistakes)).toEqual([0, 0]);
  });

  it('swallows the mark at the start of recall too, and recall also clears without it', () => {
    const s = play(STUDY, "I am fine.I'm fine", QUESTIONS);
    expect(s).toMatchObject({ index: 1, errors: 0 });
    expect(s.outcomes[0]).toMatchObject({ recallSuccess: true });
    expect(s.outcomes[0]).not.toHaveProperty('typedAs');
  });

  it('still counts a real mistake on the next question, and a mark typed later', () => {
    const wrong = play(STUDY_ONLY, "I'm finex", QUESTIONS);
    expect(wrong).toMatchObject({ index: 1, errors: 1 });
    expect(wrong.events[0]?.judge).toMatchObject({ kind: 'miss', expected: 'S', typed: 'x' });
    expect(play(STUDY_ONLY, "I'm fine!", QUESTIONS).errors).toBe(1);
    expect(play(STUDY_ONLY, "I'm fineS.", QUESTIONS).errors).toBe(1);
  });

  it('only the mark the answer had is swallowed, and not when the next answer starts with it', () => {
    expect(play(STUDY_ONLY, 'Why?', [WHY, SEE_YOU])).toMatchObject({ index: 1, errors: 0 });
    expect(play(STUDY_ONLY, 'Why.', [WHY, SEE_YOU]).errors).toBe(1);
    const dots: QAPair = { en: '...', ja: 'てんてんてん' };
    const s = play(STUDY_ONLY, 'See you.', [SEE_YOU, dots]);
    expect(s).toMatchObject({ index: 1, typed: '.', hits: 'See you'.length + 1 });
  });

  it('when off, the mark must be typed', () => {
    const strictMarks = { ...STUDY_ONLY, optionalFinalPunctuation: false };
    expect(play(strictMarks, "I'm fine", QUESTIONS).index).toBe(0);
    expect(play(strictMarks, "I'm fine.", QUESTIONS)).toMatchObject({ index: 1, leftoverTails: null });
  });
});

describe('typing on through a longer accepted form', () => {
  const PROGRAM: QAPair = { en: 'program', variants: ['programme'], ja: 'ばんぐみ', id: 'j2.program' };
  const PARDON: QAPair = { en: 'Pardon?', variants: ['Pardon me?'], ja: 'もういちど いってください' };
  const SEE_YOU: QAPair = { en: 'See you.', ja: 'またね' };
  const MAY: QAPair = { en: 'May', ja: '5月（ごがつ）' };

  it('clears at the shorter form and lets the rest of the longer one follow with no mistake', () => {
    const cleared = play(STUDY_ONLY, 'program', [PROGRAM, SEE_YOU]);
    expect(cleared).toMatchObject({
      index: 1,
      leftoverTails: { forms: ['programme'], typed: 7, start: 7, ofOutcome: true },
    });
    const m = step(cleared, { type: 'key', char: 'm', at: 5000 }, STUDY_ONLY);
    expect(m).toEqual({
      ...cleared,
      leftoverTails: { forms: ['programme'], typed: 8, start: 7, ofOutcome: true },
    });
    const whole = play(STUDY_ONLY, 'programmeSee you.', [PROGRAM, SEE_YOU]);
    expect(whole).toMatchObject({ finished: true, errors: 0, hits: 'program'.length + 'See you'.length });
    expect(whole.outcomes.map((o) => o.mistakes)).toEqual([0, 0]);
  });

  it('records the longer form once it is typed to its end, and only then', () => {
    const programme = play(STUDY_ONLY, 'programme', [PROGRAM, SEE_YOU]);
    expect(programme.leftoverTails).toBeNull();
    expect(programme.outcomes[0]).toMatchObject({ en: 'program', typedAs: 'programme', id: 'j2.program' });
    expect(play(STUDY_ONLY, 'programm', [PROGRAM, SEE_YOU]).outcomes[0]).not.toHaveProperty('typedAs');
    expect(play(STUDY_ONLY, 'programS', [PROGRAM, SEE_YOU]).outcomes[0]).not.toHaveProperty('typedAs');
  });

  it('follows every longer form until the keys choose one, marks included', () => {
    const clearedAtWords = play(STUDY_ONLY, 'Pardon', [PARDON, SEE_YOU]);
    expect(clearedAtWords.leftoverTails?.forms).toEqual(['Pardon?', 'Pardon me?']);
    const long = play(STUDY_ONLY, 'Pardon me?See you.', [PARDON, SEE_YOU]);
    expect(long).toMatchObject({ finished: true, errors: 0 });
    expect(long.outcomes[0]?.typedAs).toBe('Pardon me?');
    const mark = play(STUDY_ONLY, 'Pardon?See you.', [PARDON, SEE_YOU]);
    expect(mark).toMatchObject({ finished: true, errors: 0 });
    expect(mark.outcomes[0]).not.toHaveProperty('typedAs');
  });

  it('holds with the final mark required too, where only letters can follow', () => {
    const strictMarks = { ...STUDY_ONLY, optionalFinalPunctuation: false };
    const s = play(strictMarks, 'programmeSee you.', [PROGRAM, SEE_YOU]);
    expect(s).toMatchObject({ finished: true, errors: 0 });
    expect(s.outcomes[0]?.typedAs).toBe('programme');
  });

  it('judges a key on the next answer when that answer starts with it', () => {
    const s = play(STUDY_ONLY, 'programm', [PROGRAM, MAY]);
    expect(renderLine(s)).toBe('M|ay');
    expect(s).toMatchObject({ index: 1, hits: 8, errors: 0, leftoverTails: null });
    expect(play(STUDY_ONLY, 'programme', [PROGRAM, MAY]).errors).toBe(1);
    // With strict case "m" does not begin "May", so it is still the rest of "programme".
    const strict = { ...STUDY_ONLY, strictCase: true };
    expect(play(strict, 'programmeMay', [PROGRAM, MAY])).toMatchObject({ finished: true, errors: 0 });
  });

  it('a key that continues no tail ends the typing on and is judged as usual', () => {
    const s = play(STUDY_ONLY, 'programx', [PROGRAM, SEE_YOU]);
    expect(s).toMatchObject({ errors: 1, leftoverTails: null });
    expect(s.events[0]?.judge).toMatchObject({ kind: 'miss', expected: 'S', typed: 'x' });
    expect(play(STUDY_ONLY, 'programmx', [PROGRAM, SEE_YOU]).errors).toBe(1);
  });

  it('Backspace, a hint or a skip ends the typing on', () => {
    const back = play(STUDY_ONLY, `programm${BACKSPACE}`, [PROGRAM, SEE_YOU]);
    expect(back).toMatchObject({ index: 1, typed: '', leftoverTails: null });
    for (const [options, script] of [
      [STUDY_ONLY, `program${BACKSPACE}m`],
      [STUDY_ONLY, `program${HINT}m`],
      [BATTLE, `program${HINT}m`],
    ] as const) {
      const s = play(options, script, [PROGRAM, SEE_YOU]);
      expect(s.events[0]?.judge).toMatchObject({ kind: 'miss', expected: 'S', typed: 'm' });
    }
    expect(play(STUDY_ONLY, `program${SKIP}`, [PROGRAM, SEE_YOU, MAY]).leftoverTails).toBeNull();
    // Backspace with nothing to erase and nothing to end changes nothing.
    const idle = play(STUDY_ONLY, '', [PROGRAM, SEE_YOU]);
    expect(step(idle, { type: 'backspace', at: 5000 }, STUDY_ONLY)).toBe(idle);
  });

  it('lets the rest follow into the recall phase, where only the recall form is recorded', () => {
    const both = play(STUDY, 'programmeprogrammeSee you.', [PROGRAM, SEE_YOU]);
    expect(both).toMatchObject({ index: 1, errors: 0 });
    expect(both.outcomes[0]).toMatchObject({ typedAs: 'programme', recallSuccess: true });
    const recall = play(STUDY, 'programme', [PROGRAM, SEE_YOU]);
    expect(recall).toMatchObject({ learningPhase: 'recall', typed: '', errors: 0 });
    expect(recall.leftoverTails).toBeNull();
    const studiedLong = play(STUDY, 'programmeprogramSee you.', [PROGRAM, SEE_YOU]);
    expect(studiedLong).toMatchObject({ errors: 0 });
    expect(studiedLong.outcomes[0]).not.toHaveProperty('typedAs');
    expect(play(STUDY, 'programprogramme', [PROGRAM, SEE_YOU]).outcomes[0]?.typedAs).toBe('programme');
  });

  it('the last question ends the run at the shorter form, which is the one recorded', () => {
    const s = play(STUDY_ONLY, 'programme', [PROGRAM]);
    expect(s).toMatchObject({ finished: true, errors: 0 });
    expect(s.outcomes[0]).not.toHaveProperty('typedAs');
  });
});

describe('a shorter accepted form typed from memory', () => {
  const LAB: QAPair[] = [
    { en: 'laboratory', variants: ['lab'], ja: 'じっけんしつ', id: 'j3.laboratory' },
    { en: 'dog', ja: 'いぬ' },
  ];
  const recall: EngineOptions = { ...DEFAULT_ENGINE_OPTIONS, learningMode: false, learnThenRecall: false };

  it('clears "laboratory" at "lab" in recall, records the form typed, and the next word starts clean', () => {
    let s = step(createRun(LAB, recall), { type: 'start', at: 0 }, recall);
    for (const c of 'lab') s = step(s, { type: 'key', char: c, at: 1 }, recall);
    expect(s.index).toBe(1);
    for (const c of 'dog') s = step(s, { type: 'key', char: c, at: 2 }, recall);
    expect(s.finished).toBe(true);
    expect(s.errors).toBe(0);
    expect(s.outcomes[0]).toMatchObject({
      en: 'laboratory',
      typedAs: 'lab',
      mistakes: 0,
      id: 'j3.laboratory',
    });
  });

  it('lets the whole longer form be typed straight on, with no mistake, and records it', () => {
    let s = step(createRun(LAB, recall), { type: 'start', at: 0 }, recall);
    for (const c of 'laboratorydog') s = step(s, { type: 'key', char: c, at: 1 }, recall);
    expect(s.finished).toBe(true);
    expect(s.errors).toBe(0);
    expect(s.outcomes[0]?.typedAs).toBeUndefined();
  });

  it('while copying in study, only the form shown completes', () => {
    const study: EngineOptions = { ...DEFAULT_ENGINE_OPTIONS, learningMode: true, learnThenRecall: false };
    let s = step(createRun(LAB, study), { type: 'start', at: 0 }, study);
    for (const c of 'lab') s = step(s, { type: 'key', char: c, at: 1 }, study);
    expect(s.index).toBe(0);
    expect(s.typed).toBe('lab');
  });
});

describe('typing on through a longer form whose rest meets the next answer', () => {
  it('keeps "junior high school" whole even though "high school" comes next', () => {
    const QS: QAPair[] = [
      { en: 'junior high school', variants: ['junior high'], ja: 'ちゅうがっこう' },
      { en: 'high school', ja: 'こうこう' },
    ];
    const recall: EngineOptions = { ...DEFAULT_ENGINE_OPTIONS, learningMode: false, learnThenRecall: false };
    let s = step(createRun(QS, recall), { type: 'start', at: 0 }, recall);
    for (const c of 'junior high school') s = step(s, { type: 'key', char: c, at: 1 }, recall);
    expect(s.index).toBe(1);
    expect(s.typed).toBe('');
    for (const c of 'high school') s = step(s, { type: 'key', char: c, at: 2 }, recall);
    expect(s.finished).toBe(true);
    expect(s.errors).toBe(0);
    expect(s.outcomes[0]?.typedAs).toBeUndefined();
  });

  it('still gives the first key to the next answer when nothing of the rest was typed yet', () => {
    const QS: QAPair[] = [
      { en: 'program', variants: ['programme'], ja: 'ばんぐみ' },
      { en: 'milk', ja: 'ぎゅうにゅう' },
    ];
    const recall: EngineOptions = { ...DEFAULT_ENGINE_OPTIONS, learningMode: false, learnThenRecall: false };
    let s = step(createRun(QS, recall), { type: 'start', at: 0 }, recall);
    for (const c of 'programmilk') s = step(s, { type: 'key', char: c, at: 1 }, recall);
    expect(s.finished).toBe(true);
    expect(s.errors).toBe(0);
  });
});
