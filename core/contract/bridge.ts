import type { KotobaApi, KotobaEvents } from './api';
import { ClassroomEvents } from './channels';
import type { OperationTable } from './operation';
import { APP_OPERATIONS } from './operations/app';
import { CLASS_FOLDER_OPERATIONS } from './operations/classFolder';
import { DASHBOARD_OPERATIONS } from './operations/dashboard';
import { PROFILES_OPERATIONS } from './operations/profiles';
import { ROSTER_OPERATIONS } from './operations/roster';
import { SETTINGS_OPERATIONS } from './operations/settings';
import { TEACHER_OPERATIONS } from './operations/teacher';
import { WORD_LISTS_OPERATIONS } from './operations/wordLists';

/**
 * The whole contract of `window.kotoba`: one operation table per area. The preload, main's
 * registration, the browser test harnesses and the type `KotobaApi` are all built from it, so an
 * operation is written in exactly one place (its area's table in `operations/`).
 */
export const CONTRACT = {
  settings: SETTINGS_OPERATIONS,
  app: APP_OPERATIONS,
  profiles: PROFILES_OPERATIONS,
  wordLists: WORD_LISTS_OPERATIONS,
  teacher: TEACHER_OPERATIONS,
  classFolder: CLASS_FOLDER_OPERATIONS,
  dashboard: DASHBOARD_OPERATIONS,
  roster: ROSTER_OPERATIONS,
} as const satisfies Record<string, OperationTable>;

/** The contract's type: its areas and their tables. */
export type Contract = typeof CONTRACT;

/** The areas of `window.kotoba` that are groups of operations (everything but the event subscriptions). */
export type BridgeArea = keyof Contract;

/** Area → operation → channel, as the preload and the page-side harnesses need it (plain data, no schemas). */
export type ChannelTable<Tables extends Partial<Record<string, OperationTable>>> = {
  [Area in keyof Tables]: { [Name in keyof Tables[Area]]: NonNullable<Tables[Area]>[Name]['channel'] };
};

/** The channels of some areas of a contract, by area and operation. */
export function channelTable<const Tables extends Partial<Record<string, OperationTable>>>(
  tables: Tables,
): ChannelTable<Tables> {
  return Object.fromEntries(
    Object.entries(tables).map(([area, table]) => [
      area,
      Object.fromEntries(Object.entries(table ?? {}).map(([name, operation]) => [name, operation.channel])),
    ]),
  ) as ChannelTable<Tables>;
}

/** Every channel of the contract, by area and operation. */
export const BRIDGE = channelTable(CONTRACT);

/** Every channel some areas of the contract handle, as a flat list (what main registers). */
export function channelsOf(tables: Partial<Record<string, OperationTable>>): string[] {
  return Object.values(tables).flatMap((table) => Object.values(table ?? {}).map((op) => op.channel));
}

/** The messages main sends on its own, by the `window.kotoba` subscription that receives them. */
export const BRIDGE_EVENTS = {
  onWordListPreview: ClassroomEvents.wordListPreview,
  onClassFolderStatus: ClassroomEvents.classFolderStatus,
} as const satisfies { [On in keyof KotobaEvents]-?: string };

/** A table of the shape of {@link BRIDGE}, or a part of it (the single-player harness has two areas). */
export type BridgeTable = Partial<Record<BridgeArea, Readonly<Record<string, string>>>>;

/**
 * Builds `window.kotoba` from a table: each operation calls `invoke(channel, argument)` with at most
 * its one argument, each subscription calls `subscribe(event, listener)` and answers its unsubscribe;
 * everything is frozen. Nothing else is exposed — no generic send or invoke.
 *
 * It refers to nothing outside itself, so the browser harnesses can run the very same function in a
 * page (as its source text).
 */
export function buildKotobaApi(
  table: BridgeTable,
  events: Readonly<Record<string, string>>,
  invoke: (channel: string, ...args: unknown[]) => Promise<unknown>,
  subscribe: (event: string, listener: (payload: unknown) => void) => () => void,
): KotobaApi {
  const api: Record<string, unknown> = {};
  for (const [area, operations] of Object.entries(table)) {
    const bound: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
    for (const [operation, channel] of Object.entries(operations ?? {})) {
      // One argument at most, whatever the page passes: nothing extra reaches main.
      bound[operation] = (...args: unknown[]) =>
        args.length === 0 ? invoke(channel) : invoke(channel, args[0]);
    }
    api[area] = Object.freeze(bound);
  }
  for (const [name, event] of Object.entries(events)) {
    api[name] = (listener: (payload: unknown) => void) => subscribe(event, listener);
  }
  return Object.freeze(api) as unknown as KotobaApi;
}
