import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pictureFile, TWEMOJI_DIR } from '../../../scripts/bank/pictures';

const bankDir = resolve(import.meta.dirname, '../../../core/bank');

interface Entry {
  id: string;
  band: string;
  en: string;
  img?: string;
}

/** Every data file of the bank (the band files and the key sentences; the proper-noun lists have no entries). */
const bankFiles = readdirSync(bankDir)
  .filter((f) => f.endsWith('.json') && !f.startsWith('properNouns.'))
  .map((f) => ({
    file: f,
    entries: (JSON.parse(readFileSync(join(bankDir, f), 'utf8')) as { entries: Entry[] }).entries,
  }));

/** The file name the picture resolves to, or null. */
const fileName = (emoji: string) => {
  const path = pictureFile(emoji);
  return path ? basename(path) : null;
};

describe('pictureFile', () => {
  it('finds the SVG of a plain emoji inside the Twemoji package', () => {
    const path = pictureFile('🐶');
    expect(path).toBe(join(TWEMOJI_DIR, '1f436.svg'));
    expect(existsSync(path!)).toBe(true);
    expect(readFileSync(path!, 'utf8')).toMatch(/^<svg /);
  });

  it('drops the emoji-style selector U+FE0F where the file name has none, and accepts the bare form too', () => {
    expect(fileName('☀️')).toBe('2600.svg');
    expect(fileName('☀')).toBe('2600.svg');
    expect(fileName('✈️')).toBe('2708.svg');
  });

  it('finds keycaps with or without U+FE0F', () => {
    expect(fileName('1️⃣')).toBe('31-20e3.svg');
    expect(fileName('1⃣')).toBe('31-20e3.svg');
    expect(fileName('#️⃣')).toBe('23-20e3.svg');
  });

  it('finds flags, which are pairs of regional indicators', () => {
    expect(fileName('🇯🇵')).toBe('1f1ef-1f1f5.svg');
    expect(fileName('🇬🇧')).toBe('1f1ec-1f1e7.svg');
  });

  it('keeps U+FE0F in a ZWJ sequence whose file needs it, even when the emoji leaves it out', () => {
    expect(fileName('🧑‍⚕️')).toBe('1f9d1-200d-2695-fe0f.svg');
    expect(fileName('🧑\u200d⚕')).toBe('1f9d1-200d-2695-fe0f.svg');
    expect(fileName('🐻‍❄️')).toBe('1f43b-200d-2744-fe0f.svg');
  });

  it('finds a ZWJ sequence whose file name has no U+FE0F although the emoji has it', () => {
    expect(fileName('👁️‍🗨️')).toBe('1f441-200d-1f5e8.svg');
    expect(fileName('🧑‍🍳')).toBe('1f9d1-200d-1f373.svg');
  });

  it('answers null for text that is not exactly one emoji Twemoji draws', () => {
    expect(pictureFile('')).toBeNull();
    expect(pictureFile('\ufe0f')).toBeNull();
    expect(pictureFile('dog')).toBeNull();
    expect(pictureFile('🐶🐱')).toBeNull();
    expect(pictureFile('🐶 ')).toBeNull();
    expect(pictureFile('🐶\u200d🐱')).toBeNull();
    expect(pictureFile('1')).toBeNull();
  });
});

/** Entries whose `img` does not resolve to an SVG file of the Twemoji package, as "id img". */
function unresolvedPictures(entries: Entry[]): string[] {
  return entries
    .filter((e) => e.img !== undefined)
    .filter((e) => {
      const path = pictureFile(e.img!);
      return !path || dirname(path) !== TWEMOJI_DIR || !existsSync(path);
    })
    .map((e) => `${e.id} ${e.img}`);
}

/** Pictures that two or more entries of the same band share, as "band file: ids". */
function sharedPictures(entries: Entry[]): string[] {
  const byPicture = new Map<string, string[]>();
  for (const e of entries) {
    if (!e.img) continue;
    const key = `${e.band} ${basename(pictureFile(e.img) ?? e.img)}`;
    byPicture.set(key, [...(byPicture.get(key) ?? []), e.id]);
  }
  return [...byPicture].filter(([, ids]) => ids.length > 1).map(([key, ids]) => `${key}: ${ids.join(', ')}`);
}

describe('the word bank’s pictures', () => {
  it('reads every band and the key sentences', () => {
    expect(bankFiles.map((b) => b.file)).toEqual(
      expect.arrayContaining(['e34.json', 'e56.json', 'j1.json', 'j2.json', 'j3.json', 'sentences.json']),
    );
    expect(bankFiles.flatMap((b) => b.entries).filter((e) => e.img).length).toBeGreaterThan(100);
  });

  it.each(bankFiles.map((b) => [b.file, b.entries] as const))(
    '%s: every img is an existing Twemoji SVG',
    (_, entries) => {
      expect(unresolvedPictures(entries)).toEqual([]);
    },
  );

  // The same picture for two words of one band would leave a pupil guessing which word it asks for.
  it.each(bankFiles.map((b) => [b.file, b.entries] as const))(
    '%s: no two entries of one band share a picture',
    (_, entries) => {
      expect(sharedPictures(entries)).toEqual([]);
    },
  );

  it('both checks catch a broken fixture: a word for a picture, and one picture for two words of a band', () => {
    const fixture: Entry[] = [
      { id: 'e34.dog', band: 'e34', en: 'dog', img: '🐶' },
      { id: 'e34.cat', band: 'e34', en: 'cat', img: 'cat' },
      { id: 'e34.sun', band: 'e34', en: 'sun', img: '☀️' },
      { id: 'e34.sunny', band: 'e34', en: 'sunny', img: '☀' },
      { id: 'e56.puppy', band: 'e56', en: 'puppy', img: '🐶' },
    ];
    expect(unresolvedPictures(fixture)).toEqual(['e34.cat cat']);
    expect(sharedPictures(fixture)).toEqual(['e34 2600.svg: e34.sun, e34.sunny']);
  });
});
