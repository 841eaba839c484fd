import { pairs, type QuestionSet } from '../questionSet';

/** Greetings and classroom phrases: spaces, commas, apostrophes and question marks are part of the answer. */
export const greetings: QuestionSet = {
  id: 'greetings',
  titleJa: 'あいさつ と 教室（きょうしつ）の ことば',
  titleEn: 'Greetings and classroom phrases',
  difficulty: 4,
  items: pairs([
    ['Hello', 'こんにちは'],
    ['Good morning', 'おはよう'],
    ['Good evening', 'こんばんは'],
    ['Goodbye', 'さようなら'],
    ['Thank you', 'ありがとう'],
    ['How are you?', 'げんきですか？'],
    ["I'm fine", 'げんきです'],
    ['Nice to meet you', 'はじめまして'],
    ["I'm sorry", 'ごめんなさい'],
    ["You're welcome", 'どういたしまして'],
    ["What's your name?", 'あなたの なまえは なんですか？'],
    ['One more time, please', 'もういちど おねがいします'],
    ['Stand up, please', 'たってください'],
    ['Sit down, please', 'すわってください'],
    ['I see', 'わかりました'],
  ]),
};
