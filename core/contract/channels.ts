/**
 * Messages main sends to the game window on its own: a word-list preview after File → Import word
 * list…, and the class folder's status whenever it changes. (The channels of operations live in the
 * contract's tables, `operations/`.)
 */
export const ClassroomEvents = {
  wordListPreview: 'wordlists:preview',
  classFolderStatus: 'classfolder:changed',
} as const;
