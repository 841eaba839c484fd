import { fail, type KotobaApi, ROSTER_OPERATIONS } from '../../../core/contract';
import { desktopOnlyArea } from './desktopOnly';

/** The roster's operations as the platform offers them. */
export type RosterApi = NonNullable<KotobaApi['roster']>;

/** The stand-in of a platform without rosters (a plain browser without saves): every operation answers why not. */
export const browserRoster: RosterApi = desktopOnlyArea(
  ROSTER_OPERATIONS,
  fail('unavailable', 'classFolder.desktopOnly'),
);

/** The platform's roster operations, or {@link browserRoster} where there are none. */
export function rosterOf(platform: KotobaApi): RosterApi {
  return platform.roster ?? browserRoster;
}
