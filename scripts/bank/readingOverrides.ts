/**
 * A verb read one way after some words and another way elsewhere: 降りる is おりる (get off) but rain and
 * snow ふる. `stem` starts the token, `wrong` begins the dictionary's reading of it, `after` matches one of
 * the `window` tokens before it (3 when not given), and `reading` replaces `wrong`.
 */
export interface ContextReading {
  stem: string;
  wrong: string;
  after: RegExp;
  reading: string;
  window?: number;
}

/** Readings that depend on the words before them (see {@link ContextReading}). */
export const CONTEXT_READINGS: readonly ContextReading[] = [
  // Rain and snow ふる; 降りる (get off) stays おりる.
  { stem: '降', wrong: 'お', after: /[雨雪雹]|あめ|ゆき|ひょう|あられ/, reading: 'ふ' },
  // いちばん上 / いちばん下 are うえ and した, not the suffixes じょう (インターネット上) and か.
  { stem: '上', wrong: 'じょう', after: /^いちばん$/, reading: 'うえ', window: 1 },
  { stem: '下', wrong: 'か', after: /^いちばん$/, reading: 'した', window: 1 },
  // All over a place: 体中 からだじゅう, 国中 くにじゅう (during is ちゅう: 授業中).
  { stem: '中', wrong: 'ちゅう', after: /^(体|国|町|村|家|学校|日本)$/, reading: 'じゅう', window: 1 },
];

/**
 * Words whose reading the analyser gets wrong for a pupil, with the reading taught at school (hiragana).
 * An entry replaces the analyser's reading only where its tokens cover exactly that word. Facts only;
 * keep the table short.
 */
export const READING_OVERRIDES: Readonly<Record<string, string>> = {
  // 何 before a counter is なん, not なに (numbers with counters are read by countReading.ts); the
  // dictionary reads 何時 alone as いつ.
  何曜日: 'なんようび',
  何時: 'なんじ',
  何さい: 'なんさい',
  // The dictionary's しがらみ is a weir; the fence taught at school is さく.
  柵: 'さく',
  // A snow statue is せつぞう, not ゆき + ぞう.
  雪像: 'せつぞう',
  // Picking flowers or fruit is つむ; つまむ (to pinch) is the dictionary's first reading.
  摘む: 'つむ',
  // The dictionary has no 試着 and leaves 試 without a reading.
  試着: 'しちゃく',
  // After a word such as 一日中 the dictionary takes 雨 for the suffix う (as in 雷雨).
  雨: 'あめ',
  // たいせい is a different word (an overall situation); a crowd of people is おおぜい.
  大勢: 'おおぜい',
  // Schools teach the country's name as にほん.
  日本: 'にほん',
};
