import type { Band } from './bankEntry';

/** A school year of the elementary kanji table (学年別漢字配当表). */
export type KanjiGrade = 1 | 2 | 3 | 4 | 5 | 6;

/** The school years in order. */
export const KANJI_GRADES: readonly KanjiGrade[] = [1, 2, 3, 4, 5, 6];

/**
 * The kanji each elementary school year learns, as in the official 学年別漢字配当表 of the 2017 Course
 * of Study (in force from 2020): 80, 160, 200, 202, 193 and 191 kanji, 1,026 in all. Sorted by code
 * point; the order carries no meaning.
 */
export const KANJI_BY_GRADE: Readonly<Record<KanjiGrade, string>> = {
  1:
    '一七三上下中九二五人休先入八六円出力十千口右名四土夕大天女子字学小山川左年手文日' +
    '早月木本村林校森正気水火犬玉王生田男町白百目石空立竹糸耳花草虫見貝赤足車金雨青音',
  2:
    '万丸交京今会体何作元兄光公内冬刀分切前北午半南原友古台合同回図国園地場声売夏外多' +
    '夜太妹姉室家寺少岩工市帰広店弓引弟弱強当形後心思戸才教数新方明星春昼時晴曜書朝来' +
    '東楽歌止歩母毎毛池汽活海点父牛理用画番直矢知社秋科答算米紙細組絵線羽考聞肉自船色' +
    '茶行西親角言計記話語読谷買走近通週道遠里野長門間雪雲電頭顔風食首馬高魚鳥鳴麦黄黒',
  3:
    '丁世両主乗予事仕他代住使係倍全具写列助勉動勝化区医去反取受号向君味命和品員商問坂' +
    '央始委守安定実客宮宿寒対局屋岸島州帳平幸度庫庭式役待急息悪悲想意感所打投拾持指放' +
    '整旅族昔昭暑暗曲有服期板柱根植業様横橋次歯死氷決油波注泳洋流消深温港湖湯漢炭物球' +
    '由申界畑病発登皮皿相県真着短研礼神祭福秒究章童笛第筆等箱級終緑練羊美習者育苦荷落' +
    '葉薬血表詩調談豆負起路身転軽農返追送速進遊運部都配酒重鉄銀開院陽階集面題飲館駅鼻',
  4:
    '不争井付令以仲伝位低佐例便信倉候借健側働億兆児共兵典冷初別利刷副功加努労勇包卒協' +
    '単博印参司各周唱器固城埼塩変夫失奈好媛季孫完官害富察岐岡崎巣差希席帯底府康建径徒' +
    '徳必念愛成戦折挙改敗散料旗昨景最望未末札材束松果栃栄案梅梨械極標機欠残氏民求沖治' +
    '法泣浅浴清満滋漁潟灯無然焼照熊熱牧特産的省祝票種積競笑管節約結給続縄置群老臣良芸' +
    '芽英茨菜街衣要覚観訓試説課議貨賀軍輪辞辺連達選郡量録鏡関阜阪陸隊静順願類飛飯養香' +
    '験鹿',
  5:
    '久仏仮件任似余価保修個停備像再刊判制則効務勢厚句可史告喜営因団囲圧在均型基堂報境' +
    '墓増士夢妻婦容寄導居属布師常幹序弁張往得復志応快性情態慣技招授採接提損支政故救断' +
    '旧易暴条枝査格桜検構武歴殺毒比永河液混減測準演潔災燃版犯状独率現留略益眼破確示祖' +
    '禁移程税築粉精紀素経統絶綿総編績織罪義耕職肥能脈興舎航術衛製複規解設許証評講謝識' +
    '護豊象財貧責貯貸費貿資賛賞質輸述迷逆造過適酸鉱銅防限険際雑非領額飼',
  6:
    '並乱乳亡仁供俳俵値傷優党冊処券刻割創劇勤危卵厳収后否吸呼善困垂域奏奮姿存孝宅宇宗' +
    '宙宝宣密寸専射将尊就尺届展層己巻幕干幼庁座延律従忘忠恩憲我批承担拝拡捨探推揮操敬' +
    '敵映晩暖暮朗机枚染株棒模権樹欲段沿泉洗派済源潮激灰熟片班異疑痛皇盛盟看砂磁私秘穀' +
    '穴窓筋策簡糖系紅納純絹縦縮署翌聖肺胃背胸脳腸腹臓臨至舌若著蒸蔵蚕衆裁装裏補視覧討' +
    '訪訳詞誌認誕誠誤論諸警貴賃退遺郵郷針銭鋼閉閣降陛除障難革頂預骨',
};

const GRADE_OF_KANJI: ReadonlyMap<string, KanjiGrade> = new Map(
  KANJI_GRADES.flatMap((grade) => [...KANJI_BY_GRADE[grade]].map((ch) => [ch, grade] as const)),
);

/** The school year that learns a kanji, or null for a kanji beyond the elementary table (or not a kanji). */
export function kanjiGrade(ch: string): KanjiGrade | null {
  return GRADE_OF_KANJI.get(ch) ?? null;
}

/**
 * The kanji grades a reader of each band has learned: grades 3–4 read kana only, grades 5–6 know the
 * kanji of grades 1–4, junior high knows the whole elementary table. Any other kanji needs its reading.
 */
export const KNOWN_GRADES_BY_BAND: Readonly<Record<Band, readonly KanjiGrade[]>> = {
  e34: [],
  e56: [1, 2, 3, 4],
  j1: KANJI_GRADES,
  j2: KANJI_GRADES,
  j3: KANJI_GRADES,
};

// CJK ideographs (with extension A and the compatibility block) and the iteration marks 々 and 〆.
const KANJI = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3005\u3006]/;

/** Whether a character is a kanji (an ideograph or the iteration mark 々). */
export function isKanji(ch: string): boolean {
  return KANJI.test(ch);
}

/**
 * Whether a reader of the band reads this kanji without help. 々 repeats the kanji before it, so it
 * counts as known only where that kanji is: callers check it with its neighbour (see `unknownKanji`).
 */
export function bandKnowsKanji(band: Band, ch: string): boolean {
  const grade = kanjiGrade(ch);
  return grade !== null && KNOWN_GRADES_BY_BAND[band].includes(grade);
}

/** The kanji of a text that a reader of the band has not learned, in order (々 follows the kanji it repeats). */
export function unknownKanji(text: string, band: Band): string[] {
  const chars = [...text];
  const unknown: string[] = [];
  chars.forEach((ch, i) => {
    if (!isKanji(ch)) return;
    const base = ch === '々' ? (chars[i - 1] ?? ch) : ch;
    if (!bandKnowsKanji(band, base)) unknown.push(ch);
  });
  return unknown;
}
