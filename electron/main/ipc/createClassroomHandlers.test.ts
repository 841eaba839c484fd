import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BRIDGE } from '../../../core/contract';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { activeSnapshot, createProfileService } from '../profiles/profileService';
import { createWordListService } from '../wordlists/wordListService';
import { type ClassroomHandlers, createClassroomHandlers } from './createClassroomHandlers';
import { createSenderCheck, type FrameLike, type SenderEvent } from './isTrustedSender';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};

function setup() {
  const cwd = makeTempFolder('kotoba-classroom-ipc-');
  folders.push(cwd);
  let n = 0;
  const profiles = createProfileService({
    cwd,
    log: quiet,
    makeId: () => `p-${String(++n).padStart(6, '0')}`,
  });
  profiles.add('Ken', 'hero');
  const wordLists = createWordListService({ cwd, log: quiet });
  const preview = wordLists.preview(new TextEncoder().encode('en,ja\ndog,いぬ\n'), 'unit.csv');
  if (!preview.ok) throw new Error('refused');
  const saved = wordLists.confirm(preview.value.id);
  if (!saved.ok) throw new Error('not saved');
  const pending = wordLists.preview(new TextEncoder().encode('en,ja\ncat,ねこ\n'), 'next.csv');
  if (!pending.ok) throw new Error('refused');
  const handlers = createClassroomHandlers({
    profiles,
    wordLists,
    isTrustedSender: createSenderCheck('app://game'),
    log: quiet,
  });
  const files = () =>
    Object.fromEntries(
      fs
        .readdirSync(cwd, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => [
          path.relative(cwd, path.join(e.parentPath, e.name)),
          fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'),
        ]),
    );
  return { cwd, handlers, profiles, wordLists, files, listId: saved.value.id, previewId: pending.value.id };
}

const mainFrame = (url: string): FrameLike => ({ url, parent: null });
const game: SenderEvent = { senderFrame: mainFrame('app://game/index.html') };
const foreignSenders: [string, SenderEvent][] = [
  ['another origin', { senderFrame: mainFrame('https://evil.example/') }],
  ['the manual', { senderFrame: mainFrame('app://manual/typing-game/manual/') }],
  [
    'a subframe of the game',
    { senderFrame: { url: 'app://game/frame.html', parent: mainFrame('app://game/') } },
  ],
  ['a destroyed frame', { senderFrame: null }],
];

type Setup = ReturnType<typeof setup>;
const P = BRIDGE.profiles;
const W = BRIDGE.wordLists;
/** The channels of the players' and word lists' areas. */
const CHANNELS = [...Object.values(P), ...Object.values(W)];

const validPayloads: Record<keyof ClassroomHandlers, (s: Setup) => unknown> = {
  [P.list]: () => undefined,
  [P.add]: () => ({ name: 'Hanako', avatar: 'colour-ghost' }),
  [P.update]: () => ({ id: 'p-000002', name: 'Kenji', avatar: 'storm-cloud' }),
  [P.remove]: () => 'p-000002',
  [P.select]: () => 'p-000002',
  [W.list]: () => undefined,
  [W.rename]: (s) => ({ id: s.listId, title: 'Unit 4' }),
  [W.remove]: (s) => s.listId,
  [W.confirm]: (s) => s.previewId,
  [W.cancel]: (s) => s.previewId,
};

const malformedPayloads: Record<keyof ClassroomHandlers, [string, (s: Setup) => unknown][]> = {
  [P.list]: [['an object', () => ({ all: true })]],
  [P.add]: [
    ['an empty name', () => ({ name: ' ', avatar: 'hero' })],
    ['an avatar that is not ours', () => ({ name: 'Ken2', avatar: 'https://evil.example/a.png' })],
    ['an extra key', () => ({ name: 'Ken2', avatar: 'hero', admin: true })],
    ['a name with a line break', () => ({ name: 'a\nb', avatar: 'hero' })],
    ['nothing', () => undefined],
  ],
  [P.update]: [
    ['an id that is a path', () => ({ id: '../../etc', name: 'x', avatar: 'hero' })],
    ['a missing avatar', () => ({ id: 'p-000002', name: 'x' })],
    ['a too long name', () => ({ id: 'p-000002', name: 'x'.repeat(21), avatar: 'hero' })],
  ],
  [P.remove]: [
    ['a path', () => '../profiles'],
    ['a number', () => 2],
    ['nothing', () => undefined],
  ],
  [P.select]: [
    ['an object', () => ({ id: 'p-000002' })],
    ['an empty string', () => ''],
  ],
  [W.list]: [['a string', () => 'all']],
  [W.rename]: [
    ['an empty title', (s) => ({ id: s.listId, title: '' })],
    ['a title with a control character', (s) => ({ id: s.listId, title: 'a\u0007b' })],
    ['an id that is a path', () => ({ id: '../x', title: 'x' })],
  ],
  [W.remove]: [
    ['an object', (s) => ({ id: s.listId })],
    ['a path', () => '../../wordlists'],
  ],
  [W.confirm]: [
    ['a whole preview instead of its id', (s) => ({ id: s.previewId, accepted: [{ en: 'x', ja: 'y' }] })],
    ['rows smuggled as an array', () => [{ en: 'evil', ja: 'x' }]],
    ['a list id', (s) => s.listId],
  ],
  [W.cancel]: [
    ['a number', () => 1],
    ['nothing', () => undefined],
  ],
};

describe('classroom IPC handlers', () => {
  it('answer every classroom channel', () => {
    expect(Object.keys(setup().handlers).sort()).toEqual(CHANNELS.sort());
  });

  for (const channel of CHANNELS) {
    for (const [who, event] of foreignSenders) {
      it(`${channel} refuses ${who} and changes nothing`, async () => {
        const s = setup();
        const before = s.files();
        const answer = await s.handlers[channel](event, validPayloads[channel](s));
        expect(answer).toEqual({
          ok: false,
          error: { code: 'forbidden-sender', reason: 'ipc.wrongSender', values: { channel } },
        });
        expect(s.files()).toEqual(before);
        expect(s.profiles.view().activeId).toBe('p-000001');
      });
    }

    for (const [what, payload] of malformedPayloads[channel]) {
      it(`${channel} refuses ${what} as invalid-payload and writes nothing`, async () => {
        const s = setup();
        const before = s.files();
        const answer = await s.handlers[channel](game, payload(s));
        expect(answer.ok).toBe(false);
        if (!answer.ok) expect(answer.error.code).toBe('invalid-payload');
        expect(s.files()).toEqual(before);
      });
    }

    it(`${channel} answers the game's main frame`, async () => {
      const s = setup();
      const answer = await s.handlers[channel](game, validPayloads[channel](s));
      expect(answer.ok).toBe(true);
    });
  }

  it('profiles:select switches the progress the other channels read and write', async () => {
    const s = setup();
    const progress = activeSnapshot(s.profiles);
    progress.save({ ...progress.load().snapshot, level: 6 });
    await s.handlers[P.select](game, 'p-000002');
    expect(progress.load().snapshot.level).toBe(1);
    await s.handlers[P.select](game, 'p-000001');
    expect(progress.load().snapshot.level).toBe(6);
  });

  it('wordlists:confirm saves only what main parsed, once', async () => {
    const s = setup();
    const first = await s.handlers[W.confirm](game, s.previewId);
    expect(first.ok && first.value.items).toEqual([{ en: 'cat', ja: 'ねこ' }]);
    const again = await s.handlers[W.confirm](game, s.previewId);
    expect(again.ok).toBe(false);
    const lists = await s.handlers[W.list](game);
    expect(lists.ok && lists.value.map((l) => l.title)).toEqual(['unit', 'next']);
  });
});
