import type { KeyboardEvent, MouseEvent } from 'react';
import { getWebHost } from '../../platform/web/webHost';
import { FilesMenu } from './FilesMenu';
import { SavesNotice } from './SavesNotice';
import './files.css';

/**
 * The title screen's corner in the web edition: the Files button and the start notice about the
 * saves. Clicks and Enter or Space here stay here, since anywhere else on the title they start the game.
 */
export function TitleFiles() {
  if (!getWebHost()) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only keeps events from the title behind.
    <div
      className="kq-files-title"
      onClick={(event: MouseEvent) => event.stopPropagation()}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
      }}
    >
      <FilesMenu />
      <SavesNotice where="title" />
    </div>
  );
}
