import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TEACHER_SETTINGS, type TeacherChoices } from '../../../core/contract';
import { loadToShow } from '../../../core/saves/loadToShow';
import { TOKEN_IDLE_MS } from '../../../core/teacher/teacherPinKeeper';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { createTeacherPinService } from './teacherPin';
import { createTeacherSettingsService } from './teacherSettings';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const quiet = () => {};
const PIN = '2580';
const choices: TeacherChoices = {
  openWorlds: ['e56'],
  openStages: ['e34.colours-1', 'month'],
  todayStages: ['month'],
};

/** The real PIN service and settings service on one folder, with a clock the test moves. */
async function setup() {
  const cwd = makeTempFolder('kotoba-teacher-settings-');
  folders.push(cwd);
  const clock = { at: Date.parse('2026-04-10T08:30:00.000Z') };
  const now = () => new Date(clock.at);
  const logs: string[] = [];
  const pin = createTeacherPinService({ cwd, now, log: quiet });
  await pin.setPin(PIN);
  const open = () =>
    createTeacherSettingsService({ cwd, now, isUnlocked: pin.isUnlocked, log: (m) => logs.push(m) });
  const unlock = async () => {
    const answer = await pin.unlock(PIN);
    if (!answer.ok) throw new Error(`not unlocked: ${answer.reason}`);
    return answer.token;
  };
  return { cwd, clock, pin, open, unlock, logs, file: path.join(cwd, 'teacher-settings.json') };
}

describe('teacher settings', () => {
  it('start with nothing extra open, readable by anyone, and are written beside the other stores', async () => {
    const s = await setup();
    const service = s.open();
    expect(service.path).toBe(s.file);
    expect(service.load()).toEqual({
      settings: DEFAULT_TEACHER_SETTINGS,
      recovered: false,
      movedTo: null,
      writable: true,
    });
    expect(JSON.parse(fs.readFileSync(s.file, 'utf8'))).toEqual(DEFAULT_TEACHER_SETTINGS);
  });

  it('save with an unlocked token, stamped with the time, and read back after a restart', async () => {
    const s = await setup();
    const token = await s.unlock();
    const saved = s.open().update(token, choices);
    const expected = { version: 1, ...choices, updatedAt: '2026-04-10T08:30:00.000Z' };
    expect(saved).toEqual({ ok: true, value: expected });
    expect(s.open().load().settings).toEqual(expected);
  });

  it('refuse a missing, made-up, given-up or expired token and leave the file as it was', async () => {
    const s = await setup();
    const service = s.open();
    const before = fs.readFileSync(s.file);
    const given = await s.unlock();
    s.pin.lock(given);
    const expired = await s.unlock();
    s.clock.at += TOKEN_IDLE_MS;
    for (const token of ['', 'A'.repeat(43), given, expired]) {
      expect(service.update(token, choices)).toEqual({
        ok: false,
        error: { code: 'not-unlocked', reason: 'teacher.locked', values: {} },
      });
    }
    expect(fs.readFileSync(s.file)).toEqual(before);
    expect(service.load().settings).toEqual(DEFAULT_TEACHER_SETTINGS);
  });

  it('refuse choices that break the schema even with a token, and save nothing', async () => {
    const s = await setup();
    const service = s.open();
    const token = await s.unlock();
    const before = fs.readFileSync(s.file);
    const answer = service.update(token, { ...choices, openWorlds: ['j9' as 'j1'] });
    expect(answer.ok === false && answer.error.code).toBe('invalid-payload');
    expect(fs.readFileSync(s.file)).toEqual(before);
  });

  it('move a damaged or wrong-shaped file aside, open nothing extra, and say so once', async () => {
    const s = await setup();
    const token = await s.unlock();
    s.open().update(token, choices);
    const stored = JSON.parse(fs.readFileSync(s.file, 'utf8'));
    fs.writeFileSync(s.file, JSON.stringify({ ...stored, todayStages: 'month' }));

    const service = s.open();
    const first = service.load();
    expect(first.settings).toEqual(DEFAULT_TEACHER_SETTINGS);
    expect(first.recovered).toBe(true);
    expect(first.movedTo).toMatch(/teacher-settings\.json\.corrupt-2026-04-10T08-30-00-000Z$/);
    expect(JSON.parse(fs.readFileSync(first.movedTo!, 'utf8')).todayStages).toBe('month');
    expect(s.logs.join('\n')).toContain('teacher settings');
    expect(service.load()).toEqual(first);
    expect(loadToShow(service)).toEqual(first);
    expect(service.load().recovered).toBe(false);
    expect(JSON.parse(fs.readFileSync(s.file, 'utf8'))).toEqual(DEFAULT_TEACHER_SETTINGS);
  });
});
