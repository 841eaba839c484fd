// The part of kuromoji 0.1.2's API the word bank uses (the package ships no types).
declare module 'kuromoji' {
  /** One token of a tokenised text; `reading` is katakana, absent for unknown words. */
  export interface IpadicFeatures {
    surface_form: string;
    pos: string;
    /** The first subdivision of `pos`: 数 for a number (1, 十, 何), 接尾 for a counter or suffix. */
    pos_detail_1: string;
    reading?: string;
    word_type: 'KNOWN' | 'UNKNOWN';
  }
  export interface Tokenizer<T> {
    tokenize(text: string): T[];
  }
  export interface TokenizerBuilder<T> {
    build(callback: (err: Error | null, tokenizer: Tokenizer<T>) => void): void;
  }
  export function builder(options: { dicPath: string }): TokenizerBuilder<IpadicFeatures>;
  const kuromoji: { builder: typeof builder };
  export default kuromoji;
}
