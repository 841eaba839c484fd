import { describe, expect, it } from 'vitest';
import { BANDS } from '../bank/bankTerms';
import {
  DEFAULT_TEACHER_SETTINGS,
  MAX_OPEN_STAGES,
  MAX_STAGE_ID_LENGTH,
  MAX_TODAY_STAGES,
  TEACHER_WORLD_IDS,
  teacherChoicesSchema,
  teacherPinSchema,
  teacherSettingsSchema,
} from './teacher';

const choices = { openWorlds: ['e34'], openStages: ['month', 'e34.colours-1'], todayStages: ['month'] };

describe('teacher contract', () => {
  it("lists exactly the word bank's school years as worlds, in the same order", () => {
    expect([...TEACHER_WORLD_IDS]).toEqual([...BANDS]);
  });

  it('takes 4 to 8 ASCII digits as a PIN and nothing else', () => {
    for (const pin of ['0000', '1234', '12345678'])
      expect(teacherPinSchema.safeParse(pin).success).toBe(true);
    for (const pin of ['123', '123456789', '12 34', '１２３４', 'abcd', '1234\n', '']) {
      expect(teacherPinSchema.safeParse(pin).success).toBe(false);
    }
  });

  it('accepts stage ids of the map and the defaults as valid settings', () => {
    expect(teacherChoicesSchema.safeParse(choices).success).toBe(true);
    expect(teacherChoicesSchema.safeParse({ ...choices, advancedWorlds: ['j3'] }).success).toBe(true);
    expect(teacherSettingsSchema.safeParse(DEFAULT_TEACHER_SETTINGS).success).toBe(true);
  });

  it('refuses worlds not in the bank, repeated ids, path-like or overlong ids, and too many stages', () => {
    const refused = [
      { ...choices, openWorlds: ['j4'] },
      { ...choices, openWorlds: ['e34', 'e34'] },
      { ...choices, advancedWorlds: ['j3', 'j3'] },
      { ...choices, advancedWorlds: ['j4'] },
      { ...choices, todayStages: ['month', 'month'] },
      { ...choices, openStages: ['../progress'] },
      { ...choices, openStages: ['a b'] },
      { ...choices, openStages: ['s'.repeat(MAX_STAGE_ID_LENGTH + 1)] },
      { ...choices, openStages: Array.from({ length: MAX_OPEN_STAGES + 1 }, (_, i) => `s${i}`) },
      { ...choices, todayStages: Array.from({ length: MAX_TODAY_STAGES + 1 }, (_, i) => `s${i}`) },
      { ...choices, extra: true },
    ];
    for (const value of refused) expect(teacherChoicesSchema.safeParse(value).success).toBe(false);
    expect(
      teacherChoicesSchema.safeParse({
        ...choices,
        openStages: Array.from({ length: MAX_OPEN_STAGES }, (_, i) =>
          `s${i}`.padEnd(MAX_STAGE_ID_LENGTH, 'x'),
        ),
      }).success,
    ).toBe(true);
  });
});
