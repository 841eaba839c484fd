// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${…} is NSIS's own syntax, the text under test.
/**
 * The NSIS include that lets a silent Windows install set the class folder (build/installer.nsh).
 *
 * What is checked: the script's text, and what follows from it. NSIS itself is NOT run here (it needs
 * Windows to run an installer), so these tests cannot show that the installer works on a PC. They show
 * that electron-builder.yml includes the script, that it reads /CLASSFOLDER= and /CLASSNAME= with
 * FileFunc's GetParameters and GetOptions, that it writes %ProgramData%\Kotoba Quest\config.json only
 * when a class folder is given (temporary file, then rename), that it leaves the uninstaller alone,
 * and that the JSON its FileWrite lines make, escaped by the rules its escaping function states, is a
 * config.json the game's own schema accepts and reads back as the same text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MACHINE_CONFIG_VERSION, machineConfigSchema } from '../../core/contract/classFolder';

const root = path.resolve(import.meta.dirname, '..', '..');
const scriptPath = path.join(root, 'build', 'installer.nsh');
const script = fs.readFileSync(scriptPath, 'utf8');
/** The script's lines without comments and surrounding blanks (NSIS comments start with ; or #). */
const statements = script
  .split(/\r?\n/)
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith(';') && !line.startsWith('#'));

/** The statements between `Function <name>` and its `FunctionEnd`. */
function functionBody(name: string): string[] {
  const start = statements.indexOf(`Function ${name}`);
  if (start < 0) throw new Error(`installer.nsh has no Function ${name}`);
  const end = statements.indexOf('FunctionEnd', start);
  return statements.slice(start + 1, end);
}

/** The value of `!define <name> <value>` (quotes removed). */
function defined(name: string): string {
  const line = statements.find((s) => s.startsWith(`!define ${name} `));
  if (!line) throw new Error(`installer.nsh does not define ${name}`);
  return line
    .slice(`!define ${name} `.length)
    .trim()
    .replace(/^"(.*)"$/, '$1');
}

/** The `nsis:` section's `include:` of electron-builder.yml (a top-level block of indented keys). */
function nsisInclude(): string | null {
  const lines = fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8').split(/\r?\n/);
  const start = lines.findIndex((line) => /^nsis:\s*$/.test(line));
  if (start < 0) return null;
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const match = line.match(/^\s+include:\s*(.+?)\s*$/);
    // A YAML comment may follow the value.
    if (match) return match[1]!.replace(/\s+#.*$/, '').replace(/^["'](.*)["']$/, '$1');
  }
  return null;
}

/** One rule of the escaping function: a test on the UTF-16 code unit, and what it appends. */
interface EscapeRule {
  op: '=' | '<' | '>' | 'else';
  value: number;
  /** A literal appended, or a printf format applied to the code unit, or the code unit itself. */
  append: { literal: string } | { format: string } | 'unit';
}

/** Reads the branch table of kqJsonEscape: `${If|ElseIf} $5 <op> <number>` and what the branch appends. */
function escapeRules(): EscapeRule[] {
  const body = functionBody('kqJsonEscape');
  const rules: EscapeRule[] = [];
  for (let i = 0; i < body.length; i++) {
    const test = body[i]!.match(/^\$\{(?:If|ElseIf)\} \$5 (=|<|>) (0x[0-9A-Fa-f]+|\d+)$/);
    const isElse = body[i] === '${Else}';
    if (!test && !isElse) continue;
    const next = body[i + 1]!;
    const literal = next.match(/^StrCpy \$1 '\$1(.*)'$/);
    const format = next.match(/^IntFmt \$4 "(.*)" \$5$/);
    const append: EscapeRule['append'] = literal
      ? { literal: literal[1]! }
      : format
        ? { format: format[1]! }
        : next === 'StrCpy $1 "$1$4"'
          ? 'unit'
          : (() => {
              throw new Error(`kqJsonEscape: unexpected branch "${next}"`);
            })();
    rules.push(
      test
        ? { op: test[1] as EscapeRule['op'], value: Number(test[2]), append }
        : { op: 'else', value: 0, append },
    );
  }
  return rules;
}

/** Applies the rules to a text, one UTF-16 code unit at a time, as the NSIS loop does. */
function escapeLikeInstaller(text: string, rules: EscapeRule[]): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const rule = rules.find(
      (r) =>
        r.op === 'else' ||
        (r.op === '=' && unit === r.value) ||
        (r.op === '<' && unit < r.value) ||
        (r.op === '>' && unit > r.value),
    )!;
    if (rule.append === 'unit') out += text[i];
    else if ('literal' in rule.append) out += rule.append.literal;
    else out += rule.append.format.replace('%04x', unit.toString(16).padStart(4, '0'));
  }
  return out;
}

/**
 * The text kqWriteMachineConfig's FileWrite lines produce, with $1 and $2 as given and the lines
 * inside `${If} $2 != ""` written only when there is a class name.
 */
function writtenConfig(classFolder: string, className: string): string {
  const body = functionBody('kqWriteMachineConfig');
  let text = '';
  let skipping = false;
  for (const line of body) {
    if (line === '${If} $2 != ""') skipping = className === '';
    else if (line === '${EndIf}') skipping = false;
    const write = line.match(/^FileWrite \$4 '(.*)'$/);
    if (!write || skipping) continue;
    text += write[1]!
      .replaceAll('$\\r', '\r')
      .replaceAll('$\\n', '\n')
      .replaceAll('${KQ_CONFIG_VERSION}', defined('KQ_CONFIG_VERSION'))
      .replaceAll('$1', classFolder)
      .replaceAll('$2', className);
  }
  return text;
}

describe('build/installer.nsh, the silent install’s class folder (script text; NSIS is not run here)', () => {
  it('is the include electron-builder.yml gives the NSIS installer', () => {
    const include = nsisInclude();
    expect(include).not.toBeNull();
    // electron-builder looks for it in the build resources folder first, then in the project.
    const found = [path.resolve(root, 'build', include!), path.resolve(root, include!)].find((p) =>
      fs.existsSync(p),
    );
    expect(found).toBe(scriptPath);
  });

  it('reads /CLASSFOLDER= and /CLASSNAME= from the command line with GetParameters and GetOptions', () => {
    expect(statements).toEqual(expect.arrayContaining(['!include LogicLib.nsh', '!include FileFunc.nsh']));
    const body = functionBody('kqWriteMachineConfig');
    expect(body).toEqual(
      expect.arrayContaining([
        '${GetParameters} $0',
        '${GetOptions} $0 "/CLASSFOLDER=" $1',
        '${GetOptions} $0 "/CLASSNAME=" $2',
      ]),
    );
  });

  it('writes nothing unless /CLASSFOLDER has a value, and leaves out className without /CLASSNAME', () => {
    const body = functionBody('kqWriteMachineConfig');
    const option = body.indexOf('${GetOptions} $0 "/CLASSFOLDER=" $1');
    expect(body.slice(option + 1, option + 5)).toEqual([
      '${If} ${Errors}',
      '${OrIf} $1 == ""',
      'Goto kqConfigDone',
      '${EndIf}',
    ]);
    expect(body.findIndex((s) => s.startsWith('FileOpen'))).toBeGreaterThan(option);
    const name = body.indexOf('${GetOptions} $0 "/CLASSNAME=" $2');
    expect(body.slice(name + 1, name + 4)).toEqual(['${If} ${Errors}', 'StrCpy $2 ""', '${EndIf}']);
  });

  it('writes %ProgramData%\\Kotoba Quest\\config.json through a temporary file renamed over the old one', () => {
    const body = functionBody('kqWriteMachineConfig');
    expect(defined('KQ_CONFIG_DIR')).toBe('Kotoba Quest');
    expect(defined('KQ_CONFIG_FILE')).toBe('config.json');
    expect(body).toContain('ReadEnvStr $3 "ProgramData"');
    expect(body).toContain('StrCpy $3 "$3\\${KQ_CONFIG_DIR}"');
    const open = body.indexOf('FileOpen $4 "$3\\${KQ_CONFIG_FILE}.new" w');
    const close = body.indexOf('FileClose $4');
    const remove = body.indexOf('Delete "$3\\${KQ_CONFIG_FILE}"');
    const rename = body.indexOf('Rename "$3\\${KQ_CONFIG_FILE}.new" "$3\\${KQ_CONFIG_FILE}"');
    expect(open).toBeGreaterThan(0);
    expect(close).toBeGreaterThan(open);
    expect(remove).toBeGreaterThan(close);
    expect(rename).toBe(remove + 1);
    // A failure is said in the exit code; the app itself is installed all the same.
    expect(body.filter((s) => s === 'SetErrorLevel ${KQ_CONFIG_FAILED}').length).toBeGreaterThanOrEqual(3);
    expect(defined('KQ_CONFIG_FAILED')).toBe('2');
  });

  it('states the config.json version the game expects', () => {
    expect(Number(defined('KQ_CONFIG_VERSION'))).toBe(MACHINE_CONFIG_VERSION);
  });

  it('escapes \\ and " for JSON and writes control characters and everything outside ASCII as \\uXXXX', () => {
    const rules = escapeRules();
    expect(rules).toEqual([
      { op: '=', value: 0x22, append: { literal: '\\"' } },
      { op: '=', value: 0x5c, append: { literal: '\\\\' } },
      { op: '<', value: 0x20, append: { format: '\\u%04x' } },
      { op: '>', value: 0x7e, append: { format: '\\u%04x' } },
      { op: 'else', value: 0, append: 'unit' },
    ]);
    expect(escapeLikeInstaller('\\\\server\\share\\5-1', rules)).toBe('\\\\\\\\server\\\\share\\\\5-1');
    expect(escapeLikeInstaller('5年1組', rules)).toBe('5\\u5e741\\u7d44');
    // The code unit is read as 16 bits, so one outside the BMP becomes its surrogate pair.
    expect(escapeLikeInstaller('😀', rules)).toBe('\\ud83d\\ude00');
  });

  it('writes a config.json the game accepts, that reads back as the folder and name given', () => {
    const rules = escapeRules();
    const cases = [
      { classFolder: '\\\\server\\share\\kotoba\\5-1', className: '5年1組' },
      { classFolder: 'S:\\kotoba\\"quoted"\\6-2', className: 'Class\t6 😀' },
      { classFolder: '//server/share/kotoba/5-1', className: '' },
    ];
    for (const { classFolder, className } of cases) {
      const text = writtenConfig(
        escapeLikeInstaller(classFolder, rules),
        escapeLikeInstaller(className, rules),
      );
      // Plain ASCII, so NSIS's conversion to the PC's code page changes nothing.
      expect(text).toMatch(/^[\x20-\x7e\r\n]*$/);
      const expected =
        className === ''
          ? { version: MACHINE_CONFIG_VERSION, classFolder }
          : { version: MACHINE_CONFIG_VERSION, classFolder, className };
      expect(machineConfigSchema.parse(JSON.parse(text))).toEqual(expected);
    }
  });

  it('gives the folder fixed permissions by SID: users read, administrators and SYSTEM write', () => {
    const icacls = functionBody('kqWriteMachineConfig').find((s) => s.includes('icacls.exe'));
    expect(icacls).toBe(
      `nsExec::ExecToLog '"$SYSDIR\\icacls.exe" "$3" /inheritance:r /grant:r *S-1-5-18:(OI)(CI)F *S-1-5-32-544:(OI)(CI)F *S-1-5-32-545:(OI)(CI)RX'`,
    );
  });

  it('runs from customInstall and leaves the uninstaller alone (config.json stays after uninstalling)', () => {
    const guard = statements.indexOf('!ifndef BUILD_UNINSTALLER');
    const firstCode = statements.findIndex((s) => !s.startsWith('!include'));
    expect(guard).toBe(firstCode);
    expect(statements.at(-1)).toBe('!endif');
    expect(statements.filter((s) => s.startsWith('!ifndef') || s.startsWith('!ifdef')).length).toBe(1);
    const macro = statements.indexOf('!macro customInstall');
    expect(statements.slice(macro + 1, macro + 3)).toEqual(['Call kqWriteMachineConfig', '!macroend']);
    expect(statements.join('\n')).not.toMatch(/customUnInstall|un\.onInit|Function un\./);
  });

  it('is plain ASCII, whatever character set makensis reads it in', () => {
    expect(script).not.toMatch(/[^\t\n\r -~]/);
  });

  it('agrees with the IT manual on the options and the file they write, in both languages', () => {
    for (const language of ['ja', 'en']) {
      const page = fs.readFileSync(
        path.join(root, 'manual', 'docs', 'v0.1', language, 'it', 'class-folder.mdx'),
        'utf8',
      );
      expect(page).toContain('/CLASSFOLDER="\\\\server\\share\\kotoba\\5-1"');
      expect(page).toContain('/CLASSNAME=');
      expect(page).toContain('%ProgramData%\\Kotoba Quest\\config.json');
    }
  });
});
