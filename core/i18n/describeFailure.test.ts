import { describe, expect, it } from 'vitest';
import { FAILURE_REASONS, type FailureReason, type FailureValues } from '../contract/errors';
import { describeFailure, failureMessageKey } from './describeFailure';
import { en } from './en';
import { ja } from './ja';
import type { Language } from './messages';

/** One example of every failure's values; the compiler asks for a new reason's example here. */
const EXAMPLE: { [R in FailureReason]: FailureValues[R] } = {
  'ipc.wrongSender': { channel: 'settings:set' },
  'ipc.refused': { channel: 'settings:set' },
  'ipc.failed': { channel: 'app:save' },
  'ipc.bridgeBroken': {},
  'ipc.savesUnopened': {},
  'save.locked': {},
  'save.readOnly': {},
  'save.diskFull': {},
  'save.refused': {},
  'save.otherTab': {},
  'save.invalid': {},
  'save.notReplaced': {},
  'save.fileNotWritten': { file: 'D:\\class.csv' },
  'player.nameRefused': {},
  'player.limit': { limit: 40 },
  'player.needsTeacher': {},
  'player.nameTaken': { name: 'あおい' },
  'player.last': {},
  'player.folderKept': { folder: 'C:\\profiles\\p-000001' },
  'player.unknown': { playerId: 'p-000009' },
  'classFolder.notKept': {},
  'classFolder.choiceNotSaved': { file: 'C:\\kotoba\\machine.json' },
  'classFolder.notSet': {},
  'classFolder.setByIt': { file: 'C:\\ProgramData\\kotoba.json' },
  'classFolder.unusable': { folder: 'S:\\kotoba' },
  'classFolder.none': {},
  'classFolder.noAnswer': {},
  'classFolder.inUse': { playerId: 'p-000001', pcName: 'PC-07', since: '2026-11-28T09:00:00.000Z' },
  'classFolder.unsentResults': {},
  'classFolder.hasProgress': {},
  'classFolder.cannotCheck': {},
  'classFolder.openElsewhere': { pcName: 'PC-07' },
  'classFolder.desktopOnly': {},
  'classFolder.webEdition': {},
  'teacher.locked': {},
  'teacher.pinFormat': { min: 4, max: 8 },
  'teacher.pinNotSaved': { file: 'C:\\kotoba\\teacher-pin.json' },
  'teacher.pinNotShared': { file: '\\\\server\\class\\teacher\\teacher-pin.json' },
  'teacher.pinChangeNotShared': { file: '\\\\server\\class\\teacher\\teacher-pin.json' },
  'teacher.pinSetByIt': {},
  'teacher.needsSecureContext': {},
  'wordList.previewClosed': {},
  'wordList.noRows': {},
  'wordList.limit': { limit: 20 },
  'wordList.titleRefused': {},
  'wordList.unknown': { listId: 'wl-000001' },
  'wordList.notText': {},
  'wordList.empty': {},
  'wordList.noHeader': {},
  'wordList.tooLarge': {},
  'dashboard.unreadable': {},
  'dashboard.pupilUnreadable': { name: 'あおい' },
  'dashboard.desktopOnly': {},
  'roster.missingFile': { file: 'users.csv', line: 3 },
  'roster.missingColumn': { file: 'users.csv', line: 3 },
  'roster.notText': { file: 'users.csv', line: 3 },
  'roster.notZip': { file: 'users.csv', line: 3 },
  'roster.tooLarge': { file: 'users.csv', line: 3 },
  'roster.empty': { file: 'users.csv', line: 3 },
  'roster.twoHomerooms': { file: 'users.csv', line: 3 },
  'roster.badRow': { file: 'users.csv', line: 3 },
  'roster.noPupils': { file: 'users.csv', line: 3 },
  'roster.tooMany': { limit: 60 },
  'roster.noBackup': {},
  'roster.notExported': { name: 'はなこ' },
};

const tables = { ja, en } as const;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the failure messages', () => {
  it('word every failure reason in Japanese and in English', () => {
    expect(FAILURE_REASONS.length).toBe(Object.keys(EXAMPLE).length);
    for (const reason of FAILURE_REASONS) {
      for (const language of ['ja', 'en'] as const) {
        const text: unknown = (tables[language] as Record<string, unknown>)[failureMessageKey(reason)];
        expect(typeof text === 'string' && text.trim().length > 0, `${language} ${reason}`).toBe(true);
      }
    }
  });

  it('fill every placeholder from the failure values, the same ones in both languages', () => {
    for (const reason of FAILURE_REASONS) {
      const key = failureMessageKey(reason);
      expect(placeholders(ja[key]), reason).toEqual(placeholders(en[key]));
      for (const name of placeholders(ja[key])) expect(Object.keys(EXAMPLE[reason]), reason).toContain(name);
      for (const language of ['ja', 'en'] as Language[]) {
        const told = describeFailure(language, { reason, values: EXAMPLE[reason] } as never);
        expect(told, `${language} ${reason}`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('tell a Japanese player every failure in Japanese, with no English word but the values', () => {
    for (const reason of FAILURE_REASONS) {
      const template = ja[failureMessageKey(reason)].replace(/\{\w+\}/g, '');
      // "PC" is how Japanese schools name the computers; no other Latin word belongs in a sentence.
      expect(template.replace(/PC/g, ''), reason).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it('put the values into the sentence', () => {
    expect(describeFailure('ja', { reason: 'player.limit', values: { limit: 40 } })).toBe(
      'プレイヤーは 40にん までだよ。だれかを けしてから ふやしてね。',
    );
    expect(describeFailure('en', { reason: 'player.nameTaken', values: { name: 'Ken' } })).toBe(
      'There is already a player called “Ken”. Choose another name.',
    );
  });
});
