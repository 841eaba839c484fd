import { describe, expect, it } from 'vitest';
import { FIRST_LOCK_MS, MAX_LOCK_MS, MAX_WRONG_TRIES } from '../contract';
import { type PinHash, SCRYPT_COST, teacherPinFileSchema } from './teacherPinFile';
import {
  createTeacherPinKeeper,
  lockDurationMs,
  MAX_TOKENS,
  type PinHasher,
  type PinState,
  type PinStore,
  TOKEN_IDLE_MS,
} from './teacherPinKeeper';

/** A stand-in for the host's slow hash: the PIN reversed, in fields of the right sizes. */
const hasher: PinHasher = {
  hash: async (pin) => ({
    algorithm: 'scrypt',
    ...SCRYPT_COST,
    salt: 'A'.repeat(22).concat('=='),
    key: btoa(pin.split('').reverse().join('').padEnd(32, '.')),
  }),
  matches: async (pin, hash: PinHash) => hash.key === btoa(pin.split('').reverse().join('').padEnd(32, '.')),
};

/** A keeper over storage in memory (as a browser host keeps it), with a clock the test moves. */
function setup(state: PinState = { kind: 'none' }) {
  const clock = { at: Date.parse('2026-04-10T08:30:00.000Z') };
  const saved: PinState[] = [state];
  let tokens = 0;
  const store: PinStore = {
    load: () => saved.at(-1) ?? { kind: 'none' },
    save: (file) => {
      saved.push({ kind: 'set', file: teacherPinFileSchema.parse(file) });
      return null;
    },
  };
  const open = () =>
    createTeacherPinKeeper({ store, hasher, now: () => new Date(clock.at), makeToken: () => `t${++tokens}` });
  return { clock, saved, open };
}

describe('the teacher PIN rules', () => {
  it('set a PIN once, store only its hash, and open with it', async () => {
    const s = setup();
    const keeper = s.open();
    expect(keeper.status()).toEqual({ pinSet: false, lockedUntil: null, damaged: false });
    expect((await keeper.setPin('1234')).ok).toBe(true);
    expect(JSON.stringify(s.saved.at(-1))).not.toContain('1234');
    expect(await keeper.setPin('5678')).toEqual({ ok: true, value: { ok: false, reason: 'pin-set' } });
    expect(await keeper.unlock('1234')).toEqual({ ok: true, token: 't1' });
  });

  it(`lock after ${MAX_WRONG_TRIES} wrong tries, doubling each lock up to the longest, across a restart`, async () => {
    const s = setup();
    await s.open().setPin('1234');
    let keeper = s.open();
    for (let lock = 1; lock <= 6; lock++) {
      for (let i = 0; i < MAX_WRONG_TRIES; i++) await keeper.unlock('9999');
      const until = Date.parse(keeper.status().lockedUntil ?? '');
      expect(until - s.clock.at).toBe(lockDurationMs(lock));
      expect(await keeper.unlock('1234')).toMatchObject({ ok: false, reason: 'locked' });
      s.clock.at = until;
      keeper = s.open();
    }
    expect(lockDurationMs(1)).toBe(FIRST_LOCK_MS);
    expect(lockDurationMs(6)).toBe(MAX_LOCK_MS);
    expect(await keeper.unlock('1234')).toMatchObject({ ok: true });
    expect(s.saved.at(-1)).toMatchObject({ file: { failedTries: 0, locks: 0, lockedUntil: null } });
  });

  it('shorten a lock that ends further off than the longest (a clock set back)', async () => {
    const s = setup();
    await s.open().setPin('1234');
    const last = s.saved.at(-1);
    if (last?.kind !== 'set') throw new Error('no PIN saved');
    s.saved.push({ kind: 'set', file: { ...last.file, lockedUntil: '2027-01-01T00:00:00.000Z' } });
    const status = s.open().status();
    expect(Date.parse(status.lockedUntil ?? '') - s.clock.at).toBe(MAX_LOCK_MS);
  });

  it('let tokens lapse after idle time, keep at most a few, and forget them all when the PIN changes', async () => {
    const s = setup();
    const keeper = s.open();
    await keeper.setPin('1234');
    const first = await keeper.unlock('1234');
    if (!first.ok) throw new Error('not unlocked');
    s.clock.at += TOKEN_IDLE_MS - 1;
    expect(keeper.isUnlocked(first.token)).toBe(true);
    s.clock.at += TOKEN_IDLE_MS;
    expect(keeper.isUnlocked(first.token)).toBe(false);
    const held: string[] = [];
    for (let i = 0; i <= MAX_TOKENS; i++) {
      const answer = await keeper.unlock('1234');
      if (answer.ok) held.push(answer.token);
    }
    expect(held.map((token) => keeper.isUnlocked(token))).toEqual([false, ...Array(MAX_TOKENS).fill(true)]);
    expect((await keeper.changePin('1234', '4321')).ok).toBe(true);
    expect(held.some((token) => keeper.isUnlocked(token))).toBe(false);
  });

  it('never open a damaged PIN, nor let a new one be set over it', async () => {
    const keeper = setup({ kind: 'damaged', why: 'spoiled' }).open();
    expect(keeper.status()).toEqual({ pinSet: true, lockedUntil: null, damaged: true });
    expect(await keeper.setPin('1234')).toEqual({ ok: true, value: { ok: false, reason: 'damaged' } });
    expect(await keeper.unlock('1234')).toEqual({ ok: false, reason: 'damaged' });
  });

  it('say why a PIN was not set when the store refuses it', async () => {
    const keeper = createTeacherPinKeeper({
      store: {
        load: () => ({ kind: 'none' }),
        save: () => ({ code: 'read-only', file: 'memory', reason: 'EROFS' }),
      },
      hasher,
      now: () => new Date(),
      makeToken: () => 't',
    });
    expect(await keeper.setPin('1234')).toEqual({
      ok: false,
      error: {
        code: 'read-only',
        reason: 'teacher.pinNotSaved',
        values: { file: 'memory' },
        detail: 'EROFS',
      },
    });
    expect(keeper.status().pinSet).toBe(false);
  });
});

describe('reading the store again', () => {
  it('takes a PIN set elsewhere, keeps tokens while the PIN stays, and gives them up when it changes', async () => {
    const s = setup();
    const keeper = s.open();
    expect(keeper.status().pinSet).toBe(false);
    // Another PC sets the PIN: this keeper's store now holds it.
    const other = s.open();
    expect((await other.setPin('2468')).ok).toBe(true);
    keeper.reload();
    expect(keeper.status().pinSet).toBe(true);
    expect(await keeper.setPin('1111')).toEqual({ ok: true, value: { ok: false, reason: 'pin-set' } });
    const opened = await keeper.unlock('2468');
    if (!opened.ok) throw new Error(opened.reason);
    keeper.reload();
    expect(keeper.isUnlocked(opened.token)).toBe(true);
    expect((await other.changePin('2468', '1357')).ok).toBe(true);
    keeper.reload();
    expect(keeper.isUnlocked(opened.token)).toBe(false);
    expect(await keeper.unlock('1357')).toMatchObject({ ok: true });
  });

  it('says where the PIN lives when the store is not this PC, and when it cannot be reached', () => {
    const keeper = createTeacherPinKeeper({
      store: {
        scope: 'class',
        load: () => ({ kind: 'damaged', why: 'the class folder does not answer', unreachable: true }),
        save: () => null,
      },
      hasher,
      now: () => new Date(),
      makeToken: () => 't',
    });
    expect(keeper.status()).toEqual({
      pinSet: true,
      lockedUntil: null,
      damaged: true,
      scope: 'class',
      unreachable: true,
    });
  });
});
