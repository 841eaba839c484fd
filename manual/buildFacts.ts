import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  LEASE_RENEW_MS,
  LEASE_STALE_MS,
  MACHINE_CONFIG_VERSION,
  MAX_CLASS_NAME,
  SHARE_RETRY_MS,
  SHARE_TIMEOUT_MS,
} from '../core/contract/classFolder';
import { DASHBOARD_MISSED_WORDS, DASHBOARD_WRONG_SPELLINGS } from '../core/contract/dashboard';
import { FIRST_LOCK_MS, MAX_LOCK_MS, MAX_TODAY_STAGES, MAX_WRONG_TRIES } from '../core/contract/teacher';
import { MAX_BACKUP_BYTES } from '../core/progress/progressBackup';
import { TOKEN_IDLE_MS } from '../core/teacher/teacherPinKeeper';
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
  /** Counts and durations of the placement quest, teacher mode and the class folder that pages state (see {@link GameNumbers}). */
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
  /** Seconds between renewals of a pupil's lease in the class folder (`LEASE_RENEW_MS`). */
  leaseRenewSeconds: number;
  /** Minutes, by the file server's clock, after which a lease nobody renews is stale (`LEASE_STALE_MS`). */
  leaseStaleMinutes: number;
  /** Seconds one operation on the class folder may take before it counts as offline (`SHARE_TIMEOUT_MS`). */
  shareTimeoutSeconds: number;
  /** Seconds between tries to reach the class folder while results wait (`SHARE_RETRY_MS`). */
  shareRetrySeconds: number;
  /** The `version` that the machine-wide config.json states (`MACHINE_CONFIG_VERSION`). */
  machineConfigVersion: number;
  /** The longest class name in config.json, in characters (`MAX_CLASS_NAME`). */
  classNameMax: number;
  /** Words in the dashboard's list of words the class misses most (`DASHBOARD_MISSED_WORDS`). */
  dashboardMissedWords: number;
  /** Wrong spellings the dashboard shows per missed word (`DASHBOARD_WRONG_SPELLINGS`). */
  dashboardWrongSpellings: number;
}

/** The game's numbers, from the constants the code itself uses. */
export function readGameNumbers(): GameNumbers {
  const minutes = (ms: number) => ms / 60_000;
  const seconds = (ms: number) => ms / 1_000;
  return {
    placementWords: PLACEMENT_LENGTH,
    placementMaxMistakes: PLACEMENT_MAX_MISTAKES,
    placementWrongKeysToReveal: PLACEMENT_WRONG_KEYS_TO_REVEAL,
    teacherWrongTries: MAX_WRONG_TRIES,
    teacherFirstLockMinutes: minutes(FIRST_LOCK_MS),
    teacherMaxLockMinutes: minutes(MAX_LOCK_MS),
    teacherIdleMinutes: minutes(TOKEN_IDLE_MS),
    todayStagesMax: MAX_TODAY_STAGES,
    leaseRenewSeconds: seconds(LEASE_RENEW_MS),
    leaseStaleMinutes: minutes(LEASE_STALE_MS),
    shareTimeoutSeconds: seconds(SHARE_TIMEOUT_MS),
    shareRetrySeconds: seconds(SHARE_RETRY_MS),
    machineConfigVersion: MACHINE_CONFIG_VERSION,
    classNameMax: MAX_CLASS_NAME,
    dashboardMissedWords: DASHBOARD_MISSED_WORDS,
    dashboardWrongSpellings: DASHBOARD_WRONG_SPELLINGS,
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
