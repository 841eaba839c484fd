import type { ja } from './ja';

/** A key of the message tables, e.g. `'map.title'`. */
export type MessageKey = keyof typeof ja;

/** A complete message table: one sentence for every key. */
export type Messages = Record<MessageKey, string>;

/** A UI language the game speaks. */
export type Language = 'ja' | 'en';

/** Values substituted into `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;
