import { describe, expect, it } from 'vitest';
import { classStatus, localProblemStatus, offlineStatus } from './classFolderFakes';
import { chipStateOf, classLabelOf, folderLastPart, localClockTime } from './classFolderFormat';

describe('folderLastPart', () => {
  it('takes the last folder of a share, a drive or a POSIX path, whatever the separators', () => {
    expect(folderLastPart('\\\\school-fs\\kotoba\\5-1')).toBe('5-1');
    expect(folderLastPart('S:\\kotoba\\6-2\\')).toBe('6-2');
    expect(folderLastPart('/Volumes/kotoba/4-3/')).toBe('4-3');
    expect(folderLastPart('S:/kotoba/mixed\\3-1')).toBe('3-1');
  });
});

describe('classLabelOf', () => {
  it('uses the class name, or else the last part of the folder', () => {
    expect(classLabelOf(classStatus() as Extract<ReturnType<typeof classStatus>, { mode: 'class' }>)).toBe(
      '5年1組',
    );
    const unnamed = classStatus({ className: null });
    if (unnamed.mode !== 'class') throw new Error('a class status');
    expect(classLabelOf(unnamed)).toBe('5-1');
  });
});

describe('localClockTime', () => {
  it('shows a time on this PC’s clock as HH:MM, 24-hour', () => {
    expect(localClockTime(new Date(2026, 10, 24, 9, 5).toISOString())).toBe('09:05');
    expect(localClockTime(new Date(2026, 10, 24, 14, 30).toISOString())).toBe('14:30');
  });

  it('shows a text that is not a time as it came', () => {
    expect(localClockTime('yesterday')).toBe('yesterday');
  });
});

describe('chipStateOf', () => {
  it('shows nothing before main answered, outside class mode, or with everything written back', () => {
    expect(chipStateOf(null)).toEqual({ kind: 'quiet' });
    expect(chipStateOf(localProblemStatus())).toEqual({ kind: 'quiet' });
    expect(chipStateOf(classStatus())).toEqual({ kind: 'quiet' });
  });

  it('is offline with the records waiting while the folder does not answer, even with none waiting', () => {
    expect(chipStateOf(offlineStatus(3))).toEqual({ kind: 'offline', pending: 3 });
    expect(chipStateOf(offlineStatus(0))).toEqual({ kind: 'offline', pending: 0 });
  });

  it('is sending while records wait and the folder answers', () => {
    expect(chipStateOf(classStatus({ pending: 2 }))).toEqual({ kind: 'sending', pending: 2 });
  });
});
