#!/usr/bin/env node
// Lists places in the word bank's Japanese where a word may be written half in kana and half in kanji
// (交ぜ書き: きん張, 応えん) while schools write the whole word in kanji with furigana. It reads the
// texts with the same analyser as the game's readings and prints each suspect pair of neighbouring
// words with the entries that hold it, for a person to judge (many hits are fine: ひな祭り, ばく大).
// Usage: node scripts/bank/scan-mixed-script.mjs [bank folder, core/bank by default]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const HIRAGANA = /^[\u3041-\u3096ー]+$/;
const KANJI = /[\u4e00-\u9fff々]/;
// Nouns used as adverbs (いちばん, たくさん), pronouns, dependent nouns (とき, ため), numbers and
// suffixes (さん, たち) are whole words written in kana; they do not start or end a mixed word.
const WHOLE_KANA_WORDS = new Set(['副詞可能', '代名詞', '非自立', '数', '接尾']);

/**
 * The neighbouring tokens that look like one word written half in kana: a kana noun right before a
 * kanji noun (きん + 張), or a kanji noun right before a kana noun (記 + おく). Each token is kuromoji's
 * `{ surface_form, pos, pos_detail_1 }`; answers the pairs as "きん|張".
 */
export function mixedScriptPairs(tokens) {
  const pairs = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i];
    const b = tokens[i + 1];
    const noun = (t) => t.pos === '名詞' && !WHOLE_KANA_WORDS.has(t.pos_detail_1);
    const kanaThenKanji =
      HIRAGANA.test(a.surface_form) && noun(a) && KANJI.test(b.surface_form[0]) && b.pos === '名詞';
    const kanjiThenKana =
      KANJI.test(a.surface_form.at(-1)) && noun(a) && HIRAGANA.test(b.surface_form) && noun(b);
    if (kanaThenKanji || kanjiThenKana) pairs.push(`${a.surface_form}|${b.surface_form}`);
  }
  return pairs;
}

async function main() {
  const { default: kuromoji } = await import('kuromoji');
  const root = join(import.meta.dirname, '..', '..');
  const bankDir = process.argv[2] ?? join(root, 'core', 'bank');
  const tokenizer = await new Promise((resolve, reject) =>
    kuromoji
      .builder({ dicPath: join(root, 'node_modules', 'kuromoji', 'dict') })
      .build((err, built) => (err ? reject(err) : resolve(built))),
  );
  const found = new Map();
  for (const file of ['e34', 'e56', 'j1', 'j2', 'j3', 'sentences']) {
    const { entries } = JSON.parse(readFileSync(join(bankDir, `${file}.json`), 'utf8'));
    for (const entry of entries) {
      for (const ja of [entry.ja, entry.example?.ja].filter(Boolean)) {
        for (const pair of mixedScriptPairs(tokenizer.tokenize(ja))) {
          found.set(pair, [...(found.get(pair) ?? []), entry.id]);
        }
      }
    }
  }
  for (const [pair, ids] of [...found].sort()) console.log(`${pair}\t${ids.join(' ')}`);
  console.log(`${found.size} pairs to judge`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
