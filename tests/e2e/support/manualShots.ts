/** A language of the game's screens and of the manual. */
export type ShotLanguage = 'ja' | 'en';

/** One picture of the manual's screenshots page: its file stem, caption and description per language. */
export interface ManualShot {
  /** File stem, e.g. `map`; saved as `<lang>/<order>-<name>.png`. */
  name: string;
  /** The caption under the picture. */
  caption: Record<ShotLanguage, string>;
  /** What the picture shows, for readers who cannot see it. */
  alt: Record<ShotLanguage, string>;
}

/**
 * The screenshots of the manual in the order a class meets the screens. The capture spec takes
 * exactly these, in this order; the manifest it writes carries the texts to the manual's page.
 */
export const MANUAL_SHOTS: readonly ManualShot[] = [
  {
    name: 'players',
    caption: { ja: 'だれが あそぶ？（プレイヤーを えらぶ）', en: 'Who is playing? (choose a player)' },
    alt: {
      ja: 'ゲームを ひらくと さいしょに 出る「だれが あそぶ？」の 画面。プレイヤーの ボタンと、プレイヤーを ふやす フォームが ある。',
      en: 'The first screen, "Who is playing?": a button for each player and a form to add a player.',
    },
  },
  {
    name: 'sound',
    caption: { ja: 'おとの かくにん', en: 'Sound check' },
    alt: {
      ja: '「音が出ます。よろしいですか？」と きく 画面。はい と いいえ の ボタンが ある。',
      en: 'The sound question: "This game plays sound. Is that OK?" with a yes and a no button.',
    },
  },
  {
    name: 'title',
    caption: { ja: 'タイトル', en: 'Title screen' },
    alt: {
      ja: 'タイトル画面。ゲームの なまえと「Enter / クリックで スタート」が 出ている。',
      en: 'The title screen with the game name and "Press Enter / click to start".',
    },
  },
  {
    name: 'map',
    caption: { ja: 'せかいちず', en: 'World map' },
    alt: {
      ja: 'せかいちず。さいしょの ステージが えらばれていて、先の ステージは まだ いけない。',
      en: 'The world map with the first stage selected; the later stages are still locked.',
    },
  },
  {
    name: 'typing-study',
    caption: { ja: 'れんしゅう：見ながら うつ', en: 'Study: type while you look' },
    alt: {
      ja: 'れんしゅうの 画面。日本語の もんだいの 下に こたえが 見えている。まちがえた 文字は 赤く、その 上に 正しい 文字が 小さく 出ている。',
      en: 'The study screen: the Japanese prompt with the answer shown below it; a wrong letter is red, with the right letter small above it.',
    },
  },
  {
    name: 'typing-recall',
    caption: { ja: 'おもいだす：見ないで うつ', en: 'Recall: type it from memory' },
    alt: {
      ja: 'おもいだす 画面。こたえは かくれていて、文字の かずだけ わくが ならんでいる。',
      en: 'The recall screen: the answer is hidden and only a box per letter is shown.',
    },
  },
  {
    name: 'ime-banner',
    caption: { ja: '日本語入力（IME）の お知らせ', en: 'Japanese input (IME) notice' },
    alt: {
      ja: 'タイピング中に「半角英数にしてね（半角/全角キー）」の お知らせが 出ている 画面。',
      en: 'The typing screen showing the notice to switch to half-width English input (半角/全角 key).',
    },
  },
  {
    name: 'settings',
    caption: { ja: 'せってい（モードを バトルに する）', en: 'Settings (switching the mode to battle)' },
    alt: {
      ja: 'せっていの パネル。モードで バトルが えらばれている。',
      en: 'The settings panel with battle chosen as the mode.',
    },
  },
  {
    name: 'typing-battle',
    caption: { ja: 'バトル', en: 'Battle' },
    alt: {
      ja: 'バトルの 画面。まものと ゆうしゃの HP が 見えていて、こたえを うつと まものに ダメージが 入る。',
      en: 'The battle screen with the demon’s and the hero’s HP; a correct answer has hit the demon.',
    },
  },
  {
    name: 'results-victory',
    caption: { ja: 'けっか：かち', en: 'Results: victory' },
    alt: {
      ja: 'かった ときの けっか。ランク、せいかく率、1分あたりの キー数、まちがえた ことばが ならんでいる。',
      en: 'The results after a victory: rank, accuracy, keys per minute and the missed words.',
    },
  },
  {
    name: 'results-defeat',
    caption: { ja: 'けっか：まけ', en: 'Results: defeat' },
    alt: {
      ja: 'まけた ときの けっか。ランクは D。',
      en: 'The results after a defeat, with rank D.',
    },
  },
  {
    name: 'notebook',
    caption: { ja: 'まちがいノート', en: 'Mistake notebook' },
    alt: {
      ja: 'まちがいノート。まちがえた ことば、うった もじ、つぎの ふくしゅうの 日と、まちがえやすい キーの キーボードが ある。',
      en: 'The mistake notebook: missed words, what was typed, the next review day and a keyboard of confused keys.',
    },
  },
  {
    name: 'progress',
    caption: { ja: 'せいちょうの きろく', en: 'Progress' },
    alt: {
      ja: 'せいちょうの きろく。日ごとの せいかく率と 1分あたりの キー数の グラフ。',
      en: 'The progress page with charts of accuracy and keys per minute by day.',
    },
  },
  {
    name: 'review-forest',
    caption: { ja: 'ちずの ふくしゅうの森', en: 'The review forest on the map' },
    alt: {
      ja: 'ちずの ふくしゅうの森。きょう ふくしゅうする ことばと、まちがいノート・きろく への ボタンが ある。',
      en: 'The review forest on the map: today’s words to review and buttons to the notebook and progress.',
    },
  },
  {
    name: 'word-list-preview',
    caption: { ja: '単語リストの 確認（先生）', en: 'Checking a word list (teacher)' },
    alt: {
      ja: '単語リストの 確認画面。ステージに 入る ことばと、入らない 行と その 理由が 出ている。',
      en: 'The word-list check: the words that become the stage, and the rows left out with the reason.',
    },
  },
  {
    name: 'teacher-stage',
    caption: { ja: 'ちずの 先生の ステージ', en: 'A teacher’s stage on the map' },
    alt: {
      ja: 'ちずの「先生の ステージ」に、読みこんだ 単語リストが ステージとして 出ている。',
      en: 'The map’s teacher’s stages showing the imported word list as a stage.',
    },
  },
  {
    name: 'worlds',
    caption: { ja: 'ことばの せかい', en: 'The worlds of words' },
    alt: {
      ja: 'ことばの せかいの 画面。ちからだめしの たびへの ボタンと、がくねんごとの 5つの せかいが ならび、ひらいている せかいには クリアした ステージの かずが 出ている。',
      en: 'The worlds overview: a button to the placement quest and the five school-year worlds, open ones with their stages cleared.',
    },
  },
  {
    name: 'world-map',
    caption: { ja: 'せかいの ちず（そうげんの くに）', en: 'A world’s map (Meadowland)' },
    alt: {
      ja: 'そうげんの くにの ちず。くねくねした みちに そって ステージが ならび、さいごの ステージに ボスが いる。よこに えらんだ ステージの カードが ある。',
      en: 'Meadowland’s map: stages along a winding road with the boss on the last one, and the chosen stage’s card beside it.',
    },
  },
  {
    name: 'teacher-mode',
    caption: { ja: '先生モード（暗証番号を 決める）', en: 'Teacher mode (setting the PIN)' },
    alt: {
      ja: '先生モードの 最初の 画面。4〜8けたの 暗証番号を 2回 入れる フォームが ある。',
      en: 'Teacher mode’s first screen: a form to type a 4–8 digit PIN twice.',
    },
  },
  {
    name: 'dashboard',
    caption: { ja: 'クラスのようす（先生モード）', en: 'Class overview (teacher mode)' },
    alt: {
      ja: 'クラスのようすの 画面。児童ごとの 最後に 遊んだ日、レベル、クリアした ステージ、正確さ、キー数の 表と、CSV で保存・印刷の ボタンが ある。',
      en: 'The class overview: a table of each pupil’s last play, level, stages cleared, accuracy and keys per minute, with buttons to save as CSV and to print.',
    },
  },
];

/** The file of a shot, relative to tests/e2e/screenshots: `<lang>/<order>-<name>.png`. */
export function shotFile(language: ShotLanguage, index: number): string {
  const shot = MANUAL_SHOTS[index];
  if (!shot) throw new Error(`there is no shot number ${index + 1}`);
  return `${language}/${String(index + 1).padStart(2, '0')}-${shot.name}.png`;
}
