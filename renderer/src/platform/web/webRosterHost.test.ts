import { afterEach, describe, expect, it } from 'vitest';
import type { KotobaApi, Result } from '../../../../core/contract';
import { bytesBase64 } from '../../../../core/roster/base64Bytes';
import { playedSnapshot } from '../../../../tests/support/core/progress/playedSnapshot';
import { makePupils, oneRosterTexts, oneRosterZip } from '../../../../tests/support/core/roster/oneRosterSet';
import { testBrowser } from '../../../../tests/support/renderer/platform/webEdition';
import { setWebHost } from './webHost';

afterEach(() => setWebHost(null));

function answerOf<T>(answer: Result<T>): T {
  if (!answer.ok) throw new Error(`expected ok, got ${JSON.stringify(answer.error)}`);
  return answer.value;
}

async function unlocked(api: KotobaApi): Promise<string> {
  answerOf(await api.teacher!.setPin({ pin: '2468' }));
  const unlock = answerOf(await api.teacher!.unlock({ pin: '2468' }));
  if (!unlock.ok) throw new Error('not unlocked');
  return unlock.token;
}

const zipOf = (year: string, classes: string[], pupils: ReturnType<typeof makePupils>) => [
  {
    name: 'meibo.zip',
    base64: bytesBase64(oneRosterZip(oneRosterTexts({ schoolYear: year, classes, pupils }))),
  },
];

describe('the roster in the web edition', () => {
  it('imports year 1, keeps each pupil and their progress through year 2 and a reload, and undoes', async () => {
    const browser = testBrowser();
    const { api } = browser.start();
    const token = await unlocked(api);
    const year1 = makePupils(4, 2);
    answerOf(
      await api.roster!.apply({ token, files: zipOf('2026', ['1年1組', '1年2組'], year1), classes: null }),
    );
    const first = answerOf(await api.profiles!.list()).profiles;
    expect(first).toHaveLength(5);
    const taro = first.find((p) => p.rosterId === 'u-00001');
    answerOf(await api.profiles!.select(taro?.id ?? ''));
    answerOf(await api.app.save(playedSnapshot()));

    const year2 = year1.slice(0, 3).map((p, i) => ({ ...p, classIndex: 1 - (i % 2), number: i + 1 }));
    const files = zipOf('2027', ['2年1組', '2年2組'], year2);
    const preview = answerOf(await api.roster!.preview({ token, files, classes: null }));
    expect(preview.counts).toEqual({ new: 0, matched: 0, moved: 3, missing: 2 });
    answerOf(await api.roster!.apply({ token, files, classes: null }));

    const reloaded = browser.start().api;
    const after = answerOf(await reloaded.profiles!.list()).profiles;
    expect(after.find((p) => p.id === taro?.id)).toMatchObject({ className: '2年2組', schoolYear: '2027' });
    answerOf(await reloaded.profiles!.select(taro?.id ?? ''));
    expect(answerOf(await reloaded.app.load()).snapshot.history).toEqual(playedSnapshot().history);

    const token2 = await (async () => {
      const unlock = answerOf(await reloaded.teacher!.unlock({ pin: '2468' }));
      return unlock.ok ? unlock.token : '';
    })();
    expect(answerOf(await reloaded.roster!.undo({ token: token2 }))).toEqual({ removed: 0, kept: 0 });
    expect(answerOf(await reloaded.profiles!.list()).profiles.find((p) => p.id === taro?.id)?.className).toBe(
      '1年1組',
    );
  });
});
