import type { BuildFacts } from '../buildFacts';

declare const __KQ_BUILD_FACTS__: BuildFacts;

/** The build facts as seen by the pages (fixed when the manual was built). */
export const buildFacts: BuildFacts = __KQ_BUILD_FACTS__;
