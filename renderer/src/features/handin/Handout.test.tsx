// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ok,
  type Result,
  type TeacherChoices,
  type TeacherSettings,
  type WordList,
} from '../../../../core/contract';
import { handinText, handoutText, makeHandin, makeHandout, parseHandout } from '../../../../core/handin';
import { utf8Bytes } from '../../../../core/web/webStandard';
import { backupEnvelope } from '../../../../tests/support/core/progress/backupEnvelope';
import { playedSnapshot } from '../../../../tests/support/core/progress/playedSnapshot';
import {
  handinPlatform,
  oneStageBand,
} from '../../../../tests/support/renderer/features/handin/handinPlatform';
import { renderWithProviders } from '../../../../tests/support/renderer/renderWithProviders';
import type { SavedFile } from '../../platform/web/files';
import { setWebHost, type WebHost } from '../../platform/web/webHost';
import { makeStore } from '../../store';
import { HandoutMakeDialog } from './HandoutMakeDialog';
import { HandoutOpenDialog } from './HandoutOpenDialog';

const madeAt = new Date(2026, 10, 29, 9, 0);
const list = (id: string, title: string, words: number): WordList => ({
  id,
  title,
  createdAt: '2026-11-01T00:00:00.000Z',
  items: Array.from({ length: words }, (_, i) => ({ en: `word${i}`, ja: `ことば${i}` })),
});
const teacherChoices: TeacherChoices = {
  openWorlds: ['e34'],
  openStages: ['e34.colours-1'],
  todayStages: ['wl-animals01', 'month'],
};
const teacherLists = [list('wl-animals01', 'どうぶつ', 12), list('wl-fruit0001', 'くだもの', 8)];

/** A picked file; jsdom's File cannot read itself, so it answers its bytes as a browser's does. */
function fakeFile(text: string, name: string): File {
  const file = new File([text], name, { type: 'application/json' });
  const bytes = new TextEncoder().encode(text);
  return Object.assign(file, { arrayBuffer: async () => bytes.buffer.slice(0) });
}

/** A web host that records what it is asked to apply and answers it as saved. */
function fakeHost() {
  const apply = vi.fn(
    async (
      choices: TeacherChoices,
      lists: readonly WordList[],
    ): Promise<Result<{ settings: TeacherSettings; lists: WordList[] }>> =>
      ok({ settings: { version: 1, ...choices, updatedAt: madeAt.toISOString() }, lists: [...lists] }),
  );
  const host: WebHost = {
    startState: async () => 'kept',
    storage: async () => ({ persisted: true, usageBytes: 0, quotaBytes: 0 }),
    requestPersistence: async () => true,
    importWordList: async () => {
      throw new Error('not used');
    },
    lastBackupAt: async () => null,
    noteBackup: async () => {},
    applyTeacherChoices: apply,
  };
  return { host, apply };
}

function pupilDevice() {
  const platform = handinPlatform({
    choices: { openWorlds: ['j1'], openStages: [], todayStages: [] },
    lists: [list('wl-fruit0001', 'くだもの（まえの）', 5)],
  });
  const store = makeStore(undefined, { timer: false, platform: () => platform, loadBand: oneStageBand });
  renderWithProviders(<HandoutOpenDialog open onClose={() => {}} />, { store });
  return store;
}

const pick = (file: File) =>
  fireEvent.change(screen.getByTestId('handout-file'), { target: { files: [file] } });

/** Waits on state, not on time: generous for a loaded machine. */
const SLOW = { timeout: 15_000 };

describe('opening a hand-out on a pupil’s device', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => setWebHost(null));

  it('previews what it opens and which lists it adds or replaces, then applies it', {
    timeout: 60_000,
  }, async () => {
    const { host, apply } = fakeHost();
    setWebHost(host);
    const store = pupilDevice();
    const handout = makeHandout(
      '2学期の ことば',
      { ...teacherChoices, openStages: ['e34.colours-1', 'zz.future-9'] },
      teacherLists,
      madeAt,
    );
    pick(fakeFile(handoutText(handout), 'kotoba-handout-20261129.json'));

    const preview = await screen.findByTestId('handout-preview', {}, SLOW);
    const lines = within(preview)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines[0]).toMatch(/^ひらく ワールド：.+/);
    expect(lines).toContain('ひらく ステージ：1こ（あたらしく 1こ）');
    expect(lines).toContain('きょうの ステージ：2こ');
    expect(lines.some((line) => line?.startsWith('とじる ワールド：'))).toBe(true);
    const listLines = within(screen.getByTestId('handout-lists')).getAllByRole('listitem');
    expect(listLines.map((item) => [item.getAttribute('data-action'), item.textContent])).toEqual([
      ['add', '「どうぶつ」（12ご）が ふえるよ'],
      ['replace', '「くだもの」（8ご）が あたらしく なるよ'],
    ]);
    expect(screen.queryByText('この ゲームが しらない ステージ 1こは ひらかないよ。')).not.toBeNull();
    expect(apply).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('handout-apply'));
    await screen.findByTestId('handout-applied', {}, SLOW);
    expect(apply).toHaveBeenCalledWith(
      { openWorlds: ['e34'], openStages: ['e34.colours-1'], todayStages: ['wl-animals01', 'month'] },
      teacherLists,
    );
    expect(store.getState().teacher.choices).toEqual({
      openWorlds: ['e34'],
      openStages: ['e34.colours-1'],
      todayStages: ['wl-animals01', 'month'],
    });
    expect(store.getState().wordLists.lists.map((l) => l.id)).toEqual(['wl-animals01', 'wl-fruit0001']);
  });

  it('names a damaged or wrong file and changes nothing', { timeout: 60_000 }, async () => {
    const { host, apply } = fakeHost();
    setWebHost(host);
    const store = pupilDevice();
    const before = store.getState().teacher.choices;
    const handin = makeHandin(
      { playerId: 'p-hanako01', name: 'はなこ', className: '3年2組' },
      playedSnapshot(),
      madeAt,
    );
    const wrong: [string, string][] = [
      [
        backupEnvelope(playedSnapshot()),
        'これは バックアップの ファイルだよ。はいふ用ファイルを えらんでね。',
      ],
      [handinText(handin), 'これは ていしゅつ用ファイルだよ。はいふ用ファイルを えらんでね。'],
      ['{"broken": ', 'ファイルが こわれているか、ちがう ファイルだよ。'],
      [
        handoutText({
          ...makeHandout('x', teacherChoices, [], madeAt),
          choices: { ...teacherChoices, openWorlds: ['all'] },
        } as never),
        'ファイルの なかみが ただしくないよ。せんせいに しらせてね。',
      ],
    ];
    for (const [text, message] of wrong) {
      pick(fakeFile(text, 'file.json'));
      const refused = await screen.findByTestId('handout-refused', {}, SLOW);
      await waitFor(() => expect(refused.textContent).toContain(message), SLOW);
      expect(refused.textContent).toContain('いまの せっていは そのままだよ。');
    }
    expect(apply).not.toHaveBeenCalled();
    expect(store.getState().teacher.choices).toBe(before);
  });

  it('is not offered to apply where there is no web host (the desktop app has teacher mode)', {
    timeout: 60_000,
  }, () => {
    pupilDevice();
    expect(screen.getByText('この パソコンでは つかえないよ。せんせいが せっていしてね。')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'ファイルを えらぶ' })).toBeNull();
  });
});

describe('making a hand-out in teacher mode', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllEnvs());

  it('saves the saved choices and the word lists under the teacher’s title', {
    timeout: 60_000,
  }, async () => {
    vi.stubEnv('KOTOBA_APP_VERSION', '0.1.0');
    const platform = handinPlatform({ choices: teacherChoices, lists: teacherLists });
    const store = makeStore(undefined, { timer: false, platform: () => platform, now: () => madeAt });
    const save = vi.fn<(file: SavedFile) => void>();
    renderWithProviders(<HandoutMakeDialog open onClose={() => {}} save={save} />, { store });

    const summary = await screen.findByTestId('handout-summary', {}, SLOW);
    expect(summary.textContent).toBe('ワールド 1・ステージ 1・今日のステージ 2・単語リスト 2');
    fireEvent.change(screen.getByTestId('handout-title'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('handout-save'));
    expect(screen.queryByText('題名を 1～40 文字で入力してください。')).not.toBeNull();
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('handout-title'), { target: { value: '11月の単語' } });
    fireEvent.click(screen.getByTestId('handout-save'));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1), SLOW);
    const file = save.mock.calls[0]?.[0];
    expect(file?.name).toBe('kotoba-handout-20261129.json');
    const read = parseHandout(utf8Bytes(String(file?.content)));
    expect(read.ok && read.value).toMatchObject({
      title: '11月の単語',
      appVersion: '0.1.0',
      choices: teacherChoices,
      lists: teacherLists,
    });
    expect(screen.getByTestId('handout-status').textContent).toBe(
      '「kotoba-handout-20261129.json」を保存しました。',
    );
  });
});
