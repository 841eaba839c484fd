import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE_FILE = /\.(ts|tsx)$/;
const SKIPPED_FILE = /\.(test|spec|stories|bench)\.(ts|tsx)$|\.d\.ts$/;

/** Lists the app's own source files under the given folders: no tests, stories, benchmarks or declarations. */
export function findSourceFiles(repoRoot: string, dirs: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'node_modules' && name !== 'test' && name !== '__tests__') walk(full);
      } else if (SOURCE_FILE.test(name) && !SKIPPED_FILE.test(name)) {
        found.push(full);
      }
    }
  };
  for (const dir of dirs) {
    const full = path.join(repoRoot, dir);
    if (existsSync(full)) walk(full);
  }
  return found.sort();
}
