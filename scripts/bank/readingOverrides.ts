/**
 * Words whose reading the analyser gets wrong for a pupil, with the reading taught at school (hiragana).
 * An entry replaces the analyser's reading only where its tokens cover exactly that word. Facts only;
 * keep the table short.
 */
export const READING_OVERRIDES: Readonly<Record<string, string>> = {
  // Read as separate numbers (いちにん, にニチ …) by the analyser; these counts and dates have their own words.
  一人: 'ひとり',
  二人: 'ふたり',
  二日: 'ふつか',
  三日: 'みっか',
  四日: 'よっか',
  五日: 'いつか',
  六日: 'むいか',
  七日: 'なのか',
  八日: 'ようか',
  九日: 'ここのか',
  十日: 'とおか',
  二十日: 'はつか',
  // The same dates written with digits (the analyser answers さんにち for 3日).
  '1日': 'ついたち',
  '2日': 'ふつか',
  '3日': 'みっか',
  '4日': 'よっか',
  '5日': 'いつか',
  '6日': 'むいか',
  '7日': 'なのか',
  '8日': 'ようか',
  '9日': 'ここのか',
  '10日': 'とおか',
  '14日': 'じゅうよっか',
  '20日': 'はつか',
  '24日': 'にじゅうよっか',
  // 何 before a counter is なん, not なに.
  何月: 'なんがつ',
  何日: 'なんにち',
  何曜日: 'なんようび',
  // たいせい is a different word (an overall situation); a crowd of people is おおぜい.
  大勢: 'おおぜい',
  // Schools teach the country's name as にほん.
  日本: 'にほん',
};
