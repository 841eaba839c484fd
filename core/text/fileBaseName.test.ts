import { describe, expect, it } from 'vitest';
import { fileBaseName } from './fileBaseName';

describe('fileBaseName', () => {
  it('reads the last part of Windows and POSIX paths alike', () => {
    expect(fileBaseName('C:\\Users\\sensei\\たんご 1.csv')).toBe('たんご 1.csv');
    expect(fileBaseName('/home/sensei/list.tsv')).toBe('list.tsv');
    expect(fileBaseName('share/lists/')).toBe('lists');
    expect(fileBaseName('list.csv')).toBe('list.csv');
  });

  it('drops only the last extension when asked, never the dot that starts a name', () => {
    expect(fileBaseName('D:\\lists\\animals.v2.csv', { withoutExtension: true })).toBe('animals.v2');
    expect(fileBaseName('/tmp/.profile', { withoutExtension: true })).toBe('.profile');
    expect(fileBaseName('dir.old\\notes', { withoutExtension: true })).toBe('notes');
  });
});
