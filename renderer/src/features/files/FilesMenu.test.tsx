// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Band } from '../../../../core/bank/bankEntry';
import type {
  AppSnapshot,
  DashboardPupilDetail,
  KotobaApi,
  Profile,
  Result,
  WordListPreview,
} from '../../../../core/contract';
import { parseProgressBackup } from '../../../../core/progress/progressBackup';
import { rejectionCounts } from '../../../../tests/support/core/wordlists/samplePreview';
import {
  attemptAt,
  fakeWebHost,
  fileOfSize,
  pickedFile,
  progressWith,
} from '../../../../tests/support/renderer/features/files/fakeWebHost';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import type { LoadedBand } from '../../data/bank/loadBand';
import { createLocalStoragePlatform } from '../../platform';
import { saveFile } from '../../platform/web/files';
import { setWebHost } from '../../platform/web/webHost';
import { loadPersistedState, makeStore } from '../../store';
import { WordListPreviewDialog } from '../classroom/WordListPreviewDialog';
import { TitleOverlay } from '../title/TitleOverlay';
import { backupFileFor } from './backupFile';
import { FilesMenu } from './FilesMenu';
import { reloadPage } from './pageReload';

vi.mock('../../platform/web/files', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../platform/web/files')>()),
  saveFile: vi.fn(),
}));
vi.mock('./pageReload', () => ({ reloadPage: vi.fn() }));

const NOW = new Date('2026-11-20T08:30:00.000Z');
const saved = vi.mocked(saveFile);

/** The progress stored before anything is restored: level 4, one stage won. */
const STORED = progressWith(4, [attemptAt('2026-11-19T10:00:00.000Z')]);
/** The progress in the backup file: level 9, two stages won. */
const BACKED_UP = progressWith(9, [
  attemptAt('2026-10-01T10:00:00.000Z'),
  attemptAt('2026-10-02T10:00:00.000Z', true, 'week'),
]);

function backupText(snapshot: AppSnapshot): string {
  return backupFileFor(snapshot, new Date('2026-10-03T09:00:00.000Z')).content as string;
}

/** The game booted on a local platform holding {@link STORED}, with the web host installed. */
async function boot(
  options: { platform?: Partial<KotobaApi>; loadBand?: (band: Band) => Promise<LoadedBand> } = {},
) {
  const local = createLocalStoragePlatform(window.localStorage);
  await local.app.save(STORED);
  const overwrite = vi.fn(local.app.overwrite);
  const platform: KotobaApi = { ...local, app: { ...local.app, overwrite }, ...options.platform };
  const store = makeStore(undefined, {
    timer: false,
    settingsDebounceMs: 0,
    platform: () => platform,
    now: () => NOW,
    ...(options.loadBand ? { loadBand: options.loadBand } : {}),
  });
  await store.dispatch(loadPersistedState());
  return { store, platform, overwrite };
}

function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'ファイル' }));
  return screen.getByRole('dialog', { name: 'ファイル' });
}

function choose(file: File) {
  fireEvent.change(screen.getByTestId('files-picker'), { target: { files: [file] } });
}

describe('the Files menu', () => {
  let host: ReturnType<typeof fakeWebHost>;
  beforeEach(() => {
    window.localStorage.clear();
    saved.mockClear();
    vi.mocked(reloadPage).mockClear();
    host = fakeWebHost();
    setWebHost(host);
  });
  afterEach(() => setWebHost(null));

  it('opens the hand-in dialog from its item, the menu closed', async () => {
    const { store } = await boot();
    renderWithProviders(<FilesMenu />, { store });
    fireEvent.click(within(openMenu()).getByRole('button', { name: 'ていしゅつ用ファイルを つくる' }));
    await waitFor(() =>
      expect(Array.from(document.querySelectorAll('dialog[open] h2'), (h) => h.textContent)).toEqual([
        'ていしゅつ用ファイルを つくる',
      ]),
    );
  });

  it('is not there in the desktop app, whose files are in the native File menu', async () => {
    setWebHost(null);
    const { store } = await boot();
    renderWithProviders(<FilesMenu />, { store });
    expect(screen.queryByRole('button', { name: 'ファイル' })).toBeNull();
  });

  it('works from the keyboard: arrows move among the items, Escape closes and the button gets the focus back', async () => {
    const { store } = await boot();
    renderWithProviders(<FilesMenu teacherToken={'t'.repeat(43)} />, { store });
    const button = screen.getByRole('button', { name: 'ファイル' });
    button.focus();
    const dialog = openMenu();
    const items = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.dataset.filesItem !== undefined);
    expect(items.map((b) => b.textContent)).toEqual([
      'バックアップを ほぞんする',
      'バックアップから もどす',
      'ていしゅつ用ファイルを つくる',
      'はいふ用ファイルを ひらく',
      '配布用ファイルを作る',
      '単語リストを読み込む',
      '成績をCSVで保存',
      '単語帳をCSVで保存',
    ]);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(items[7]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[7]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'ファイル' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('on the title, Enter, clicks and keys in the menu never start the game', async () => {
    const { store } = await boot();
    const onStart = vi.fn();
    renderWithProviders(<TitleOverlay onStart={onStart} />, { store });
    const button = screen.getByRole('button', { name: 'ファイル' });
    fireEvent.keyDown(button, { key: 'Enter' });
    const dialog = openMenu();
    fireEvent.keyDown(within(dialog).getAllByRole('button')[0] as Element, { key: ' ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'とじる' }));
    expect(onStart).not.toHaveBeenCalled();
    // Anywhere else the title still starts the game.
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it("shows the teachers' items only with teacher mode's token", async () => {
    const { store } = await boot();
    renderWithProviders(<FilesMenu />, { store });
    const dialog = openMenu();
    expect(within(dialog).queryByRole('button', { name: '単語リストを読み込む' })).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: '先生用' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'バックアップから もどす' })).toBeTruthy();
  });

  it("saves a backup of the stored progress in the desktop's format and notes it for the reminder", async () => {
    const { store } = await boot();
    renderWithProviders(<FilesMenu />, { store });
    const dialog = openMenu();
    fireEvent.click(within(dialog).getByRole('button', { name: 'バックアップを ほぞんする' }));
    await waitFor(() =>
      expect(screen.getByTestId('files-status').textContent).toBe(
        'バックアップを ほぞんしたよ（kotoba-quest-progress-2026-11-20.json）。なくさない ところに とっておいてね。',
      ),
    );
    expect(saved).toHaveBeenCalledTimes(1);
    const file = saved.mock.calls[0]?.[0];
    expect(file?.name).toBe('kotoba-quest-progress-2026-11-20.json');
    expect(file?.type).toBe('application/json');
    const read = parseProgressBackup(new TextEncoder().encode(String(file?.content)));
    expect(read.ok && read.value.snapshot).toEqual(STORED);
    expect(read.ok && read.value.exportedAt).toBe(NOW.toISOString());
    expect(host.noteBackup).toHaveBeenCalledWith(NOW.toISOString());
  });

  it('says so when the progress cannot be read, and saves no file', async () => {
    const { store, platform } = await boot();
    platform.app.load = async () => ({
      ok: false,
      error: { code: 'unavailable', reason: 'ipc.savesUnopened', values: {} },
    });
    renderWithProviders(<FilesMenu />, { store });
    fireEvent.click(within(openMenu()).getByRole('button', { name: 'バックアップを ほぞんする' }));
    await waitFor(() =>
      expect(screen.getByTestId('files-status').textContent).toBe(
        'バックアップを つくれなかったよ：きろくの ファイルを ひらけなかったよ。',
      ),
    );
    expect(saved).not.toHaveBeenCalled();
    expect(host.noteBackup).not.toHaveBeenCalled();
  });

  it('restores from a backup after asking, keeps the restored progress in the store and reloads', async () => {
    const { store, overwrite } = await boot();
    renderWithProviders(<FilesMenu />, { store });
    fireEvent.click(within(openMenu()).getByRole('button', { name: 'バックアップから もどす' }));
    choose(pickedFile(backupText(BACKED_UP), 'kotoba-quest-progress-2026-10-03.json'));
    const question = await screen.findByRole('dialog', { name: 'バックアップから もどす' });
    expect(screen.queryByRole('dialog', { name: 'ファイル' })).toBeNull();
    expect(question.textContent).toContain('いまの きろくを、この ファイルの きろくに おきかえる？');
    expect(screen.getByTestId('files-restore-file').textContent).toContain(
      'kotoba-quest-progress-2026-10-03.json',
    );
    expect(overwrite).not.toHaveBeenCalled();
    fireEvent.click(within(question).getByRole('button', { name: 'おきかえる' }));
    const done = await screen.findByRole('dialog', { name: 'バックアップから もどしたよ' });
    expect(overwrite).toHaveBeenCalledWith(BACKED_UP);
    // From here any save (until the reload) writes the restored progress, never the old one.
    expect(store.getState().level.snapshot).toEqual(BACKED_UP);
    expect(vi.mocked(reloadPage)).not.toHaveBeenCalled();
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    expect(vi.mocked(reloadPage)).toHaveBeenCalledTimes(1);
  });

  it('changes nothing when the player says no', async () => {
    const { store, overwrite } = await boot();
    renderWithProviders(<FilesMenu />, { store });
    fireEvent.click(within(openMenu()).getByRole('button', { name: 'バックアップから もどす' }));
    choose(pickedFile(backupText(BACKED_UP), 'backup.json'));
    const question = await screen.findByRole('dialog', { name: 'バックアップから もどす' });
    fireEvent.click(within(question).getByRole('button', { name: 'やめる' }));
    expect(screen.queryByRole('dialog', { name: 'バックアップから もどす' })).toBeNull();
    expect(overwrite).not.toHaveBeenCalled();
    expect(store.getState().level.snapshot).toEqual(STORED);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ファイル' }));
  });

  const newer = JSON.stringify({ ...JSON.parse(backupText(BACKED_UP)), formatVersion: 99 });
  const broken = JSON.stringify({
    ...JSON.parse(backupText(BACKED_UP)),
    snapshot: { ...BACKED_UP, level: 'nine' },
  });
  const refusals: [string, File, string][] = [
    ['a file over 20 MB', fileOfSize(20 * 1024 * 1024 + 1, 'big.json'), 'ファイルが大きすぎます'],
    [
      'a file that is not text',
      pickedFile(new Uint8Array([0xff, 0xfe, 0x00, 0xd8]), 'x.json'),
      'このファイルは読み込めません',
    ],
    [
      'a cut-off file',
      pickedFile(backupText(BACKED_UP).slice(0, 60), 'cut.json'),
      'このファイルは読み込めません',
    ],
    [
      'another program’s file',
      pickedFile('{"app":"other"}', 'other.json'),
      'ことばクエストの進み具合のファイルではありません',
    ],
    ['a file of a newer version', pickedFile(newer, 'newer.json'), '新しいバージョン'],
    ['progress that is not valid', pickedFile(broken, 'broken.json'), '進み具合が正しくない'],
  ];
  it.each(refusals)(
    'refuses %s with the desktop’s words and overwrites nothing',
    async (_name, file, words) => {
      const { store, overwrite, platform } = await boot();
      renderWithProviders(<FilesMenu />, { store });
      fireEvent.click(within(openMenu()).getByRole('button', { name: 'バックアップから もどす' }));
      choose(file);
      const refused = await screen.findByTestId('files-restore-refused');
      expect(refused.textContent).toContain(words);
      expect(refused.textContent).toContain('いまの進み具合はそのままです。');
      expect(screen.queryByRole('button', { name: 'おきかえる' })).toBeNull();
      expect(overwrite).not.toHaveBeenCalled();
      expect(store.getState().level.snapshot).toEqual(STORED);
      const stored = await platform.app.load();
      expect(stored.ok && stored.value.snapshot).toEqual(STORED);
    },
  );

  it('says why when the browser refuses to store the restored progress, and keeps the old', async () => {
    const { store, platform } = await boot();
    platform.app.overwrite = async () => ({
      ok: false,
      error: { code: 'write-failed', reason: 'save.diskFull', values: {} },
    });
    renderWithProviders(<FilesMenu />, { store });
    fireEvent.click(within(openMenu()).getByRole('button', { name: 'バックアップから もどす' }));
    choose(pickedFile(backupText(BACKED_UP), 'backup.json'));
    fireEvent.click(await screen.findByRole('button', { name: 'おきかえる' }));
    const refused = await screen.findByTestId('files-restore-refused');
    expect(refused.textContent).toContain('まえの きろくは のこっているよ');
    expect(store.getState().level.snapshot).toEqual(STORED);
    expect(vi.mocked(reloadPage)).not.toHaveBeenCalled();
  });

  it('does nothing when the picker is closed without a file', async () => {
    const { store, overwrite } = await boot();
    renderWithProviders(<FilesMenu />, { store });
    const dialog = openMenu();
    fireEvent.click(within(dialog).getByRole('button', { name: 'バックアップから もどす' }));
    fireEvent(screen.getByTestId('files-picker'), new Event('cancel'));
    await waitFor(() => expect(screen.getByTestId('files-status').textContent).toBe(''));
    expect(screen.getByRole('dialog', { name: 'ファイル' })).toBeTruthy();
    expect(overwrite).not.toHaveBeenCalled();
  });
  it('frees its items when the menu is closed while a picker never answered', async () => {
    const { store } = await boot();
    renderWithProviders(<FilesMenu />, { store });
    const item = within(openMenu()).getByRole('button', { name: 'バックアップから もどす' });
    fireEvent.click(item);
    expect(item.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(item, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'ファイル' })).toBeNull();
    const again = openMenu();
    await waitFor(() =>
      expect(
        within(again).getByRole('button', { name: 'バックアップから もどす' }).getAttribute('aria-disabled'),
      ).toBeNull(),
    );
  });
});

describe("the teachers' files", () => {
  const TOKEN = 'k'.repeat(43);
  const preview: WordListPreview = {
    id: 'pv-abcdef',
    title: 'Unit 5',
    fileName: 'Unit 5.csv',
    encoding: 'utf-8',
    delimiter: 'comma',
    accepted: [{ line: 2, en: 'apple', ja: 'りんご' }],
    rejected: [],
    rejectedCounts: rejectionCounts({}),
  };

  beforeEach(() => {
    window.localStorage.clear();
    saved.mockClear();
  });
  afterEach(() => setWebHost(null));

  it('imports a word list through the web host and shows its preview for the teacher to confirm', async () => {
    const host = fakeWebHost({ wordList: { ok: true, value: preview } });
    setWebHost(host);
    const { store } = await boot();
    renderWithProviders(
      <>
        <FilesMenu teacherToken={TOKEN} />
        <WordListPreviewDialog />
      </>,
      { store },
    );
    fireEvent.click(within(openMenu()).getByRole('button', { name: '単語リストを読み込む' }));
    choose(pickedFile('en,ja\napple,りんご\n', 'Unit 5.csv'));
    const dialog = await screen.findByRole('dialog', { name: 'たんごリストの かくにん' });
    expect(screen.getByTestId('wordlist-accepted').textContent).toContain('appleりんご');
    const [name, bytes] = host.importWordList.mock.calls[0] ?? [];
    expect(name).toBe('Unit 5.csv');
    expect(new TextDecoder().decode(bytes)).toBe('en,ja\napple,りんご\n');
    expect(store.getState().wordLists.preview?.id).toBe('pv-abcdef');
    expect(dialog).toBeTruthy();
  });

  it('says why a word list was refused, and shows no preview', async () => {
    const host = fakeWebHost();
    setWebHost(host);
    const { store } = await boot();
    renderWithProviders(<FilesMenu teacherToken={TOKEN} />, { store });
    fireEvent.click(within(openMenu()).getByRole('button', { name: '単語リストを読み込む' }));
    choose(pickedFile('nothing', 'empty.csv'));
    await waitFor(() =>
      expect(screen.getByTestId('files-status').textContent).toBe(
        'できませんでした：つかえる ぎょうが ないので、リストは ほぞんしていません。',
      ),
    );
    expect(store.getState().wordLists.preview).toBeNull();
  });

  it('refuses a word-list file over the limit before reading it', async () => {
    const host = fakeWebHost();
    setWebHost(host);
    const { store } = await boot();
    renderWithProviders(<FilesMenu teacherToken={TOKEN} />, { store });
    fireEvent.click(within(openMenu()).getByRole('button', { name: '単語リストを読み込む' }));
    choose(fileOfSize(3 * 1024 * 1024, 'huge.csv'));
    await waitFor(() =>
      expect(screen.getByTestId('files-status').textContent).toBe(
        'できませんでした：ファイルが大きすぎます。',
      ),
    );
    expect(host.importWordList).not.toHaveBeenCalled();
  });

  it("saves every player's results as the desktop's CSV, read with the token, leaving out a record that cannot be read", async () => {
    setWebHost(fakeWebHost());
    const profiles: Profile[] = [
      { id: 'p-aoi', name: 'あおい', avatar: 'hero', createdAt: '2026-04-01T00:00:00.000Z' },
      { id: 'p-ken', name: 'けん', avatar: 'month-slime', createdAt: '2026-04-01T00:00:00.000Z' },
      { id: 'p-mio', name: 'みお', avatar: 'number-bat', createdAt: '2026-04-01T00:00:00.000Z' },
    ];
    const pupil = vi.fn(async ({ token, playerId }: { token: string; playerId: string }) => {
      if (token !== TOKEN) throw new Error('wrong token');
      const profile = profiles.find((p) => p.id === playerId) as Profile;
      if (playerId === 'p-mio')
        return {
          ok: false,
          error: { code: 'unavailable', reason: 'dashboard.pupilUnreadable', values: { name: 'みお' } },
        } as Result<DashboardPupilDetail>;
      const history =
        playerId === 'p-aoi'
          ? [
              attemptAt('2026-11-02T01:00:00.000Z', true, 'wl-0a1b2c'),
              attemptAt('2026-11-01T01:00:00.000Z', false),
            ]
          : [attemptAt('2026-11-03T01:00:00.000Z')];
      return {
        ok: true,
        value: {
          id: profile.id,
          name: profile.name,
          avatar: profile.avatar,
          snapshot: progressWith(2, history),
        },
      } as Result<DashboardPupilDetail>;
    });
    const { store } = await boot({
      platform: {
        profiles: {
          list: async () => ({ ok: true, value: { profiles, activeId: 'p-aoi' } }),
        } as KotobaApi['profiles'],
        dashboard: { pupil } as unknown as KotobaApi['dashboard'],
        wordLists: {
          list: async () => ({
            ok: true,
            value: [{ id: 'wl-0a1b2c', title: 'Unit 3', createdAt: '2026-04-10T09:00:00.000Z', items: [] }],
          }),
        } as unknown as KotobaApi['wordLists'],
      },
    });
    renderWithProviders(<FilesMenu teacherToken={TOKEN} />, { store });
    fireEvent.click(within(openMenu()).getByRole('button', { name: '成績をCSVで保存' }));
    await waitFor(() =>
      expect(screen.getByTestId('files-status').textContent).toBe(
        '成績を保存しました（kotoba-quest-results-2026-11-20.csv、3 行）。 1 人の記録は読めなかったため、入っていません。',
      ),
    );
    const file = saved.mock.calls[0]?.[0];
    expect(file?.name).toBe('kotoba-quest-results-2026-11-20.csv');
    const lines = String(file?.content)
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'profile,date,stage,mode,victory,accuracy (%),keys per minute,time (s),rank,missed words',
    );
    expect(
      lines.slice(1).map((line) =>
        line
          .split(',')
          .slice(0, 5)
          .filter((_, i) => i !== 1)
          .join(','),
      ),
    ).toEqual(['あおい,month,battle,no', 'あおい,Unit 3,battle,yes', 'けん,month,battle,yes']);
    expect(pupil).toHaveBeenCalledTimes(3);
  });

  it('stops and says so when teacher mode closed meanwhile', async () => {
    setWebHost(fakeWebHost());
    const { store } = await boot({
      platform: {
        profiles: {
          list: async () => ({
            ok: true,
            value: {
              profiles: [
                { id: 'p-aoi', name: 'あおい', avatar: 'hero', createdAt: '2026-04-01T00:00:00.000Z' },
              ],
              activeId: 'p-aoi',
            },
          }),
        } as KotobaApi['profiles'],
        dashboard: {
          pupil: async () => ({
            ok: false,
            error: { code: 'not-unlocked', reason: 'teacher.locked', values: {} },
          }),
        } as unknown as KotobaApi['dashboard'],
      },
    });
    renderWithProviders(<FilesMenu teacherToken={TOKEN} />, { store });
    fireEvent.click(within(openMenu()).getByRole('button', { name: '成績をCSVで保存' }));
    await waitFor(() =>
      expect(screen.getByTestId('files-status').textContent).toBe(
        'できませんでした：先生モードが閉じています。暗証番号をもう一度入力してください。',
      ),
    );
    expect(saved).not.toHaveBeenCalled();
  });

  it("saves the whole word bank from every school year's chunk as the import reads it back", async () => {
    setWebHost(fakeWebHost());
    const loaded: Band[] = [];
    const entry = (band: Band, slug: string, pos: 'noun' | 'sentence', en: string, ja: string) => ({
      id: `${band}.${slug}`,
      en,
      ja,
      pos,
      band,
      theme: 'animals',
      ...(pos === 'sentence' ? { grammar: 'be-verb' } : {}),
    });
    const loadBand = async (band: Band): Promise<LoadedBand> => {
      loaded.push(band);
      const entries =
        band === 'e34'
          ? [entry('e34', 'dog', 'noun', 'dog', 'いぬ'), entry('e34', 'cat', 'noun', 'cat', 'ねこ')]
          : [];
      return { band, entries: entries as LoadedBand['entries'], stages: [] };
    };
    const { store } = await boot({ loadBand });
    renderWithProviders(<FilesMenu teacherToken={TOKEN} />, { store });
    fireEvent.click(within(openMenu()).getByRole('button', { name: '単語帳をCSVで保存' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect([...loaded].sort()).toEqual(['e34', 'e56', 'j1', 'j2', 'j3']);
    const file = saved.mock.calls[0]?.[0];
    expect(file?.name).toBe('kotoba-quest-word-bank-ja.csv');
    const lines = String(file?.content)
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('英語,日本語,学年,ステージ,品詞,ステージID');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      'dog,いぬ',
      'cat,ねこ',
    ]);
    expect(screen.getByTestId('files-status').textContent).toContain(
      '単語帳を保存しました（kotoba-quest-word-bank-ja.csv、2 語）',
    );
  });
});
