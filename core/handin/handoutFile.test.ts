import { describe, expect, it } from 'vitest';
import { backupEnvelope } from '../../tests/support/core/progress/backupEnvelope';
import { playedSnapshot } from '../../tests/support/core/progress/playedSnapshot';
import { MAX_WORD_LISTS, type TeacherChoices, type WordList } from '../contract';
import { utf8Bytes } from '../web/webStandard';
import { handinText, makeHandin } from './handinFile';
import {
  handoutFileName,
  handoutText,
  MAX_HANDOUT_BYTES,
  makeHandout,
  parseHandout,
  previewHandout,
} from './handoutFile';

const madeAt = new Date('2026-11-29T06:30:00.000Z');
const list = (id: string, title: string, words = 2): WordList => ({
  id,
  title,
  createdAt: '2026-11-01T00:00:00.000Z',
  items: Array.from({ length: words }, (_, i) => ({ en: `word${i}`, ja: `ことば${i}` })),
});
const choices: TeacherChoices = {
  openWorlds: ['e34', 'e56'],
  openStages: ['e34.colours-1', 'wl-animals01'],
  todayStages: ['wl-animals01', 'month'],
};
const known = new Set(['month', 'week', 'e34.colours-1', 'e56.food-1']);
const handout = makeHandout(
  '2学期の単語',
  choices,
  [list('wl-animals01', 'どうぶつ'), list('wl-fruit0001', 'くだもの', 3)],
  madeAt,
  '1.0.0',
);
const bytesOf = (over: Record<string, unknown> = {}) => utf8Bytes(JSON.stringify({ ...handout, ...over }));
const refusalOf = (bytes: Uint8Array) => {
  const read = parseHandout(bytes);
  return read.ok ? 'accepted' : read.refusal;
};

describe('the hand-out file', () => {
  it('reads back the teacher’s choices and lists, with a byte-order mark too', () => {
    const text = handoutText(handout);
    expect(parseHandout(utf8Bytes(text))).toEqual({ ok: true, value: handout });
    expect(parseHandout(utf8Bytes(`\uFEFF${text}`)).ok).toBe(true);
    expect(handoutFileName(new Date(2026, 10, 29, 9))).toBe('kotoba-handout-20261129.json');
  });

  it('carries the worlds whose advanced stages the teacher shows, through the file and its preview', () => {
    const withAdvanced = makeHandout('発展', { ...choices, advancedWorlds: ['j3'] }, [], madeAt);
    const read = parseHandout(utf8Bytes(handoutText(withAdvanced)));
    if (!read.ok) throw new Error(read.refusal);
    expect(read.value.choices.advancedWorlds).toEqual(['j3']);
    const device = { choices: { openWorlds: [], openStages: [], todayStages: [] }, lists: [] };
    expect(previewHandout(read.value, device, known).choices.advancedWorlds).toEqual(['j3']);
    // A hand-out from before advanced stages existed says nothing of them.
    expect(previewHandout(handout, device, known).choices).not.toHaveProperty('advancedWorlds');
  });

  it('refuses what teacher mode could not choose, and files that are no hand-out', () => {
    expect(refusalOf(bytesOf({ choices: { ...choices, openWorlds: ['e34', 'secret-world'] } }))).toBe(
      'invalid',
    );
    expect(refusalOf(bytesOf({ choices: { ...choices, openStages: ['../../etc/passwd'] } }))).toBe('invalid');
    expect(refusalOf(bytesOf({ choices: { ...choices, todayStages: Array(21).fill('month') } }))).toBe(
      'invalid',
    );
    expect(refusalOf(bytesOf({ choices: { ...choices, unlockAll: true } }))).toBe('invalid');
    expect(refusalOf(bytesOf({ lists: [list('wl-animals01', 'a'), list('wl-animals01', 'b')] }))).toBe(
      'invalid',
    );
    expect(
      refusalOf(bytesOf({ lists: [{ ...list('wl-animals01', 'a'), items: [{ en: 'ねこ', ja: 'ねこ' }] }] })),
    ).toBe('invalid');
    const many = Array.from({ length: MAX_WORD_LISTS + 1 }, (_, i) =>
      list(`wl-many${String(i).padStart(4, '0')}`, `L${i}`),
    );
    expect(refusalOf(bytesOf({ lists: many }))).toBe('invalid');
    expect(refusalOf(bytesOf({ title: '' }))).toBe('invalid');
    expect(refusalOf(bytesOf({ formatVersion: 3 }))).toBe('newer-format');
    expect(refusalOf(utf8Bytes(backupEnvelope(playedSnapshot())))).toBe('backup');
    const handin = makeHandin(
      { playerId: 'p-hanako01', name: 'はなこ', className: '3年2組' },
      playedSnapshot(),
      madeAt,
    );
    expect(refusalOf(utf8Bytes(handinText(handin)))).toBe('other-kind');
    expect(refusalOf(utf8Bytes('{"lists": []}'))).toBe('foreign');
    expect(refusalOf(utf8Bytes('not json'))).toBe('not-json');
    expect(refusalOf(new Uint8Array(MAX_HANDOUT_BYTES + 1))).toBe('too-large');
  });
});

describe('the preview of a hand-out', () => {
  it('says what it opens and closes against this device’s choices, and which lists it adds or replaces', () => {
    const device = {
      choices: {
        openWorlds: ['e56', 'j1'],
        openStages: ['e34.colours-1'],
        todayStages: ['week'],
      } satisfies TeacherChoices,
      lists: [list('wl-fruit0001', 'くだもの（古い）'), list('wl-other0001', 'ほか')],
    };
    const preview = previewHandout(handout, device, known);
    expect(preview).toMatchObject({
      title: '2学期の単語',
      worlds: ['e34', 'e56'],
      newWorlds: ['e34'],
      closedWorlds: ['j1'],
      openStages: ['e34.colours-1', 'wl-animals01'],
      newStages: 1,
      todayStages: ['wl-animals01', 'month'],
      unknownStages: [],
      tooManyLists: false,
    });
    expect(preview.lists).toEqual([
      { id: 'wl-animals01', title: 'どうぶつ', words: 2, action: 'add', replacesTitle: null },
      {
        id: 'wl-fruit0001',
        title: 'くだもの',
        words: 3,
        action: 'replace',
        replacesTitle: 'くだもの（古い）',
      },
    ]);
  });

  it('leaves out stages this game does not know, and warns when the lists would be too many', () => {
    const odd = makeHandout(
      'x',
      { ...choices, todayStages: ['month', 'z9.future-1'] },
      [list('wl-animals01', 'a')],
      madeAt,
    );
    const full = Array.from({ length: MAX_WORD_LISTS }, (_, i) =>
      list(`wl-full${String(i).padStart(4, '0')}`, `L${i}`),
    );
    const preview = previewHandout(
      odd,
      { choices: { openWorlds: [], openStages: [], todayStages: [] }, lists: full },
      known,
    );
    expect(preview.unknownStages).toEqual(['z9.future-1']);
    expect(preview.choices.todayStages).toEqual(['month']);
    expect(preview.tooManyLists).toBe(true);
  });
});
