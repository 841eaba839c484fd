import type { RowRejection, WordListPreview } from '../../../../core/contract';

/** A count of zero for every reason a row can be left out, with `over` counted instead. */
export function rejectionCounts(
  over: Partial<Record<RowRejection, number>> = {},
): Record<RowRejection, number> {
  return {
    'empty-cell': 0,
    'not-typeable': 0,
    duplicate: 0,
    'too-long': 0,
    'bad-image': 0,
    'unclosed-quote': 0,
    'too-many-words': 0,
    ...over,
  };
}

/** A clean preview of a one-word list "Unit 3" (dog, いぬ), changed by `over`. */
export function samplePreview(over: Partial<WordListPreview> = {}): WordListPreview {
  return {
    id: 'pv-123456',
    title: 'Unit 3',
    fileName: 'Unit 3.csv',
    encoding: 'utf-8',
    delimiter: 'comma',
    accepted: [{ line: 2, en: 'dog', ja: 'いぬ' }],
    rejected: [],
    rejectedCounts: rejectionCounts(),
    ...over,
  };
}
