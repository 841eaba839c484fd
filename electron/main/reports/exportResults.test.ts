import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RESULT_COLUMNS } from '../../../core/reports/resultsCsv';
import { decodeText, splitRecords } from '../../../core/wordlists/parseWordList';
import { sampleAttempt as attempt, isoDate } from '../../../tests/support/core/reports/sampleAttempt';
import { makeTempFolder } from '../../../tests/support/electron/main/stores/testFolders';
import { exportResults } from './exportResults';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('exportResults', () => {
  it('writes a file that reads back as valid CSV with every Japanese name and word intact', () => {
    const dir = makeTempFolder('kotoba-results-');
    folders.push(dir);
    const file = path.join(dir, 'results.csv');
    const players = [
      {
        profile: '=さくら, "1組"',
        snapshot: { history: [attempt({ missed: ['Good morning.', '-minus'], stageId: 'month' })] },
      },
      { profile: 'けんた', snapshot: { history: [] } },
    ];
    expect(exportResults(file, players, { formatDate: isoDate, stageTitle: () => '月（つき）' })).toEqual({
      ok: true,
      rows: 1,
    });
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const decoded = decodeText(bytes);
    expect(decoded?.encoding).toBe('utf-8');
    const records = splitRecords(decoded?.text ?? '', ',');
    expect(records.every((r) => !r.unclosedQuote && r.cells.length === RESULT_COLUMNS.length)).toBe(true);
    expect(records.map((r) => r.cells)).toEqual([
      [...RESULT_COLUMNS],
      [
        '\'=さくら, "1組"',
        '2026-04-10T09:00:00.000Z',
        '月（つき）',
        'battle',
        'yes',
        '92.5',
        '122',
        '64.3',
        'A',
        'Good morning. / -minus',
      ],
    ]);
    expect(fs.readdirSync(dir)).toEqual(['results.csv']);
  });

  it('answers why when the folder cannot be written, leaving no half-written file', () => {
    const dir = makeTempFolder('kotoba-results-');
    folders.push(dir);
    fs.writeFileSync(path.join(dir, 'blocker'), 'x');
    const answer = exportResults(path.join(dir, 'blocker', 'results.csv'), []);
    expect(answer.ok === false && answer.detail).toMatch(/could not be written \(ENOTDIR\)/);
    expect(fs.readdirSync(dir)).toEqual(['blocker']);
  });
});
