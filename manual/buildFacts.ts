import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_BACKUP_BYTES } from '../electron/main/backup/progressBackup';

/** One screenshot of the manifest written by tests/e2e/screenshots.spec.ts. */
export interface ScreenshotEntry {
  /** File stem, e.g. `map`. */
  name: string;
  /** Files per language under public/screenshots, e.g. `ja/04-map.png`. */
  files: { ja: string; en: string };
  /** Caption per language. */
  caption: { ja: string; en: string };
  /** Description for readers who cannot see the picture, per language. */
  alt: { ja: string; en: string };
}

/**
 * What the manual build found in its public folder (the generated parts that pages embed) and the
 * app's limits that pages state, read from the code so the text cannot fall behind it.
 */
export interface BuildFacts {
  /** The screenshots in play order, from public/screenshots/manifest.json; only those whose files are there. */
  screenshots: ScreenshotEntry[];
  /** Whether the coverage report was copied to public/cov. */
  hasCoverage: boolean;
  /** Whether the UI catalogue is part of this build (placed at `ladle/` by the build script). */
  hasLadle: boolean;
  /** The largest progress export the game imports, in megabytes (`MAX_BACKUP_BYTES`). */
  backupLimitMegabytes: number;
}

/** Reads the screenshot manifest; entries whose pictures are missing are left out rather than shown broken. */
function readScreenshots(shotsDir: string): ScreenshotEntry[] {
  const manifest = path.join(shotsDir, 'manifest.json');
  if (!existsSync(manifest)) return [];
  const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { shots?: ScreenshotEntry[] };
  return (parsed.shots ?? []).filter(
    (shot) =>
      existsSync(path.join(shotsDir, shot.files.ja)) && existsSync(path.join(shotsDir, shot.files.en)),
  );
}

/**
 * Looks into the manual's public folder and reports which generated parts are present, with the
 * app's limits; the UI catalogue is built alongside the site, so the build script announces it in
 * `KOTOBA_MANUAL_LADLE`.
 */
export function readBuildFacts(publicDir: string, env: Record<string, string | undefined> = {}): BuildFacts {
  return {
    screenshots: readScreenshots(path.join(publicDir, 'screenshots')),
    hasCoverage: existsSync(path.join(publicDir, 'cov', 'index.html')),
    hasLadle: env.KOTOBA_MANUAL_LADLE === 'built' || existsSync(path.join(publicDir, 'ladle', 'index.html')),
    // The game's messages say "20 MB", so the page counts megabytes the same way (1 MB = 1024 × 1024 bytes).
    backupLimitMegabytes: MAX_BACKUP_BYTES / (1024 * 1024),
  };
}
