/**
 * The word bank as built for the game (see `scripts/bank/vitePlugin.ts`): a band's entries, or every
 * band's key sentences, with readings in the Japanese and `img` as the URL of the bundled picture.
 */
declare module 'virtual:kotoba-bank/*' {
  const entries: readonly import('../../../../core/bank/bankEntry').BankEntry[];
  export default entries;
}
