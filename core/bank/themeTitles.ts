import type { BankStage } from './bankStages';

/** A title in both languages of the game. */
export interface ThemeTitle {
  /** Children's Japanese: hiragana and katakana only, short enough for a stage card. */
  ja: string;
  en: string;
}

/** Longest Japanese title, in characters (spaces count): a stage card has room for one short line. */
export const MAX_THEME_TITLE_JA = 14;

/**
 * The title of every theme (words) and every grammar point (key sentences) of the word bank. A theme
 * shared by several bands (`feelings`, `nature`) has one title.
 */
export const THEME_TITLES: Record<string, ThemeTitle> = {
  // Grades 3–4
  greetings: { ja: 'あいさつ', en: 'Greetings' },
  feelings: { ja: 'きもち', en: 'Feelings' },
  numbers: { ja: 'かず', en: 'Numbers' },
  'colors-and-shapes': { ja: 'いろと かたち', en: 'Colours and shapes' },
  fruits: { ja: 'くだもの', en: 'Fruits' },
  vegetables: { ja: 'やさい', en: 'Vegetables' },
  animals: { ja: 'どうぶつ', en: 'Animals' },
  'insects-and-bugs': { ja: 'むし', en: 'Insects and bugs' },
  weather: { ja: 'てんき', en: 'Weather' },
  'days-and-time': { ja: 'ようびと じかん', en: 'Days and time' },
  'school-things': { ja: 'がっこうの もの', en: 'Things at school' },
  body: { ja: 'からだ', en: 'The body' },
  clothes: { ja: 'ふく', en: 'Clothes' },
  food: { ja: 'たべもの', en: 'Food' },
  'sweets-and-drinks': { ja: 'おかしと のみもの', en: 'Sweets and drinks' },
  'toys-and-games': { ja: 'おもちゃと あそび', en: 'Toys and games' },
  sports: { ja: 'スポーツ', en: 'Sports' },

  // Grades 5–6
  'months-birthdays': { ja: 'つきと たんじょうび', en: 'Months and birthdays' },
  'ordinal-numbers': { ja: 'じゅんばんの かず', en: 'Ordinal numbers' },
  'school-subjects': { ja: 'がっこうの かもく', en: 'School subjects' },
  'school-places': { ja: 'がっこうの ばしょ', en: 'Places at school' },
  'school-events': { ja: 'がっこうの ぎょうじ', en: 'School events' },
  'junior-high': { ja: 'ちゅうがっこう', en: 'Junior high school' },
  'daily-routine': { ja: 'いちにちの せいかつ', en: 'My day' },
  jobs: { ja: 'しごと', en: 'Jobs' },
  'town-places': { ja: 'まちの ばしょ', en: 'Places in town' },
  'directions-and-places': { ja: 'みちあんない', en: 'Directions' },
  countries: { ja: 'くに', en: 'Countries' },
  'world-famous': { ja: 'せかいの ゆうめいな もの', en: 'Famous around the world' },
  'seasons-and-nature': { ja: 'きせつと しぜん', en: 'Seasons and nature' },
  'seasonal-events': { ja: 'きせつの ぎょうじ', en: 'Seasonal events' },
  'japanese-culture': { ja: 'にほんの ぶんか', en: 'Japanese culture' },
  'food-and-menus': { ja: 'たべものと メニュー', en: 'Food and menus' },
  tastes: { ja: 'あじ', en: 'Tastes' },
  'living-things': { ja: 'いきもの', en: 'Living things' },
  'can-activities': { ja: 'できること', en: 'Things I can do' },
  'musical-instruments': { ja: 'がっき', en: 'Musical instruments' },
  'my-hero': { ja: 'あこがれの ひと', en: 'My hero' },
  'describing-things': { ja: 'ようすを あらわす ことば', en: 'Describing things' },
  'family-and-people': { ja: 'かぞくと ひとびと', en: 'Family and people' },
  'house-and-rooms': { ja: 'いえと へや', en: 'House and rooms' },
  transportation: { ja: 'のりもの', en: 'Vehicles' },
  'summer-vacation': { ja: 'なつやすみ', en: 'Summer holidays' },
  'everyday-verbs': { ja: 'よく つかう どうし', en: 'Everyday verbs' },
  'action-verbs': { ja: 'うごきの ことば', en: 'Action verbs' },
  'question-words': { ja: 'たずねる ことば', en: 'Question words' },
  'sports-and-the-olympics': { ja: 'スポーツと オリンピック', en: 'Sports and the Olympics' },
  'time-words': { ja: 'じかんの ことば', en: 'Time words' },

  // Junior high, year 1
  'school-life': { ja: 'がっこう せいかつ', en: 'School life' },
  'clubs-and-sports': { ja: 'ぶかつと スポーツ', en: 'Clubs and sports' },
  hobbies: { ja: 'しゅみ', en: 'Hobbies' },
  'everyday-actions': { ja: 'まいにちの こうどう', en: 'Everyday actions' },
  'talking-and-meeting': { ja: 'であいと かいわ', en: 'Meeting and talking' },
  'mind-and-feelings': { ja: 'こころと きもち', en: 'Mind and feelings' },
  pronouns: { ja: 'だいめいし', en: 'Pronouns' },
  time: { ja: 'じかん', en: 'Time' },
  'numbers-and-amounts': { ja: 'かずと りょう', en: 'Numbers and amounts' },
  people: { ja: 'ひと', en: 'People' },
  home: { ja: 'いえ', en: 'Home' },
  'everyday-things': { ja: 'みのまわりの もの', en: 'Everyday things' },
  'kitchen-and-table': { ja: 'だいどころと しょくたく', en: 'Kitchen and table' },
  cooking: { ja: 'りょうり', en: 'Cooking' },
  town: { ja: 'まち', en: 'Town' },
  shopping: { ja: 'かいもの', en: 'Shopping' },
  'getting-around': { ja: 'いどう', en: 'Getting around' },
  'body-and-health': { ja: 'からだと けんこう', en: 'Body and health' },
  nature: { ja: 'しぜん', en: 'Nature' },
  birds: { ja: 'とり', en: 'Birds' },
  'animals-and-insects': { ja: 'どうぶつと むし', en: 'Animals and insects' },
  'describing-words': { ja: 'ようすの ことば', en: 'Describing words' },
  'prepositions-and-adverbs': { ja: 'ぜんちしと ふくし', en: 'Prepositions and adverbs' },
  'linking-words': { ja: 'つなぐ ことば', en: 'Linking words' },
  events: { ja: 'ぎょうじ', en: 'Events' },
  'computers-and-media': { ja: 'コンピューターと メディア', en: 'Computers and media' },
  'useful-phrases': { ja: 'べんりな ひょうげん', en: 'Useful phrases' },

  // Junior high, year 2
  travel: { ja: 'りょこう', en: 'Travel' },
  transport: { ja: 'こうつう', en: 'Transport' },
  'jobs-and-careers': { ja: 'しごとと しょうらい', en: 'Jobs and careers' },
  'volunteering-and-community': { ja: 'ボランティアと ちいき', en: 'Volunteering and community' },
  'health-and-body': { ja: 'けんこうと からだ', en: 'Health and body' },
  'events-and-experiences': { ja: 'できごとと けいけん', en: 'Events and experiences' },
  environment: { ja: 'かんきょう', en: 'Environment' },
  'culture-and-traditions': { ja: 'ぶんかと でんとう', en: 'Culture and traditions' },
  'technology-and-communication': { ja: 'ぎじゅつと つうしん', en: 'Technology and communication' },
  'science-and-space': { ja: 'かがくと うちゅう', en: 'Science and space' },
  'disasters-and-safety': { ja: 'さいがいと あんぜん', en: 'Disasters and safety' },
  'judging-things': { ja: 'よしあしを いう ことば', en: 'Judging things' },
  'feelings-and-character': { ja: 'きもちと せいかく', en: 'Feelings and character' },
  adverbs: { ja: 'ふくし', en: 'Adverbs' },
  'ideas-and-reasons': { ja: 'かんがえと りゆう', en: 'Ideas and reasons' },
  'plans-and-wishes': { ja: 'よていと ねがい', en: 'Plans and wishes' },
  actions: { ja: 'こうどう', en: 'Actions' },
  'shopping-and-money': { ja: 'かいものと おかね', en: 'Shopping and money' },
  'linking-and-comparing': { ja: 'つなぐ・くらべる ことば', en: 'Linking and comparing' },
  'prepositions-and-phrases': { ja: 'ぜんちしと じゅくご', en: 'Prepositions and phrases' },
  'someone-and-something': { ja: 'だれか・なにか', en: 'Someone and something' },
  'useful-expressions': { ja: 'べんりな いいかた', en: 'Useful expressions' },

  // Junior high, year 3
  'peace-and-war': { ja: 'へいわと せんそう', en: 'Peace and war' },
  'human-rights': { ja: 'じんけん', en: 'Human rights' },
  'government-and-law': { ja: 'せいじと ほうりつ', en: 'Government and law' },
  'world-issues': { ja: 'せかいの もんだい', en: 'World issues' },
  'energy-and-resources': { ja: 'エネルギーと しげん', en: 'Energy and resources' },
  science: { ja: 'かがく', en: 'Science' },
  technology: { ja: 'ぎじゅつ', en: 'Technology' },
  history: { ja: 'れきし', en: 'History' },
  'opinions-and-debate': { ja: 'いけんと とうろん', en: 'Opinions and debate' },
  'mind-and-thinking': { ja: 'こころと かんがえ', en: 'Mind and thinking' },
  'future-and-careers': { ja: 'みらいと しんろ', en: 'Future and careers' },
  'communication-and-media': { ja: 'つたえあいと メディア', en: 'Communication and media' },
  'time-and-experience': { ja: 'じかんと けいけん', en: 'Time and experience' },
  'passive-phrases': { ja: 'うけみの じゅくご', en: 'Passive phrases' },
  'abstract-ideas': { ja: 'かんがえを あらわす ことば', en: 'Abstract ideas' },
  'data-and-change': { ja: 'データと へんか', en: 'Data and change' },
  'actions-and-change': { ja: 'うごきと へんか', en: 'Actions and change' },
  'health-and-life': { ja: 'けんこうと くらし', en: 'Health and life' },
  'society-and-community': { ja: 'しゃかいと ちいき', en: 'Society and community' },

  // The irregular verbs' forms stages
  'irregular-verbs': { ja: 'ふきそく どうしの へんか', en: 'Irregular verbs' },
  // Grammar points of the key sentences
  'classroom-phrase': { ja: 'きょうしつの ひょうげん', en: 'Classroom phrases' },
  'be-verb': { ja: 'be どうし', en: 'The verb be' },
  'general-verb': { ja: 'いっぱん どうし', en: 'Other verbs' },
  'question-negative': { ja: 'ぎもんぶんと ひていぶん', en: 'Questions and negatives' },
  can: { ja: 'can の ぶん', en: 'Can' },
  'present-progressive': { ja: 'げんざい しんこうけい', en: 'Present progressive' },
  'past-regular': { ja: 'かこけい（-ed）', en: 'Past tense (-ed)' },
  'past-irregular': { ja: 'かこけい（ふきそく）', en: 'Past tense (irregular)' },
  'past-progressive': { ja: 'かこ しんこうけい', en: 'Past progressive' },
  future: { ja: 'みらいの いいかた', en: 'Will and be going to' },
  'there-is': { ja: 'there is の ぶん', en: 'There is, there are' },
  'infinitive-gerund': { ja: 'ふていしと どうめいし', en: 'Infinitives and gerunds' },
  comparison: { ja: 'ひかく', en: 'Comparison' },
  'must-have-to': { ja: 'must と have to', en: 'Must and have to' },
  'present-perfect': { ja: 'げんざい かんりょうけい', en: 'Present perfect' },
  passive: { ja: 'うけみ', en: 'Passive voice' },
  'relative-pronoun': { ja: 'かんけい だいめいし', en: 'Relative pronouns' },
};

/** The themes and grammar points of these stages that have no title, each once, in stage order. */
export function untitledThemes(stages: readonly Pick<BankStage, 'theme'>[]): string[] {
  return [...new Set(stages.map((s) => s.theme).filter((t) => !Object.hasOwn(THEME_TITLES, t)))];
}

/** The title of a theme or grammar point; the raw theme id when it has no title yet (tests keep that from shipping). */
export function themeTitle(theme: string, lang: 'ja' | 'en'): string {
  const title = Object.hasOwn(THEME_TITLES, theme) ? THEME_TITLES[theme] : undefined;
  return title ? title[lang] : theme;
}

/** What the title of a stage of a 発展 (advanced) set begins with. */
export const ADVANCED_TITLE = { ja: 'はってん', en: 'Advanced' } as const;

/**
 * A stage's title: its theme's title, followed by the part number when the theme was cut into several
 * stages (「どうぶつ 2」, "Animals 2"); a stage of a 発展 set says so first (「はってん: れきし」).
 */
export function stageTitle(
  stage: Pick<BankStage, 'theme' | 'part' | 'parts' | 'advanced'>,
  lang: 'ja' | 'en',
): string {
  const theme = themeTitle(stage.theme, lang);
  const title = stage.advanced ? `${ADVANCED_TITLE[lang]}: ${theme}` : theme;
  return stage.parts > 1 ? `${title} ${stage.part}` : title;
}
