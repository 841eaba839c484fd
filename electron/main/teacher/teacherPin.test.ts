import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_LOCK_MS, MAX_LOCK_MS, MAX_WRONG_TRIES } from '../../../core/contract';
import { TEACHER_PIN_FILE } from '../../../core/teacher/teacherPinFile';
import { lockDurationMs, TOKEN_IDLE_MS } from '../../../core/teacher/teacherPinKeeper';
import { fsError, makeTempFolder, standInFs } from '../../../tests/support/electron/main/stores/testFolders';
import { createTeacherPinService, type TeacherPinOptions } from './teacherPin';

// Every try runs the real scrypt (32 MiB, a tenth of a second alone): on a busy machine a test of a
// dozen tries takes seconds.
vi.setConfig({ testTimeout: 60_000 });

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// Eight digits that appear nowhere else in the file by chance (not in a date, not in the base64).
const PIN = '73915086';
const OTHER_PIN = '46028137';

/** A folder, a clock the test moves by hand, and a way to open the service on them as after a restart. */
function setup(extra: Partial<TeacherPinOptions> = {}) {
  const cwd = makeTempFolder('kotoba-teacher-pin-');
  folders.push(cwd);
  const clock = { at: Date.parse('2026-04-10T08:30:00.000Z') };
  const logs: string[] = [];
  const open = () =>
    createTeacherPinService({ cwd, now: () => new Date(clock.at), log: (m) => logs.push(m), ...extra });
  const file = path.join(cwd, TEACHER_PIN_FILE);
  const listing = () => fs.readdirSync(cwd).sort();
  return { cwd, clock, logs, open, file, listing };
}

async function wrongTries(service: ReturnType<ReturnType<typeof setup>['open']>, count: number) {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await service.unlock(OTHER_PIN));
  return answers;
}

describe('teacher PIN: first use', () => {
  it('starts with no PIN and no file, then sets the PIN once and reports it set', async () => {
    const s = setup();
    const service = s.open();
    expect(service.status()).toEqual({ pinSet: false, lockedUntil: null, damaged: false });
    expect(fs.existsSync(s.file)).toBe(false);
    expect(await service.unlock(PIN)).toEqual({ ok: false, reason: 'no-pin' });

    const set = await service.setPin(PIN);
    expect(set).toEqual({
      ok: true,
      value: { ok: true, status: { pinSet: true, lockedUntil: null, damaged: false } },
    });
    expect(fs.existsSync(s.file)).toBe(true);
    expect(s.open().status().pinSet).toBe(true);
  });

  it('refuses a second setPin and leaves the file byte for byte as it was', async () => {
    const s = setup();
    const service = s.open();
    await service.setPin(PIN);
    const before = fs.readFileSync(s.file);
    expect(await service.setPin(OTHER_PIN)).toEqual({ ok: true, value: { ok: false, reason: 'pin-set' } });
    expect(await s.open().setPin(OTHER_PIN)).toEqual({ ok: true, value: { ok: false, reason: 'pin-set' } });
    expect(fs.readFileSync(s.file)).toEqual(before);
    expect((await service.unlock(PIN)).ok).toBe(true);
    expect((await service.unlock(OTHER_PIN)).ok).toBe(false);
  });

  it('keeps only a salted scrypt hash: the digits never appear in the file, and the same PIN hashes differently', async () => {
    const first = setup();
    const second = setup();
    await first.open().setPin(PIN);
    await second.open().setPin(PIN);
    const texts = [fs.readFileSync(first.file, 'utf8'), fs.readFileSync(second.file, 'utf8')];
    for (const text of texts) expect(text).not.toContain(PIN);
    const [a, b] = texts.map((text) => JSON.parse(text).hash);
    expect(a).toMatchObject({ algorithm: 'scrypt', N: 32_768, r: 8, p: 1 });
    expect(a.salt).not.toBe(b.salt);
    expect(a.key).not.toBe(b.key);
    expect(first.listing()).toEqual([TEACHER_PIN_FILE]);
  });

  it('refuses a PIN that is not 4 to 8 digits and stores nothing', async () => {
    const s = setup();
    const service = s.open();
    for (const pin of ['123', '123456789', '12a4', '１２３４', ' 1234', '']) {
      const answer = await service.setPin(pin);
      expect(answer).toEqual({
        ok: false,
        error: {
          code: 'invalid-payload',
          reason: 'teacher.pinFormat',
          values: { min: 4, max: 8 },
          detail: expect.stringContaining('4 to 8 digits'),
        },
      });
    }
    expect(service.status().pinSet).toBe(false);
    expect(fs.existsSync(s.file)).toBe(false);
  });

  it('sets no PIN when the disk refuses the file, and says why', async () => {
    const s = setup({
      fs: standInFs({
        openSync: () => {
          throw fsError('EACCES');
        },
      }),
    });
    const service = s.open();
    const answer = await service.setPin(PIN);
    expect(answer.ok === false && answer.error.code).toBe('read-only');
    expect(service.status().pinSet).toBe(false);
    expect(s.listing()).toEqual([]);
  });
});

describe('teacher PIN: unlocking', () => {
  it('answers a token for the right PIN and only a refusal, without a token, for a wrong one', async () => {
    const s = setup({
      makeToken: (() => {
        let n = 0;
        return () => `token-${++n}`;
      })(),
    });
    const service = s.open();
    await service.setPin(PIN);
    const wrong = await service.unlock(OTHER_PIN);
    expect(wrong).toEqual({ ok: false, reason: 'wrong-pin', lockedUntil: null });
    expect('token' in wrong).toBe(false);
    expect(service.isUnlocked('token-1')).toBe(false);
    expect(await service.unlock(PIN)).toEqual({ ok: true, token: 'token-1' });
    expect(service.isUnlocked('token-1')).toBe(true);
  });

  it('counts a wrong try in the file before answering it', async () => {
    const s = setup();
    const service = s.open();
    await service.setPin(PIN);
    await wrongTries(service, 2);
    expect(JSON.parse(fs.readFileSync(s.file, 'utf8'))).toMatchObject({
      failedTries: 2,
      locks: 0,
      lockedUntil: null,
    });
  });

  it(`locks for a minute after ${MAX_WRONG_TRIES} wrong tries in a row, even for the right PIN`, async () => {
    const s = setup();
    const service = s.open();
    await service.setPin(PIN);
    const answers = await wrongTries(service, MAX_WRONG_TRIES);
    const until = new Date(s.clock.at + FIRST_LOCK_MS).toISOString();
    expect(
      answers.slice(0, -1).every((a) => !a.ok && a.reason === 'wrong-pin' && a.lockedUntil === null),
    ).toBe(true);
    expect(answers.at(-1)).toEqual({ ok: false, reason: 'wrong-pin', lockedUntil: until });
    expect(await service.unlock(PIN)).toEqual({ ok: false, reason: 'locked', lockedUntil: until });
    expect(service.status()).toEqual({ pinSet: true, lockedUntil: until, damaged: false });
  });

  it('keeps the lock and the count across a restart, and lets the right PIN in once the lock has passed', async () => {
    const s = setup();
    await s.open().setPin(PIN);
    await wrongTries(s.open(), 3);
    const restarted = s.open();
    await wrongTries(restarted, 2);
    const until = new Date(s.clock.at + FIRST_LOCK_MS).toISOString();

    const afterRestart = s.open();
    expect(afterRestart.status().lockedUntil).toBe(until);
    expect(await afterRestart.unlock(PIN)).toEqual({ ok: false, reason: 'locked', lockedUntil: until });

    s.clock.at += FIRST_LOCK_MS - 1;
    expect((await s.open().unlock(PIN)).ok).toBe(false);
    s.clock.at += 1;
    const later = s.open();
    expect(later.status().lockedUntil).toBeNull();
    expect((await later.unlock(PIN)).ok).toBe(true);
    expect(JSON.parse(fs.readFileSync(s.file, 'utf8'))).toMatchObject({
      failedTries: 0,
      locks: 0,
      lockedUntil: null,
    });
  });

  it('doubles each further lock in a row, up to fifteen minutes, and a right PIN starts over', async () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(lockDurationMs)).toEqual([
      60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000,
    ]);
    const s = setup();
    const service = s.open();
    await service.setPin(PIN);
    await wrongTries(service, MAX_WRONG_TRIES);
    s.clock.at += FIRST_LOCK_MS;
    const second = await wrongTries(service, MAX_WRONG_TRIES);
    expect(second.at(-1)).toEqual({
      ok: false,
      reason: 'wrong-pin',
      lockedUntil: new Date(s.clock.at + 2 * FIRST_LOCK_MS).toISOString(),
    });
    s.clock.at += 2 * FIRST_LOCK_MS;
    expect((await service.unlock(PIN)).ok).toBe(true);
    const fresh = await wrongTries(service, MAX_WRONG_TRIES);
    expect(fresh.at(-1)).toMatchObject({ lockedUntil: new Date(s.clock.at + FIRST_LOCK_MS).toISOString() });
  });

  it('never keeps teacher mode shut longer than the longest lock, even when the clock was set back', async () => {
    const s = setup();
    await s.open().setPin(PIN);
    const stored = JSON.parse(fs.readFileSync(s.file, 'utf8'));
    fs.writeFileSync(
      s.file,
      JSON.stringify({ ...stored, locks: 3, lockedUntil: '2031-01-01T00:00:00.000Z' }),
    );
    const service = s.open();
    expect(service.status().lockedUntil).toBe(new Date(s.clock.at + MAX_LOCK_MS).toISOString());
    s.clock.at += MAX_LOCK_MS;
    expect((await service.unlock(PIN)).ok).toBe(true);
  });

  it('checks tries sent all at once one by one, so the lock still stops them after the fifth', async () => {
    const s = setup();
    const service = s.open();
    await service.setPin(PIN);
    const answers = await Promise.all([
      ...Array.from({ length: 9 }, () => service.unlock(OTHER_PIN)),
      service.unlock(PIN),
    ]);
    expect(answers.map((a) => (a.ok ? 'ok' : a.reason))).toEqual([
      ...Array(MAX_WRONG_TRIES).fill('wrong-pin'),
      ...Array(10 - MAX_WRONG_TRIES).fill('locked'),
    ]);
  });
});

describe('teacher PIN: tokens', () => {
  it('forgets a token given up with lock, and any string it never issued', async () => {
    const s = setup();
    const service = s.open();
    await service.setPin(PIN);
    const answer = await service.unlock(PIN);
    if (!answer.ok) throw new Error('not unlocked');
    expect(service.isUnlocked(`${answer.token}x`)).toBe(false);
    expect(service.isUnlocked('')).toBe(false);
    expect(service.lock(answer.token)).toBe(true);
    expect(service.isUnlocked(answer.token)).toBe(false);
    expect(service.lock(answer.token)).toBe(false);
  });

  it('expires a token after thirty idle minutes; using it keeps it alive', async () => {
    const s = setup();
    const service = s.open();
    await service.setPin(PIN);
    const answer = await service.unlock(PIN);
    if (!answer.ok) throw new Error('not unlocked');
    s.clock.at += TOKEN_IDLE_MS - 1;
    expect(service.isUnlocked(answer.token)).toBe(true);
    s.clock.at += TOKEN_IDLE_MS - 1;
    expect(service.isUnlocked(answer.token)).toBe(true);
    s.clock.at += TOKEN_IDLE_MS;
    expect(service.isUnlocked(answer.token)).toBe(false);
  });

  it('keeps tokens in memory only: a restart forgets them', async () => {
    const s = setup();
    const service = s.open();
    await service.setPin(PIN);
    const answer = await service.unlock(PIN);
    if (!answer.ok) throw new Error('not unlocked');
    expect(fs.readFileSync(s.file, 'utf8')).not.toContain(answer.token);
    expect(s.open().isUnlocked(answer.token)).toBe(false);
  });
});

describe('teacher PIN: changing it', () => {
  it('changes the PIN only with the current one, and gives up every token', async () => {
    const s = setup();
    const service = s.open();
    await service.setPin(PIN);
    const before = await service.unlock(PIN);
    if (!before.ok) throw new Error('not unlocked');

    expect(await service.changePin(OTHER_PIN, '5555')).toEqual({
      ok: true,
      value: { ok: false, reason: 'wrong-pin', lockedUntil: null },
    });
    expect(JSON.parse(fs.readFileSync(s.file, 'utf8')).failedTries).toBe(1);
    const changed = await service.changePin(PIN, '5555');
    expect(changed.ok && changed.value.ok).toBe(true);
    expect(service.isUnlocked(before.token)).toBe(false);
    expect((await s.open().unlock(PIN)).ok).toBe(false);
    expect((await s.open().unlock('5555')).ok).toBe(true);
  });

  it('counts wrong current PINs towards the same lock as unlocking', async () => {
    const s = setup();
    const service = s.open();
    await service.setPin(PIN);
    await wrongTries(service, MAX_WRONG_TRIES - 1);
    const last = await service.changePin(OTHER_PIN, '5555');
    expect(
      last.ok && !last.value.ok && last.value.reason === 'wrong-pin' && last.value.lockedUntil,
    ).toBeTruthy();
    expect(await service.changePin(PIN, '5555')).toMatchObject({
      ok: true,
      value: { ok: false, reason: 'locked' },
    });
  });
});

describe('teacher PIN: a damaged file', () => {
  const spoilt: [string, (stored: string) => string | Buffer][] = [
    ['empty', () => ''],
    ['cut short', (stored) => stored.slice(0, 40)],
    ['not JSON', () => 'PIN=1234'],
    ['a JSON array', () => '[]'],
    ['without its hash', (stored) => JSON.stringify({ ...JSON.parse(stored), hash: undefined })],
    [
      'a hash edited by hand',
      (stored) => JSON.stringify({ ...JSON.parse(stored), hash: { algorithm: 'plain', pin: '0000' } }),
    ],
    [
      'a cheaper hash cost',
      (stored) => {
        const file = JSON.parse(stored);
        return JSON.stringify({ ...file, hash: { ...file.hash, N: 1024 } });
      },
    ],
    ['a negative try count', (stored) => JSON.stringify({ ...JSON.parse(stored), failedTries: -9 })],
    ['of a later version', (stored) => JSON.stringify({ ...JSON.parse(stored), version: 2 })],
    ['far too large', (stored) => stored.replace('{', `{"padding":"${'x'.repeat(32 * 1024)}",`)],
  ];

  for (const [what, spoil] of spoilt) {
    it(`${what}: opens nothing, sets no new PIN, and stays exactly where and as it is`, async () => {
      const s = setup();
      await s.open().setPin(PIN);
      fs.writeFileSync(s.file, spoil(fs.readFileSync(s.file, 'utf8')));
      const damagedBytes = fs.readFileSync(s.file);

      const service = s.open();
      expect(service.status()).toEqual({ pinSet: true, lockedUntil: null, damaged: true });
      expect(await service.setPin(OTHER_PIN)).toEqual({ ok: true, value: { ok: false, reason: 'damaged' } });
      expect(await service.unlock(PIN)).toEqual({ ok: false, reason: 'damaged' });
      expect(await service.changePin(PIN, OTHER_PIN)).toEqual({
        ok: true,
        value: { ok: false, reason: 'damaged' },
      });
      expect(fs.readFileSync(s.file)).toEqual(damagedBytes);
      expect(s.listing()).toEqual([TEACHER_PIN_FILE]);
      expect(s.logs.join('\n')).toMatch(/close the game and delete the file/);
      expect(s.open().status().damaged).toBe(true);
    });
  }

  it('counts a file that cannot be read as damaged, not as missing', () => {
    const s = setup();
    fs.mkdirSync(s.file);
    expect(s.open().status()).toEqual({ pinSet: true, lockedUntil: null, damaged: true });
  });

  it('lets a new PIN be set once IT has deleted the damaged file', async () => {
    const s = setup();
    fs.writeFileSync(s.file, 'not a PIN file');
    expect(s.open().status().damaged).toBe(true);
    fs.rmSync(s.file);
    const service = s.open();
    expect(service.status()).toEqual({ pinSet: false, lockedUntil: null, damaged: false });
    expect((await service.setPin(OTHER_PIN)).ok).toBe(true);
    expect((await service.unlock(OTHER_PIN)).ok).toBe(true);
  });

  it('removes the temporary file of an interrupted save and keeps the PIN', async () => {
    const s = setup();
    await s.open().setPin(PIN);
    const leftover = `${s.file}.tmp-1775809800abcdef`;
    fs.writeFileSync(leftover, '{"half":');
    const service = s.open();
    expect(fs.existsSync(leftover)).toBe(false);
    expect((await service.unlock(PIN)).ok).toBe(true);
  });
});
