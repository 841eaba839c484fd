import { describe, expect, it } from 'vitest';
import { MAX_TODAY_STAGES, TEACHER_WORLD_IDS } from '../../../../core/contract';
import {
  sameChoices,
  type TeacherDraft,
  withAdvancedWorld,
  withOpenStage,
  withTodayAdded,
  withTodayMoved,
  withTodayRemoved,
  withWorld,
} from './teacherDraft';

const EMPTY: TeacherDraft = { openWorlds: [], openStages: [], todayStages: [] };

describe('the teacher’s draft choices', () => {
  it('keeps open worlds in the bank’s order whatever order they are ticked in', () => {
    let draft = withWorld(EMPTY, 'j3', true, TEACHER_WORLD_IDS);
    draft = withWorld(draft, 'e56', true, TEACHER_WORLD_IDS);
    expect(draft.openWorlds).toEqual(['e56', 'j3']);
    expect(withWorld(draft, 'j3', false, TEACHER_WORLD_IDS).openWorlds).toEqual(['e56']);
  });

  it('turns a world’s advanced stages on and off, in the bank’s order, as a change to save', () => {
    let draft = withAdvancedWorld(EMPTY, 'j3', true, TEACHER_WORLD_IDS);
    draft = withAdvancedWorld(draft, 'j2', true, TEACHER_WORLD_IDS);
    expect(draft.advancedWorlds).toEqual(['j2', 'j3']);
    expect(sameChoices(draft, EMPTY)).toBe(false);
    const off = withAdvancedWorld(
      withAdvancedWorld(draft, 'j2', false, TEACHER_WORLD_IDS),
      'j3',
      false,
      TEACHER_WORLD_IDS,
    );
    expect(off.advancedWorlds).toEqual([]);
    // No advanced world chosen says the same as choices saved before advanced stages existed.
    expect(sameChoices(off, EMPTY)).toBe(true);
  });

  it('opens and closes single stages without listing one twice', () => {
    let draft = withOpenStage(EMPTY, 'j2.travel-1', true);
    draft = withOpenStage(draft, 'j2.travel-1', true);
    expect(draft.openStages).toEqual(['j2.travel-1']);
    expect(withOpenStage(draft, 'j2.travel-1', false).openStages).toEqual([]);
  });

  it(`adds today's stages at the end, never twice and never beyond ${MAX_TODAY_STAGES}`, () => {
    let draft = EMPTY;
    for (let i = 0; i < MAX_TODAY_STAGES + 3; i++) draft = withTodayAdded(draft, `e34.s-${i}`);
    expect(draft.todayStages).toHaveLength(MAX_TODAY_STAGES);
    expect(draft.todayStages.at(-1)).toBe(`e34.s-${MAX_TODAY_STAGES - 1}`);
    expect(withTodayAdded(draft, 'e34.s-0')).toBe(draft);
  });

  it('moves a stage up or down one place and leaves the ends alone', () => {
    const draft = { ...EMPTY, todayStages: ['a', 'b', 'c'] };
    expect(withTodayMoved(draft, 'c', -1).todayStages).toEqual(['a', 'c', 'b']);
    expect(withTodayMoved(draft, 'a', 1).todayStages).toEqual(['b', 'a', 'c']);
    expect(withTodayMoved(draft, 'a', -1)).toBe(draft);
    expect(withTodayMoved(draft, 'c', 1)).toBe(draft);
    expect(withTodayRemoved(draft, 'b').todayStages).toEqual(['a', 'c']);
  });

  it('counts order only for today’s stages when telling unsaved changes', () => {
    const a = { openWorlds: ['e34', 'j1'] as const, openStages: ['x', 'y'], todayStages: ['p', 'q'] };
    const b = { openWorlds: ['j1', 'e34'] as const, openStages: ['y', 'x'], todayStages: ['p', 'q'] };
    expect(
      sameChoices({ ...a, openWorlds: [...a.openWorlds] }, { ...b, openWorlds: [...b.openWorlds] }),
    ).toBe(true);
    expect(sameChoices({ ...a, openWorlds: [] }, { ...a, openWorlds: [], todayStages: ['q', 'p'] })).toBe(
      false,
    );
  });
});
