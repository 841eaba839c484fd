import type { MessageTables } from '../notebook/useMessages';

const ja = {
  'progress.title': 'せいちょうの きろく',
  'progress.back': 'ちずに もどる',
  'progress.backHint': 'Esc でも もどれるよ',
  'progress.empty': 'まだ きろくが ないよ。ステージを あそぶと グラフが でるよ。',
  'progress.accuracyTitle': 'せいかくさ（ひごと）',
  'progress.kpmTitle': '1ぷんかんに うった キーの かず（ひごと）',
  'progress.masteryTitle': 'おぼえた ことばの かず（ひごと）',
  'progress.masterySet': 'ことばの しゅるい',
  'progress.allSets': 'ぜんぶ',
  'progress.day': 'ひにち',
  'progress.value': 'あたい',
  'progress.showTable': 'すうじで みる',
  'progress.summary':
    '{first} から {last} まで {days}にちぶん。さいしょ {from}、さいご {to}、いちばん たかい {max}。',
  'progress.percent': '{value}%',
  'progress.kpm': '{value} キー/ふん',
  'progress.words': '{value} ことば',
  'progress.setsTitle': 'ことばの しゅるいごとの おぼえぐあい',
  'progress.bar': '{name}：おぼえた {mastered}、れんしゅうちゅう {learning}、ぜんぶで {total}',
  'progress.barShort': '{mastered}/{total}',
  'progress.legendMastered': 'おぼえた（3しゅうかん いじょう わすれにくい）',
  'progress.legendLearning': 'れんしゅうちゅう',
} as const;

/** The progress page's and the mastery bars' player-facing text, in Japanese and English. */
export const progressMessages: MessageTables<keyof typeof ja> = {
  ja,
  en: {
    'progress.title': 'My progress',
    'progress.back': 'Back to the map',
    'progress.backHint': 'Esc also goes back',
    'progress.empty': 'No records yet. Play a stage and your charts appear here.',
    'progress.accuracyTitle': 'Accuracy by day',
    'progress.kpmTitle': 'Keys per minute by day',
    'progress.masteryTitle': 'Words mastered by day',
    'progress.masterySet': 'Word set',
    'progress.allSets': 'All sets',
    'progress.day': 'Day',
    'progress.value': 'Value',
    'progress.showTable': 'Show the numbers',
    'progress.summary': '{days} days from {first} to {last}. First {from}, last {to}, highest {max}.',
    'progress.percent': '{value}%',
    'progress.kpm': '{value} keys/min',
    'progress.words': '{value} words',
    'progress.setsTitle': 'How well each word set is known',
    'progress.bar': '{name}: {mastered} mastered, {learning} learning, {total} in all',
    'progress.barShort': '{mastered}/{total}',
    'progress.legendMastered': 'Mastered (remembered for 3 weeks or more)',
    'progress.legendLearning': 'Learning',
  },
};

/** A key of {@link progressMessages}. */
export type ProgressMessageKey = keyof typeof ja;
