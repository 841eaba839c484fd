import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_WORD_LISTS } from '../../../core/contract/wordlists';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { createWordListService } from './wordListService';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};
const now = () => new Date('2026-04-10T09:00:00.000Z');

function setup() {
  const cwd = makeTempFolder('kotoba-wordlists-');
  folders.push(cwd);
  let n = 0;
  const service = createWordListService({
    cwd,
    log: quiet,
    now,
    makeId: (prefix) => `${prefix}-${String(++n).padStart(6, '0')}`,
  });
  const onDisk = () => JSON.parse(fs.readFileSync(path.join(cwd, 'wordlists.json'), 'utf8'));
  return { cwd, service, onDisk };
}

const csv = (text: string) => new TextEncoder().encode(text);
const unit3 = csv('en,ja\ndog,いぬ\ncat,ねこ\n,からっぽ\n');

describe('word list service over electron-store', () => {
  it('saves nothing while a preview waits, and saves only the accepted rows once confirmed', () => {
    const { service, onDisk } = setup();
    const preview = service.preview(unit3, 'Unit 3.csv');
    if (!preview.ok) throw new Error(preview.detail);
    expect(preview.value.accepted).toHaveLength(2);
    expect(preview.value.rejected).toHaveLength(1);
    expect(onDisk()).toEqual({ version: 1, lists: [] });
    expect(service.list()).toEqual([]);

    const saved = service.confirm(preview.value.id);
    const expected = {
      id: 'wl-000002',
      title: 'Unit 3',
      createdAt: '2026-04-10T09:00:00.000Z',
      items: [
        { en: 'dog', ja: 'いぬ' },
        { en: 'cat', ja: 'ねこ' },
      ],
    };
    expect(saved).toEqual({ ok: true, value: expected });
    expect(onDisk()).toEqual({ version: 1, lists: [expected] });
    // The same preview cannot be saved twice.
    expect(service.confirm(preview.value.id).ok).toBe(false);
    expect(onDisk().lists).toHaveLength(1);
  });

  it('a cancelled preview is forgotten and can no longer be confirmed', () => {
    const { service, onDisk } = setup();
    const preview = service.preview(unit3, 'unit3.csv');
    if (!preview.ok) throw new Error(preview.detail);
    expect(service.cancel(preview.value.id)).toBe(true);
    const answer = service.confirm(preview.value.id);
    expect(answer.ok === false && answer.error.reason).toBe('wordList.previewClosed');
    expect(onDisk().lists).toEqual([]);
  });

  it('refuses to save a preview without one usable row', () => {
    const { service, onDisk } = setup();
    const preview = service.preview(csv('en,ja\n,いぬ\n'), 'bad.csv');
    if (!preview.ok) throw new Error(preview.detail);
    expect(service.confirm(preview.value.id).ok).toBe(false);
    expect(onDisk().lists).toEqual([]);
  });

  it('refuses a whole file that is not a word list, and keeps no preview', () => {
    const { service } = setup();
    const answer = service.preview(csv('name,score\nKen,10\n'), 'scores.csv');
    expect(answer.ok === false && answer.refusal).toBe('no-header');
  });

  it('renames and removes lists, and the next start reads the change back', () => {
    const { cwd, service } = setup();
    const a = service.preview(unit3, 'a.csv');
    const b = service.preview(csv('en,ja\nred,あか\n'), 'b.csv');
    if (!a.ok || !b.ok) throw new Error('refused');
    const first = service.confirm(a.value.id);
    const second = service.confirm(b.value.id);
    if (!first.ok || !second.ok) throw new Error('not saved');
    expect(service.rename(first.value.id, '  3年 Unit 3  ')).toMatchObject({
      ok: true,
      value: { title: '3年 Unit 3' },
    });
    expect(service.remove(second.value.id)).toMatchObject({ ok: true, value: [{ id: first.value.id }] });
    const reopened = createWordListService({ cwd, log: quiet });
    expect(reopened.list().map((list) => [list.id, list.title])).toEqual([[first.value.id, '3年 Unit 3']]);
  });

  it('refuses empty or over-long titles, control characters and unknown ids, changing nothing', () => {
    const { service, onDisk } = setup();
    const a = service.preview(unit3, 'a.csv');
    if (!a.ok) throw new Error('refused');
    const saved = service.confirm(a.value.id);
    if (!saved.ok) throw new Error('not saved');
    const before = onDisk();
    expect(service.rename(saved.value.id, '   ').ok).toBe(false);
    expect(service.rename(saved.value.id, 'x'.repeat(41)).ok).toBe(false);
    expect(service.rename(saved.value.id, 'a\nb').ok).toBe(false);
    expect(service.rename('wl-999999', 'new').ok).toBe(false);
    expect(service.remove('wl-999999').ok).toBe(false);
    expect(onDisk()).toEqual(before);
  });

  it(`keeps at most ${MAX_WORD_LISTS} lists`, () => {
    const { service, onDisk } = setup();
    for (let i = 0; i < MAX_WORD_LISTS; i++) {
      const p = service.preview(unit3, `list${i}.csv`);
      if (!p.ok) throw new Error('refused');
      expect(service.confirm(p.value.id).ok).toBe(true);
    }
    const extra = service.preview(unit3, 'one-more.csv');
    if (!extra.ok) throw new Error('refused');
    const answer = service.confirm(extra.value.id);
    expect(answer.ok === false && answer.error).toEqual({
      code: 'invalid-payload',
      reason: 'wordList.limit',
      values: { limit: MAX_WORD_LISTS },
    });
    expect(onDisk().lists).toHaveLength(MAX_WORD_LISTS);
  });

  it('moves a damaged wordlists.json aside and starts with no lists', () => {
    const { cwd } = setup();
    fs.writeFileSync(path.join(cwd, 'wordlists.json'), '{"version":1,"lists":[{"id":"../x"}]}');
    const service = createWordListService({ cwd, log: quiet, now });
    expect(service.list()).toEqual([]);
    expect(fs.existsSync(path.join(cwd, 'wordlists.json.corrupt-2026-04-10T09-00-00-000Z'))).toBe(true);
  });
});

/** A computer with three saved lists (unit1: 2 words, unit2: 3 words, unit3: 1 word) and the healthy file's text. */
function threeLists() {
  const { cwd, service } = setup();
  for (const [name, text] of [
    ['unit1.csv', 'en,ja\ndog,いぬ\ncat,ねこ\n'],
    ['unit2.csv', 'en,ja\nred,あか\nblue,あお\ngreen,みどり\n'],
    ['unit3.csv', 'en,ja\nMonday,げつようび\n'],
  ] as const) {
    const preview = service.preview(csv(text), name);
    if (!preview.ok || !service.confirm(preview.value.id).ok) throw new Error(`could not save ${name}`);
  }
  return { cwd, good: fs.readFileSync(path.join(cwd, 'wordlists.json'), 'utf8') };
}

const keptAs = 'wordlists.json.corrupt-2026-04-10T09-00-00-000Z';

/** Each kind of damage: the file's content, then the lists (title: word count) found again and how many are lost. */
const listDamage: [string, (good: string) => string | Buffer, Record<string, number>, number][] = [
  ['cut short in the third list', (good) => good.slice(0, good.indexOf('Monday')), { unit1: 2, unit2: 3 }, 1],
  ['empty', () => '', {}, 0],
  ['garbage bytes', () => Buffer.from([0xff, 0xfe, 0x7b, 0x22, 0x00, 0x9c]), {}, 0],
  ['zeros where the text was', (good) => Buffer.alloc(good.length), {}, 0],
  ['an array', () => '[]', {}, 0],
  ['null', () => 'null', {}, 0],
  ['an object of another program', () => '{"hello":"world"}', {}, 0],
  [
    'written by a newer version',
    (good) => good.replace(/"version":\s*1/, '"version": 2'),
    { unit1: 2, unit2: 3, unit3: 1 },
    0,
  ],
  [
    'one word that is no longer valid',
    (good) => good.replace('"blue"', '"blue\\u00e9"'),
    { unit1: 2, unit2: 2, unit3: 1 },
    0,
  ],
  [
    'one list whose title is broken',
    (good) => good.replace('"unit2"', '"unit\\u00002"'),
    { unit1: 2, unit3: 1 },
    1,
  ],
  ['followed by garbage', (good) => `${good}\u0000\u0000{{garbage`, { unit1: 2, unit2: 3, unit3: 1 }, 0],
  [
    '50 MB (the good text and zeros)',
    (good) => Buffer.concat([Buffer.from(good), Buffer.alloc(50 * 1024 * 1024)]),
    { unit1: 2, unit2: 3, unit3: 1 },
    0,
  ],
];

describe('a damaged wordlists.json: every list that can be read is kept, the teacher is told', () => {
  for (const [what, make, lists, lost] of listDamage) {
    it(`${what}: recovers ${Object.keys(lists).length} list(s), ${lost} lost, keeps the bad file, reports it`, () => {
      const { cwd, good } = threeLists();
      const bad = make(good);
      fs.writeFileSync(path.join(cwd, 'wordlists.json'), bad);
      const service = createWordListService({ cwd, log: quiet, now });
      expect(Object.fromEntries(service.list().map((list) => [list.title, list.items.length]))).toEqual(
        lists,
      );
      expect(service.notices()).toEqual([
        {
          file: 'wordlists',
          movedTo: path.join(cwd, keptAs),
          recovered: Object.keys(lists).length,
          renamed: 0,
          lost,
        },
      ]);
      expect(fs.readFileSync(path.join(cwd, keptAs)).equals(Buffer.from(bad))).toBe(true);
      const again = createWordListService({ cwd, log: quiet, now });
      expect(again.list().map((list) => list.title)).toEqual(Object.keys(lists));
      expect(again.notices()).toEqual([]);
    });
  }

  it('an unreadable wordlists.json (a folder in its place) is left alone and the teacher is told', () => {
    const { cwd } = threeLists();
    fs.rmSync(path.join(cwd, 'wordlists.json'));
    fs.mkdirSync(path.join(cwd, 'wordlists.json'));
    const service = createWordListService({ cwd, log: quiet, now });
    expect(service.list()).toEqual([]);
    expect(service.notices()).toEqual([
      { file: 'wordlists', movedTo: null, recovered: 0, renamed: 0, lost: 0 },
    ]);
    expect(fs.statSync(path.join(cwd, 'wordlists.json')).isDirectory()).toBe(true);
  });

  it('a damaged wordlists.json that cannot be moved aside stays in place; the readable lists are kept and the teacher is told', () => {
    const { cwd, good } = threeLists();
    const bad = good.slice(0, good.indexOf('Monday'));
    fs.writeFileSync(path.join(cwd, 'wordlists.json'), bad);
    fs.mkdirSync(path.join(cwd, keptAs, 'inside'), { recursive: true });
    const service = createWordListService({ cwd, log: quiet, now });
    expect(service.list().map((list) => list.title)).toEqual(['unit1', 'unit2']);
    expect(service.notices()).toEqual([
      { file: 'wordlists', movedTo: null, recovered: 2, renamed: 0, lost: 1 },
    ]);
    expect(fs.readFileSync(path.join(cwd, 'wordlists.json'), 'utf8')).toBe(bad);
  });

  it('a byte-order mark before valid JSON (Notepad) is no damage: every list, nothing moved or reported', () => {
    const { cwd, good } = threeLists();
    fs.writeFileSync(path.join(cwd, 'wordlists.json'), `\uFEFF${good}`);
    const service = createWordListService({ cwd, log: quiet, now });
    expect(service.list().map((list) => list.title)).toEqual(['unit1', 'unit2', 'unit3']);
    expect(service.notices()).toEqual([]);
    expect(fs.existsSync(path.join(cwd, keptAs))).toBe(false);
  });
});
