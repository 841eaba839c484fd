import { describe, expect, it } from 'vitest';
import { classFolderProblemCodeSchema, progressProblemCodeSchema } from '../contract';
import { classFolderProblemKey, progressProblemKey } from './describeProblem';
import { en } from './en';
import { ja } from './ja';
import type { MessageKey } from './messages';

const tables = { ja, en } as const;
const keysOf = {
  'class folder': classFolderProblemCodeSchema.options.map(classFolderProblemKey),
  progress: progressProblemCodeSchema.options.map(progressProblemKey),
};

describe('the problem messages', () => {
  it('word every code of the class folder and of a pupil’s progress in Japanese and in English', () => {
    for (const keys of Object.values(keysOf)) {
      for (const key of keys) {
        for (const language of ['ja', 'en'] as const) {
          const text: unknown = (tables[language] as Record<string, unknown>)[key];
          expect(typeof text === 'string' && text.trim().length > 0, `${language} ${key}`).toBe(true);
        }
      }
    }
  });

  it('name each code by its own key, so a code is never worded as another', () => {
    expect(classFolderProblemKey('no-answer')).toBe('classFolder.problem.no-answer');
    expect(classFolderProblemKey('access-denied')).toBe('classFolder.problem.access-denied');
    expect(progressProblemKey('damaged')).toBe('dashboard.problem.damaged');
    expect(progressProblemKey('newer-version')).toBe('dashboard.problem.newer-version');
    for (const [area, keys] of Object.entries(keysOf)) {
      for (const language of ['ja', 'en'] as const) {
        const sentences = keys.map((key: MessageKey) => tables[language][key]);
        expect(new Set(sentences).size, `${language} ${area}`).toBe(sentences.length);
      }
    }
  });

  it('tell a Japanese teacher every problem in Japanese, with no English word and nothing to fill in', () => {
    for (const keys of Object.values(keysOf)) {
      for (const key of keys) {
        // "PC" and "IT" are how Japanese schools name the computers and their staff.
        expect(ja[key].replace(/\b(PC|IT)\b/g, ''), key).not.toMatch(/[A-Za-z]{2,}/);
        expect(ja[key], key).not.toMatch(/\{\w+\}/);
        expect(en[key], key).not.toMatch(/\{\w+\}/);
      }
    }
  });
});
