import { describe, expect, it } from 'vitest';
import { BANDS } from './bankEntry';
import {
  bandKnowsKanji,
  isKanji,
  KANJI_BY_GRADE,
  KANJI_GRADES,
  KNOWN_GRADES_BY_BAND,
  kanjiGrade,
  unknownKanji,
} from './kanjiGrades';

describe('kanji by school year', () => {
  it('lists the official number of kanji for each grade, 1,026 in all', () => {
    const counts = KANJI_GRADES.map((grade) => [...KANJI_BY_GRADE[grade]].length);
    expect(counts).toEqual([80, 160, 200, 202, 193, 191]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1026);
  });

  it('lists every kanji once, and only kanji', () => {
    const all = KANJI_GRADES.flatMap((grade) => [...KANJI_BY_GRADE[grade]]);
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((ch) => !isKanji(ch))).toEqual([]);
  });

  it('answers the grade of a kanji, and null beyond the table or for kana', () => {
    expect(kanjiGrade('一')).toBe(1);
    expect(kanjiGrade('曜')).toBe(2);
    expect(kanjiGrade('発')).toBe(3);
    expect(kanjiGrade('媛')).toBe(4);
    expect(kanjiGrade('際')).toBe(5);
    expect(kanjiGrade('私')).toBe(6);
    expect(kanjiGrade('匹')).toBeNull();
    expect(kanjiGrade('あ')).toBeNull();
  });

  it('lets grades 3–4 read no kanji, grades 5–6 grades 1–4, junior high the whole table', () => {
    expect(KNOWN_GRADES_BY_BAND.e34).toEqual([]);
    expect(KNOWN_GRADES_BY_BAND.e56).toEqual([1, 2, 3, 4]);
    for (const band of ['j1', 'j2', 'j3'] as const) expect(KNOWN_GRADES_BY_BAND[band]).toEqual(KANJI_GRADES);
    expect(BANDS.filter((band) => bandKnowsKanji(band, '山'))).toEqual(['e56', 'j1', 'j2', 'j3']);
    expect(BANDS.filter((band) => bandKnowsKanji(band, '私'))).toEqual(['j1', 'j2', 'j3']);
    expect(BANDS.filter((band) => bandKnowsKanji(band, '匹'))).toEqual([]);
  });

  it('finds the kanji a band has not learned, counting 々 with the kanji it repeats', () => {
    expect(unknownKanji('私の名前は人々です', 'e56')).toEqual(['私']);
    expect(unknownKanji('時々、様々', 'e56')).toEqual([]);
    expect(unknownKanji('時々', 'e34')).toEqual(['時', '々']);
    expect(unknownKanji('犬が3匹', 'j1')).toEqual(['匹']);
  });
});
