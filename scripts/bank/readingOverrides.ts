/**
 * Words whose reading the analyser gets wrong for a pupil, with the reading taught at school (hiragana).
 * An entry replaces the analyser's reading only where its tokens cover exactly that word. Facts only;
 * keep the table short.
 */
export const READING_OVERRIDES: Readonly<Record<string, string>> = {
  // 何 before a counter is なん, not なに (numbers with counters are read by countReading.ts).
  何曜日: 'なんようび',
  // たいせい is a different word (an overall situation); a crowd of people is おおぜい.
  大勢: 'おおぜい',
  // Schools teach the country's name as にほん.
  日本: 'にほん',
};
