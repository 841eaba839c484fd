import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** What the manual build found in its public folder: the generated parts that pages embed. */
export interface BuildFacts {
  /** Screenshot file names under public/screenshots, sorted. */
  screenshots: string[];
  /** Whether the coverage report was copied to public/cov. */
  hasCoverage: boolean;
  /** Whether the UI catalogue is part of this build (placed at `ladle/` by the build script). */
  hasLadle: boolean;
}

/**
 * Looks into the manual's public folder and reports which generated parts are present; the UI
 * catalogue is built alongside the site, so the build script announces it in `KOTOBA_MANUAL_LADLE`.
 */
export function readBuildFacts(publicDir: string, env: Record<string, string | undefined> = {}): BuildFacts {
  const shotsDir = path.join(publicDir, 'screenshots');
  return {
    screenshots: existsSync(shotsDir)
      ? readdirSync(shotsDir)
          .filter((f) => f.endsWith('.png'))
          .sort()
      : [],
    hasCoverage: existsSync(path.join(publicDir, 'cov', 'index.html')),
    hasLadle: env.KOTOBA_MANUAL_LADLE === 'built' || existsSync(path.join(publicDir, 'ladle', 'index.html')),
  };
}
