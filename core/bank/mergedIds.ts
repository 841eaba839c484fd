/**
 * Entries removed because another year already taught the same meaning, each with the entry that
 * kept it (its other spelling is now one of that entry's variants). Saved progress, teachers' stages
 * and hand-ins may still name a removed id: reading them moves its records to the kept id (see
 * `adoptBankIds`). Never remove a row, never reuse a removed id.
 */
export const MERGED_IDS: Readonly<Record<string, string>> = {
  'j1.i-see': 'e34.i-see',
  'e56.how-many': 'e34.how-many',
  'j2.catch': 'e56.catch',
  'j2.win': 'e56.win',
  'j2.lose': 'e56.lose',
  'j2.try': 'e56.try',
  'j2.someday': 'e56.someday',
  'j1.phone': 'e56.telephone',
  'j1.plane': 'e56.airplane',
  'j1.shop': 'e56.store',
  'j2.anyone': 'j1.anybody',
  'j2.someone': 'j1.somebody',
  'j1.grandparent': 'e56.grandparents',
  'j1.staff-room': 'e56.teachers-office',
  'j1.pool': 'e56.swimming-pool',
  'j1.club-activity': 'e56.club-activities',
  'j1.pharmacy': 'e56.drugstore',
  'j2.trash': 'e56.garbage',
  'j2.terrible': 'j1.awful',
  'j2.ill': 'e56.sick',
  'j3.disease': 'j2.illness',
  'j3.occur': 'j2.happen',
};

/**
 * The id a word is kept under now: a merged entry's id (or one of its forms, `j2.win#past`) becomes
 * the kept entry's; any other id is answered as it is.
 */
export function keptBankId(id: string): string {
  const hash = id.indexOf('#');
  const entryId = hash < 0 ? id : id.slice(0, hash);
  if (!Object.hasOwn(MERGED_IDS, entryId)) return id;
  return `${MERGED_IDS[entryId]}${hash < 0 ? '' : id.slice(hash)}`;
}
