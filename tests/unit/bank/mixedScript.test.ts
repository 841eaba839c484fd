import { describe, expect, it } from 'vitest';
import { checkSchema, readBankSource } from '../../../scripts/bank/checks';

/**
 * Words once written half in kana (交ぜ書き) where schools write the whole word in kanji with furigana,
 * and the spelling the bank uses now. A word whose kanji is outside the 常用漢字表 keeps its kana
 * (ばく大, ひな祭り), as schoolbooks write it.
 */
const FULL_KANJI: Readonly<Record<string, string>> = {
  きん張: '緊張',
  応えん: '応援',
  かの女: '彼女',
  記おく: '記憶',
  ろう下: '廊下',
  時間わり: '時間割',
  すいそう楽: '吹奏楽',
  一生けんめい: '一生懸命',
  じゅう医: '獣医',
  まんが家: '漫画家',
  かん国: '韓国',
  エッフェルとう: 'エッフェル塔',
  わく星: '惑星',
  けん道: '剣道',
  おり紙: '折り紙',
  ぶた肉: '豚肉',
  れんさ: '連鎖',
  木きん: '木琴',
  色あざやか: '色鮮やか',
  しん室: '寝室',
  耳もと: '耳元',
  洋なし: '洋梨',
  仮そう: '仮装',
  おくり物: '贈り物',
};

const { entries } = checkSchema(readBankSource().files);
const texts = entries.flatMap((e) => [e.ja, e.example?.ja ?? ''].map((ja) => ({ id: e.id, ja })));

describe('words written in full kanji', () => {
  it('writes none of the half-kana spellings any more', () => {
    const found = texts.flatMap(({ id, ja }) =>
      Object.keys(FULL_KANJI)
        .filter((mixed) => ja.includes(mixed))
        .map((mixed) => `${id}: ${mixed}`),
    );
    expect(found).toEqual([]);
  });

  it('uses each full spelling somewhere in the bank', () => {
    for (const full of Object.values(FULL_KANJI)) {
      expect(
        texts.some(({ ja }) => ja.includes(full)),
        full,
      ).toBe(true);
    }
  });
});
