import { buildFacts } from './buildFacts';

/** The largest progress export the game imports, e.g. `20 MB`, as the code said when the manual was built. */
export function BackupLimit() {
  return <span className="kq-fact">{`${buildFacts.backupLimitMegabytes} MB`}</span>;
}
