import { type App, type Session, shell } from 'electron';
import { applyContentsGuards, decidePermission } from './guards';

/** Opens an `https:` URL in the default browser; anything else was already refused by the guards. */
function openInBrowser(url: string): void {
  void shell.openExternal(url);
}

/**
 * Guards every web contents the app ever creates (navigation, new windows, webviews) and refuses
 * permission requests and checks in the session, except what `decidePermission` allows.
 */
export function installGuards(app: App, session: Session): void {
  app.on('web-contents-created', (_event, contents) => applyContentsGuards(contents, openInBrowser));
  session.setPermissionRequestHandler((contents, permission, callback, details) => {
    callback(decidePermission(permission, details.requestingUrl ?? contents.getURL()));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    decidePermission(permission, requestingOrigin),
  );
}
