import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_LOCK_MS, MAX_LOCK_MS, MAX_TODAY_STAGES, MAX_WRONG_TRIES } from '../electron/contract/teacher';
import { MAX_BACKUP_BYTES } from '../electron/main/backup/progressBackup';
import { TOKEN_IDLE_MS } from '../electron/main/teacher/teacherPin';
import { PLACEMENT_LENGTH } from '../renderer/src/engine/placement/placement';
import { PLACEMENT_MAX_MISTAKES } from '../renderer/src/engine/placement/placementOutcome';
import { PLACEMENT_WRONG_KEYS_TO_REVEAL } from '../renderer/src/features/placement/placementPrompt';

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
  /** Counts and durations of the placement quest and teacher mode that pages state (see {@link GameNumbers}). */
  numbers: GameNumbers;
}

/** Numbers of the game that the pupils', teachers' and IT pages state, each read from its constant. */
export interface GameNumbers {
  /** Words in one placement quest (`PLACEMENT_LENGTH`). */
  placementWords: number;
  /** Wrong keys a placement word may take and still count as known (`PLACEMENT_MAX_MISTAKES`). */
  placementMaxMistakes: number;
  /** Wrong keys after which a placement word shows its answer (`PLACEMENT_WRONG_KEYS_TO_REVEAL`). */
  placementWrongKeysToReveal: number;
  /** Wrong PINs in a row that lock teacher mode (`MAX_WRONG_TRIES`). */
  teacherWrongTries: number;
  /** Minutes of the first lock (`FIRST_LOCK_MS`). */
  teacherFirstLockMinutes: number;
  /** Minutes of the longest lock (`MAX_LOCK_MS`). */
  teacherMaxLockMinutes: number;
  /** Minutes without use after which an open teacher mode asks for the PIN again (`TOKEN_IDLE_MS`). */
  teacherIdleMinutes: number;
  /** The most "today's stages" a teacher can pin (`MAX_TODAY_STAGES`). */
  todayStagesMax: number;
}

/** The game's numbers, from the constants the code itself uses. */
export function readGameNumbers(): GameNumbers {
  const minutes = (ms: number) => ms / 60_000;
  return {
    placementWords: PLACEMENT_LENGTH,
    placementMaxMistakes: PLACEMENT_MAX_MISTAKES,
    placementWrongKeysToReveal: PLACEMENT_WRONG_KEYS_TO_REVEAL,
    teacherWrongTries: MAX_WRONG_TRIES,
    teacherFirstLockMinutes: minutes(FIRST_LOCK_MS),
    teacherMaxLockMinutes: minutes(MAX_LOCK_MS),
    teacherIdleMinutes: minutes(TOKEN_IDLE_MS),
    todayStagesMax: MAX_TODAY_STAGES,
  };
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
    numbers: readGameNumbers(),
  };
}
