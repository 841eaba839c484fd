/**
 * The typing rules in the players' words, in Japanese and English. The game's engine keeps these
 * rules (renderer/src/engine/step.ts, judgeKey.ts, acceptedForms.ts) and rulesText.test.ts plays each
 * sentence through the engine, so the manual, which renders this table, cannot describe a rule the
 * game does not have.
 * Japanese is written for children: mostly kana, short sentences.
 */
export const rulesText = {
  ja: {
    'rules.wrongKey':
      'ちがう キーを おすと、その もじは あかく なり、まちがい 1かいと して きろくされます。カーソルは その もじの ところに のこるので、つぎに おした キーが あかい もじと いれかわります。1かいの うちまちがいは、まちがい 1かいです。',
    'rules.backspace': 'Backspace で さいごの 1もじを けせます。きろくされた まちがいは きえません。',
    'rules.symbols': "スペースや「?」「'」などの きごうも ふつうの もじです。こたえの とおりに うちます。",
    'rules.variants':
      "こたえが いくつか ある ことばは どれを うっても せいかいで、みえる こたえも うった ほうに かわります（color と colour、I'm fine. と I am fine. など）。",
    'rules.typeOn':
      'こたえの さいごの「.」「!」「?」は うたなくても よいです。こたえが おわった すぐ あとに、もっと ながい こたえの のこり（program の あとの me で programme）や さいごの きごうを うっても、まちがいに なりません。',
    'rules.case':
      'おおもじ・こもじは、ふつうは くべつしません（January を january と うっても せいかい）。せっていの「おおもじ・こもじを くべつする」を オンに すると くべつします。',
    'rules.hintLadder':
      'こたえが かくれている ときの Tab（ヒント）は、1かいめで ことばを よみあげ、2かいめで もじの かずと さいしょの もじ、3かいめで こたえを ぜんぶ みせます。',
    'rules.noVoice':
      'パソコンに えいごの こえが ない ときは、よみあげる ヒントを とばして、1かいめから もじの ヒントに なります。',
  },
  en: {
    'rules.wrongKey':
      'A wrong key shows in red on its letter and counts as one mistake. The cursor stays on that letter, so the next key you press takes its place: one slip costs one mistake.',
    'rules.backspace': 'Backspace erases the last character; a recorded mistake stays recorded.',
    'rules.symbols':
      'Spaces and punctuation such as "?" and "\'" are ordinary characters: type them as they appear in the answer.',
    'rules.variants':
      "Where an answer has other accepted forms, any of them is correct, and the answer on screen follows the one you type (color or colour, I'm fine. or I am fine.).",
    'rules.typeOn':
      'A final ".", "!" or "?" may be left off. After an answer clears, the rest of a longer accepted form ("me" after "program" for "programme") or the final mark, typed straight away, is not counted as a mistake.',
    'rules.case':
      'Capitals are forgiven by default (typing january for January is correct). Turn on "Capital letters must match" in Settings to make case count.',
    'rules.hintLadder':
      'While the answer is hidden, Tab (hint) first says the word aloud, then shows its letters as a pattern with the first letter, then shows the whole answer.',
    'rules.noVoice':
      'When the computer has no English voice, the spoken step is skipped and the first Tab already shows the pattern.',
  },
} as const;

/** A key of {@link rulesText}, e.g. `'rules.wrongKey'`. */
export type RuleKey = keyof (typeof rulesText)['ja'];
