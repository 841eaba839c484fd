import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { getWebHost } from '../../platform/web/webHost';
import { FilesMenu } from './FilesMenu';
import { SavesNotice } from './SavesNotice';
import './files.css';

/** Keeps clicks, Enter and Space inside: anywhere else on the title they start the game. */
function KeptFromTitle({ className, children }: { className: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only keeps events from the title behind.
    <div
      className={className}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
      }}
    >
      {children}
    </div>
  );
}

/**
 * The title screen's part of the web edition: the Files button in its corner, and the start notice
 * about the saves in the sky between the game's name and its heroes. Nothing in the desktop app.
 */
export function TitleFiles() {
  if (!getWebHost()) return null;
  return (
    <>
      <KeptFromTitle className="kq-files-title-corner">
        <FilesMenu />
      </KeptFromTitle>
      <KeptFromTitle className="kq-files-title-notice">
        <SavesNotice where="title" />
      </KeptFromTitle>
    </>
  );
}
