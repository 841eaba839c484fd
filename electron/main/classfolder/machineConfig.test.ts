import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClassFolderProblem } from '../../../core/contract';
import {
  CLASS_MARKER_FILE,
  type ClassFolderChoice,
  checkClassFolder,
  findJsonMistake,
  machineConfigCandidates,
  readClassFolderChoice,
  readItPinHash,
  TEACHER_CLASS_FOLDER_FILE,
  writeTeacherClassFolder,
} from './machineConfig';
import { createShareFs } from './shareFs';

const folders: string[] = [];
function tempFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kotoba-config-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('machineConfigCandidates', () => {
  it('on Windows looks in ProgramData first (IT’s file wins), then beside the portable .exe', () => {
    expect(
      machineConfigCandidates({
        platform: 'win32',
        env: { ProgramData: 'D:\\ProgramData', PORTABLE_EXECUTABLE_DIR: 'E:\\Apps\\Kotoba' },
      }),
    ).toEqual(['D:\\ProgramData\\Kotoba Quest\\config.json', 'E:\\Apps\\Kotoba\\config.json']);
  });

  it('on Windows takes an explicit portable folder, ALLUSERSPROFILE, or C:\\ProgramData', () => {
    expect(
      machineConfigCandidates({
        platform: 'win32',
        env: { ALLUSERSPROFILE: 'C:\\Users\\All' },
        portableDir: 'F:\\Kq',
      }),
    ).toEqual(['C:\\Users\\All\\Kotoba Quest\\config.json', 'F:\\Kq\\config.json']);
    expect(machineConfigCandidates({ platform: 'win32', env: {}, portableDir: null })).toEqual([
      'C:\\ProgramData\\Kotoba Quest\\config.json',
    ]);
  });

  it('on macOS and Linux looks in the system-wide folder', () => {
    expect(machineConfigCandidates({ platform: 'darwin', env: {} })).toEqual([
      '/Library/Application Support/Kotoba Quest/config.json',
    ]);
    expect(machineConfigCandidates({ platform: 'linux', env: {} })).toEqual([
      '/etc/kotoba-quest/config.json',
    ]);
    expect(machineConfigCandidates({ platform: 'freebsd', env: {} })).toEqual([
      '/etc/kotoba-quest/config.json',
    ]);
  });

  it('puts KOTOBA_QUEST_CONFIG before everything else', () => {
    expect(
      machineConfigCandidates({ platform: 'linux', env: { KOTOBA_QUEST_CONFIG: '/srv/kq/config.json' } }),
    ).toEqual(['/srv/kq/config.json', '/etc/kotoba-quest/config.json']);
    expect(
      machineConfigCandidates({
        platform: 'win32',
        env: { KOTOBA_QUEST_CONFIG: 'S:\\kq.json', ProgramData: 'C:\\PD' },
      }),
    ).toEqual(['S:\\kq.json', 'C:\\PD\\Kotoba Quest\\config.json']);
  });
});

/** A machine config file and a userData folder, read as at start. */
function setUp(machineText?: string | Uint8Array) {
  const dir = tempFolder();
  const userData = path.join(dir, 'userData');
  fs.mkdirSync(userData);
  const machinePath = path.join(dir, 'ProgramData', 'config.json');
  if (machineText !== undefined) {
    fs.mkdirSync(path.dirname(machinePath));
    fs.writeFileSync(machinePath, machineText);
  }
  const read = (): ClassFolderChoice =>
    readClassFolderChoice({ candidates: [path.join(dir, 'missing', 'config.json'), machinePath], userData });
  return { dir, userData, machinePath, read };
}

/** The problem of an invalid choice (its code for the screen, its detail for IT). */
function problemOf(choice: ClassFolderChoice): ClassFolderProblem {
  if (choice.kind !== 'invalid') throw new Error(`expected an invalid choice, got ${JSON.stringify(choice)}`);
  return choice.problem;
}

describe('readClassFolderChoice', () => {
  it('answers none when no file exists anywhere', () => {
    expect(setUp().read()).toEqual({ kind: 'none' });
  });

  it("reads IT's file as Notepad saves it: a BOM and CRLF line ends", () => {
    const text =
      '\uFEFF{\r\n  "version": 1,\r\n  "classFolder": "\\\\\\\\fs01\\\\kq\\\\5-1",\r\n  "className": "5年1組"\r\n}\r\n';
    const { read, machinePath } = setUp(text);
    expect(read()).toEqual({
      kind: 'folder',
      folder: '\\\\fs01\\kq\\5-1',
      className: '5年1組',
      source: 'machine',
      configPath: machinePath,
    });
  });

  it("reads a UTF-16 file as Windows PowerShell's > writes it", () => {
    const text = '{"version":1,"classFolder":"S:\\\\Classes\\\\5-1"}';
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(setUp(bytes).read()).toMatchObject({ kind: 'folder', folder: 'S:\\Classes\\5-1' });
  });

  it('names the file and, for IT, the line of a JSON mistake', () => {
    const { read, machinePath } = setUp('{\n  "version": 1,\n  "classFolder": "/srv/kq/5-1",\n}\n');
    const problem = problemOf(read());
    expect(problem.code).toBe('config-invalid');
    expect(problem.detail).toContain('line 4, column 1');
    expect(problem.detail).toContain('comma before }');
    expect(read()).toMatchObject({ kind: 'invalid', configPath: machinePath });
  });

  it('explains a Windows path written with single backslashes', () => {
    const problem = problemOf(setUp('{"version": 1, "classFolder": "S:\\Classes\\5-1"}').read());
    expect(problem.code).toBe('config-backslash');
    expect(problem.detail).toContain('line 1, column 34');
    expect(problem.detail).toContain('backslash must be written twice');
    // "\n" and "\t" are valid JSON escapes, so the path parses with a line break the schema refuses.
    const escaped = problemOf(setUp('{"version": 1, "classFolder": "S:\\new\\toys"}').read());
    expect(escaped.code).toBe('config-backslash');
    expect(escaped.detail).toContain('classFolder');
    // A line break written on purpose elsewhere is no backslash mistake.
    const other = problemOf(setUp('{"version": 1, "className": "5\\n1", "colour": "blue"}').read());
    expect(other.code).toBe('config-invalid');
  });

  it.each([
    ['an unknown key', '{"version":1,"classFolder":"/srv/kq","colour":"blue"}', 'colour'],
    ['a relative path', '{"version":1,"classFolder":"classes/5-1"}', 'full path'],
    ['a NUL in the path', '{"version":1,"classFolder":"/srv/kq\\u0000x"}', 'control characters'],
    ['a UNC path to nothing', '{"version":1,"classFolder":"\\\\\\\\fs01"}', 'full path'],
    ['a slash UNC path to nothing', '{"version":1,"classFolder":"//fs01"}', 'server and a share'],
    ['another version', '{"version":2,"classFolder":"/srv/kq"}', 'version'],
    ['an empty file', '', 'empty'],
    ['a list', '[1,2]', 'whole value'],
  ])('refuses %s, saying what is wrong in the detail', (_name, text, words) => {
    const { read, machinePath } = setUp(text);
    const problem = problemOf(read());
    expect(problem.code).toBe('config-invalid');
    expect(problem.detail).toContain(words);
    expect(read()).toMatchObject({ configPath: machinePath });
  });

  it('refuses a file too big or not readable', () => {
    const big = setUp(`{"version":1,"className":"${'x'.repeat(70_000)}"}`);
    expect(problemOf(big.read())).toEqual({
      code: 'config-unreadable',
      detail: expect.stringContaining('64 KB'),
    });
    const { machinePath, userData } = setUp('{"version":1}');
    const refused = readClassFolderChoice({
      candidates: [machinePath],
      userData,
      fs: {
        statSync: (file) => fs.statSync(file),
        readFileSync: () => {
          throw Object.assign(new Error('denied'), { code: 'EACCES' });
        },
      },
    });
    expect(problemOf(refused)).toEqual({ code: 'config-unreadable', detail: 'EACCES' });
    expect(refused).toMatchObject({ configPath: machinePath });
  });

  it("lets IT's file win over a teacher's choice", () => {
    const { read, userData, machinePath } = setUp('{"version":1,"classFolder":"/srv/kq/5-1"}');
    expect(writeTeacherClassFolder(userData, { classFolder: '/srv/kq/6-2', className: '6年2組' }).ok).toBe(
      true,
    );
    expect(read()).toMatchObject({
      kind: 'folder',
      folder: '/srv/kq/5-1',
      source: 'machine',
      configPath: machinePath,
    });
  });

  it("uses a teacher's choice when IT's file sets no folder, with IT's class name when the teacher gave none", () => {
    const { read, userData } = setUp('{"version":1,"className":"5年1組"}');
    expect(writeTeacherClassFolder(userData, { classFolder: 'S:\\Classes\\5-1', className: null }).ok).toBe(
      true,
    );
    expect(read()).toEqual({
      kind: 'folder',
      folder: 'S:\\Classes\\5-1',
      className: '5年1組',
      source: 'teacher',
      configPath: path.join(userData, TEACHER_CLASS_FOLDER_FILE),
    });
  });

  it("reads only the first file that exists, and a broken one of IT's hides the teacher's choice", () => {
    const { dir, userData, machinePath } = setUp('{"version":1,"classFolder":"/srv/kq/5-1"}');
    const later = path.join(dir, 'later.json');
    fs.writeFileSync(later, 'not json');
    expect(readClassFolderChoice({ candidates: [machinePath, later], userData })).toMatchObject({
      kind: 'folder',
      folder: '/srv/kq/5-1',
    });
    writeTeacherClassFolder(userData, { classFolder: '/srv/kq/6-2', className: null });
    expect(readClassFolderChoice({ candidates: [later, machinePath], userData })).toMatchObject({
      kind: 'invalid',
      configPath: later,
    });
  });
});

describe('writeTeacherClassFolder', () => {
  it('keeps a choice that reads back the same, and removes it with null', () => {
    const { userData, read } = setUp();
    expect(
      writeTeacherClassFolder(userData, { classFolder: '\\\\fs01\\kq\\5-1', className: '5年1組' }),
    ).toEqual({
      ok: true,
      value: undefined,
    });
    expect(read()).toMatchObject({
      kind: 'folder',
      folder: '\\\\fs01\\kq\\5-1',
      className: '5年1組',
      source: 'teacher',
    });
    expect(writeTeacherClassFolder(userData, null)).toEqual({ ok: true, value: undefined });
    expect(fs.existsSync(path.join(userData, TEACHER_CLASS_FOLDER_FILE))).toBe(false);
    expect(read()).toEqual({ kind: 'none' });
    expect(writeTeacherClassFolder(userData, null).ok).toBe(true);
  });

  it('refuses a folder that is not a full path, keeping the previous choice', () => {
    const { userData, read } = setUp();
    writeTeacherClassFolder(userData, { classFolder: '/srv/kq/5-1', className: null });
    const refused = writeTeacherClassFolder(userData, { classFolder: 'classes\\5-1', className: null });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(writeTeacherClassFolder(userData, { classFolder: '//fs01/', className: null }).ok).toBe(false);
    expect(read()).toMatchObject({ folder: '/srv/kq/5-1' });
  });
});

describe('checkClassFolder', () => {
  const share = () => createShareFs({ pcId: 'pc-room1-01' });

  it('says why a missing folder cannot be used', async () => {
    const folder = path.join(tempFolder(), 'no-such-class');
    const checked = await checkClassFolder(share(), folder);
    expect(checked).toEqual({
      ok: false,
      problem: { code: 'folder-missing', detail: folder },
      message: `The folder ${folder} does not exist, or is not a folder.`,
    });
    expect(fs.existsSync(folder)).toBe(false);
  });

  it('refuses a file and a path that is not a full path', async () => {
    const file = path.join(tempFolder(), 'notes.txt');
    fs.writeFileSync(file, 'x');
    expect(await checkClassFolder(share(), file)).toMatchObject({ ok: false });
    const relative = await checkClassFolder(share(), 'classes/5-1');
    expect(relative.ok === false && relative.problem.code).toBe('path-invalid');
    expect(relative.ok === false && relative.problem.detail).toContain('full path');
  });

  it('accepts a fine folder, leaves the marker behind and no probe file', async () => {
    const folder = tempFolder();
    expect(await checkClassFolder(share(), folder)).toEqual({ ok: true, className: null });
    expect(fs.readdirSync(folder)).toEqual([CLASS_MARKER_FILE]);
    expect(JSON.parse(fs.readFileSync(path.join(folder, CLASS_MARKER_FILE), 'utf8'))).toEqual({
      app: 'kotoba-quest',
      version: 1,
    });
  });

  it("answers the class name of the folder's marker, and leaves a marker it does not know alone", async () => {
    const folder = tempFolder();
    const marker = path.join(folder, CLASS_MARKER_FILE);
    fs.writeFileSync(marker, '{"app":"kotoba-quest","version":1,"className":"5年1組"}');
    expect(await checkClassFolder(share(), folder)).toEqual({ ok: true, className: '5年1組' });
    fs.writeFileSync(marker, '{"app":"other"}');
    expect(await checkClassFolder(share(), folder)).toEqual({ ok: true, className: null });
    expect(fs.readFileSync(marker, 'utf8')).toBe('{"app":"other"}');
  });

  it('says so when nothing can be saved in the folder', async () => {
    const folder = tempFolder();
    const readOnly = createShareFs({
      pcId: 'pc-room1-01',
      fs: {
        open: async () => {
          throw Object.assign(new Error('denied'), { code: 'EACCES' });
        },
      },
    });
    const checked = await checkClassFolder(readOnly, folder);
    expect(checked).toMatchObject({ ok: false, problem: { code: 'not-writable', detail: 'EACCES' } });
    expect(checked.ok === false && checked.message).toContain(`Nothing can be saved in ${folder}`);
  });
});

describe('findJsonMistake', () => {
  it('finds nothing wrong in any JSON that JSON.stringify writes', () => {
    const values: unknown[] = [
      {
        version: 1,
        classFolder: 'S:\\Classes\\5-1',
        className: '5年1組\n"x"',
        n: -1.5e-3,
        list: [true, false, null, []],
      },
      [],
      {},
      0,
      'text with \u0001 control',
      [{ a: [{ b: [1, 2, { c: {} }] }] }],
    ];
    for (const value of values) {
      expect(findJsonMistake(JSON.stringify(value))).toBeNull();
      expect(findJsonMistake(JSON.stringify(value, null, '\t'))).toBeNull();
    }
  });

  it.each([
    ['{"a":}', 5],
    ['{"a":1,}', 7],
    ['{"a":1', 6],
    ['{a:1}', 1],
    ["{'a':1}", 1],
    ['{"a":1 "b":2}', 7],
    ['{"a":1}x', 7],
    ['[1,]', 3],
    ['{"a":"x\ny"}', 7],
    ['{"a":01}', 6],
    ['{"a":"\\q"}', 6],
  ])('finds the mistake in %j at %i, where JSON.parse also fails', (text, offset) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(findJsonMistake(text)?.offset).toBe(offset);
  });
});

describe('readItPinHash', () => {
  const hash = {
    algorithm: 'scrypt',
    N: 32_768,
    r: 8,
    p: 1,
    salt: Buffer.alloc(16, 1).toString('base64'),
    key: Buffer.alloc(32, 2).toString('base64'),
  };

  it("answers the hash of IT's file, and never one a teacher's choice in userData carries", () => {
    const dir = tempFolder();
    const machine = path.join(dir, 'config.json');
    fs.writeFileSync(machine, JSON.stringify({ version: 1, teacherPinHash: hash }));
    expect(readItPinHash({ candidates: [machine] })).toEqual(hash);
    // The teacher's file has the same shape, but the PIN comes only from IT's.
    fs.writeFileSync(machine, JSON.stringify({ version: 1 }));
    fs.writeFileSync(
      path.join(dir, TEACHER_CLASS_FOLDER_FILE),
      JSON.stringify({ version: 1, teacherPinHash: hash }),
    );
    expect(readItPinHash({ candidates: [machine] })).toBeNull();
  });

  it('makes a config with a hash of the wrong shape unusable, never a PIN', () => {
    const dir = tempFolder();
    const machine = path.join(dir, 'config.json');
    fs.writeFileSync(machine, JSON.stringify({ version: 1, teacherPinHash: { ...hash, N: 1024 } }));
    expect(readItPinHash({ candidates: [machine] })).toBeNull();
    expect(readClassFolderChoice({ candidates: [machine], userData: dir }).kind).toBe('invalid');
  });
});
