import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRun } from './createRun';
import { DEFAULT_ENGINE_OPTIONS } from './defaultEngineOptions';
import { isRunning, step } from './step';
import type { Action, EngineOptions, EngineState, QAPair, WordOutcome } from './types';

const answerChar = fc.constantFrom('a', 'b', 'A', ' ', '?');
const answer = fc.array(answerChar, { minLength: 1, maxLength: 6 }).map((cs) => cs.join(''));
/** Answers of a question: `en` and up to three variants, often sharing their first letters. */
const forms = fc.uniqueArray(answer, { minLength: 1, maxLength: 4 });
const questions = fc
  .uniqueArray(forms, { minLength: 1, maxLength: 5, selector: (f) => f[0] })
  .map((all): QAPair[] =>
    all.map(([en = '', ...variants], i) => ({
      en,
      ja: `問${i}`,
      ...(variants.length > 0 ? { variants } : {}),
    })),
  );

const options = fc
  .record({
    battleMode: fc.boolean(),
    learningMode: fc.boolean(),
    learnThenRecall: fc.boolean(),
    strictCase: fc.boolean(),
    optionalFinalPunctuation: fc.boolean(),
    damagePerMiss: fc.integer({ min: 0, max: 30 }),
    damagePerHint: fc.integer({ min: 0, max: 30 }),
    damagePerSentence: fc.integer({ min: 0, max: 30 }),
    damagePerHit: fc.integer({ min: 0, max: 5 }),
    enemyMaxHp: fc.integer({ min: 1, max: 80 }),
    playerMaxHp: fc.integer({ min: 1, max: 80 }),
    enemyStrikeEveryMs: fc.constantFrom(0, 300),
  })
  .map((o): EngineOptions => ({ ...DEFAULT_ENGINE_OPTIONS, ...o }));

/** Inputs without an `at`; timestamps are added in order when the run is driven. */
const input = fc.oneof(
  {
    weight: 10,
    arbitrary: fc
      .constantFrom('a', 'b', 'A', 'B', ' ', '?', 'x')
      .map((char) => ({ type: 'key' as const, char })),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'backspace' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'hint' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'skip' as const }) },
  { weight: 2, arbitrary: fc.constant({ type: 'tick' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'pause' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'resume' as const }) },
);

function stamp(raw: { type: string; char?: string }, at: number): Action {
  return (raw.type === 'tick' ? { type: 'tick' } : { ...raw, at }) as Action;
}

/** Drives a started run and checks `check` after every action. */
function walk(
  qs: QAPair[],
  o: EngineOptions,
  inputs: Array<{ type: string; char?: string }>,
  check: (before: EngineState, action: Action, after: EngineState) => void,
) {
  let s = step(createRun(qs, o), { type: 'start', at: 0 }, o);
  inputs.forEach((raw, i) => {
    const action = stamp(raw, (i + 1) * 50);
    const next = step(s, action, o);
    check(s, action, next);
    s = next;
  });
  return s;
}

const inputs = fc.array(input, { maxLength: 120 });

describe('engine properties', () => {
  it('HP stays within [0, max] for both sides', () => {
    fc.assert(
      fc.property(questions, options, inputs, (qs, o, ins) => {
        walk(qs, o, ins, (_b, _a, s) => {
          expect(s.playerHp).toBeGreaterThanOrEqual(0);
          expect(s.playerHp).toBeLessThanOrEqual(s.playerMaxHp);
          expect(s.enemyHp).toBeGreaterThanOrEqual(0);
          expect(s.enemyHp).toBeLessThanOrEqual(s.enemyMaxHp);
        });
      }),
    );
  });

  it('typed text never grows longer than the answer, and only its last letter can be wrong', () => {
    fc.assert(
      fc.property(questions, options, inputs, (qs, o, ins) => {
        walk(qs, o, ins, (_b, _a, s) => {
          expect(s.typed.length).toBeLessThanOrEqual(s.answerEn.length);
          expect(s.correctMap).toHaveLength(s.typed.length);
          expect(s.correctMap.slice(0, -1).every(Boolean)).toBe(true);
        });
      }),
    );
  });

  it('the answer shown is the first accepted form that fits the correct letters, which it begins with', () => {
    fc.assert(
      fc.property(questions, options, inputs, (qs, o, ins) => {
        walk(qs, o, ins, (_b, _a, s) => {
          const q = s.questions[s.index];
          if (s.finished || q === undefined) return;
          const correct = s.correctMap.at(-1) === false ? s.typed.slice(0, -1) : s.typed;
          const same = (a: string, b: string) =>
            o.strictCase ? a === b : a.toLowerCase() === b.toLowerCase();
          const first = [q.en, ...(q.variants ?? [])].find((f) => same(f.slice(0, correct.length), correct));
          expect(s.answerEn).toBe(first);
          expect(s.answerEn.startsWith(correct)).toBe(true);
        });
      }),
    );
  });

  it('finished holds exactly when a side reaches 0 or the last question is done', () => {
    fc.assert(
      fc.property(questions, options, inputs, (qs, o, ins) => {
        walk(qs, o, ins, (_b, _a, s) => {
          const sideDown = o.battleMode && (s.playerHp === 0 || s.enemyHp === 0);
          const lastDone = s.playCount === s.questions.length;
          expect(s.finished).toBe(sideDown || lastDone);
        });
      }),
    );
  });

  it('hits + errors equals the keys that were judged', () => {
    fc.assert(
      fc.property(questions, options, inputs, (qs, o, ins) => {
        let judged = 0;
        const end = walk(qs, o, ins, (before, action, after) => {
          if (action.type !== 'key' || !isRunning(before)) return;
          // While a run is running every key is judged (a free position, or the wrong letter it
          // replaces), except the rest of a longer form of the phase that just cleared, typed on before
          // anything of this phase: swallowed without a trace but the form it may complete.
          if (after.eventSeq === before.eventSeq) {
            const tails = before.leftoverTails;
            const same = (a = '', b = '') => (o.strictCase ? a === b : a.toLowerCase() === b.toLowerCase());
            expect(before.typed).toBe('');
            expect(tails?.forms.some((form) => same(form[tails.typed], action.char))).toBe(true);
            expect(after).toEqual({
              ...before,
              leftoverTails: after.leftoverTails,
              outcomes: after.outcomes,
            });
            const withoutForm = (x: WordOutcome) => ({ ...x, typedAs: undefined });
            expect(after.outcomes.map(withoutForm)).toEqual(before.outcomes.map(withoutForm));
          } else judged++;
        });
        expect(end.hits + end.errors).toBe(judged);
      }),
    );
  });

  it('the event sequence only grows, by one per action that reports events', () => {
    fc.assert(
      fc.property(questions, options, inputs, (qs, o, ins) => {
        walk(qs, o, ins, (b, _a, s) => {
          const delta = s.eventSeq - b.eventSeq;
          expect(delta === 0 || delta === 1).toBe(true);
          if (delta === 1) expect(s.events.length).toBeGreaterThan(0);
          else expect(s.events).toBe(b.events);
        });
      }),
    );
  });

  it('outcomes match the cleared and skipped counts, plus at most the question open at the end', () => {
    fc.assert(
      fc.property(questions, options, inputs, (qs, o, ins) => {
        const end = walk(qs, o, ins, () => {});
        expect(end.outcomes.filter((x) => x.cleared)).toHaveLength(end.clearedCount);
        expect(end.outcomes.filter((x) => x.skipped)).toHaveLength(end.skippedCount);
        const open = end.outcomes.length - end.playCount;
        expect(open === 0 || (open === 1 && end.finished)).toBe(true);
      }),
    );
  });

  it('typing any accepted form in full clears every question with no mistake and records that form', () => {
    // Forms of letters and spaces with an optional final mark. A form is new, or the words of an earlier
    // one with more after them ("programme" after "program", "Pardon me?" after "Pardon?"). No form
    // begins with the words of a later one: the earlier would be shown and the later could never clear.
    // All forms of a question start with a letter of its own that no tail holds, so the rest of one
    // answer never begins the next (such a key is judged on the next answer, by rule).
    const body = fc
      .array(fc.constantFrom('a', 'b', 'A', ' '), { minLength: 1, maxLength: 3 })
      .map((cs) => cs.join(''));
    const spec = fc.record({ extends: fc.nat({ max: 3 }), body, mark: fc.constantFrom('', '.', '!', '?') });
    type Form = { words: string; full: string };
    const formsOf = (head: string) =>
      fc
        .array(spec, { minLength: 1, maxLength: 4 })
        .map((specs) => {
          const fs: Form[] = [];
          for (const { extends: i, body: more, mark } of specs) {
            const words = (fs[i]?.words ?? head) + more;
            fs.push({ words, full: words + mark });
          }
          return fs;
        })
        .filter((fs) =>
          fs.every((f, i) =>
            fs.every((g, j) => j <= i || !f.full.toLowerCase().startsWith(g.words.toLowerCase())),
          ),
        );
    const question = (head: string) =>
      formsOf(head).chain((fs) =>
        fc.record({
          fs: fc.constant(fs),
          // Which form is typed in each phase, and whether its final mark is typed too.
          picks: fc.array(fc.record({ form: fc.nat({ max: fs.length - 1 }), mark: fc.boolean() }), {
            minLength: 2,
            maxLength: 2,
          }),
        }),
      );
    const plans = fc
      .integer({ min: 1, max: 4 })
      .chain((n) => fc.tuple(...[...'cdef'.slice(0, n)].map(question)));
    const runOptions = fc
      .record({
        battleMode: fc.boolean(),
        learnThenRecall: fc.boolean(),
        strictCase: fc.boolean(),
        optionalFinalPunctuation: fc.boolean(),
      })
      .map(
        (o): EngineOptions => ({
          ...DEFAULT_ENGINE_OPTIONS,
          ...o,
          learningMode: !o.battleMode,
          learnThenRecall: !o.battleMode && o.learnThenRecall,
          enemyMaxHp: 10_000,
        }),
      );
    fc.assert(
      fc.property(plans, runOptions, (plan, o) => {
        const qs: QAPair[] = plan.map(({ fs }, i) => ({
          en: fs[0]?.full ?? '',
          variants: fs.slice(1).map((f) => f.full),
          ja: `問${i}`,
        }));
        const begins = (text: string, start: string) =>
          o.strictCase ? text.startsWith(start) : text.toLowerCase().startsWith(start.toLowerCase());
        const clearsAt = (f: Form) => (o.optionalFinalPunctuation ? f.words : f.full);
        const phases = o.learningMode && o.learnThenRecall ? 2 : 1;
        let script = '';
        const expected: Array<string | undefined> = [];
        plan.forEach(({ fs, picks }, q) => {
          let typed = '';
          for (let p = 0; p < phases; p++) {
            const pick = picks[p] ?? { form: 0, mark: true };
            const f = fs[pick.form] ?? { words: '', full: '' };
            typed = o.optionalFinalPunctuation && !pick.mark ? f.words : f.full;
            script += typed;
          }
          // The last phase clears at the first form end typed; a longer form typed on to its end is then
          // recorded instead, unless that cleared the run's last question and the run is over.
          const [cleared] = fs
            .filter((f) => begins(typed, clearsAt(f)))
            .sort((a, b) => clearsAt(a).length - clearsAt(b).length);
          const longest = fs
            .filter((f) => begins(typed, f.full) && f.full.length > clearsAt(cleared ?? f).length)
            .sort((a, b) => b.full.length - a.full.length)[0];
          const recorded = (q < plan.length - 1 ? longest : undefined) ?? cleared;
          expected.push(recorded === fs[0] ? undefined : recorded?.full);
        });
        const end = walk(
          qs,
          o,
          [...script].map((char) => ({ type: 'key', char })),
          () => {},
        );
        expect(end.finished).toBe(true);
        expect(end.errors).toBe(0);
        expect(end.clearedCount).toBe(qs.length);
        expect(end.outcomes.map((x) => x.typedAs)).toEqual(expected);
        for (const x of end.outcomes) if (x.typedAs === undefined) expect(x).not.toHaveProperty('typedAs');
      }),
    );
  });

  it('a seed reproduces the order, which is a permutation of the questions', () => {
    fc.assert(
      fc.property(questions, fc.integer({ min: 0, max: 0xffffffff }), (qs, seed) => {
        const o = { ...DEFAULT_ENGINE_OPTIONS, randomOrder: true, seed };
        const a = createRun(qs, o).questions;
        expect(createRun(qs, o).questions).toEqual(a);
        expect([...a].map((q) => q.en).sort()).toEqual(qs.map((q) => q.en).sort());
      }),
    );
  });
});
