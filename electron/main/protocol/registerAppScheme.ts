import type { Protocol } from 'electron';

/** The custom scheme that serves the game and the manual. */
export const APP_SCHEME = 'app';

/**
 * Declares `app:` as a standard, secure scheme with fetch support (the manual's search index) and
 * local storage; Electron requires this before the app is ready.
 */
export function registerAppSchemePrivileges(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ]);
}
