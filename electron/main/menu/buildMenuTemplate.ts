import type { MenuItemConstructorOptions } from 'electron';
import type { MenuLabels } from './menuLabels';

/** What the menu needs to know and to do; all injected so the template is built in plain Node. */
export interface MenuContext {
  labels: MenuLabels;
  /** Development build: adds reload and the developer tools. */
  isDevelopment: boolean;
  isMac: boolean;
  appName: string;
  openManual: () => void;
  showAbout: () => void;
  /** File → Export progress…: saves the progress to a file the player chooses. */
  exportProgress: () => void;
  /** File → Import progress…: replaces the progress with an exported file, after checking it. */
  importProgress: () => void;
  /** File → Import word list… and Export results…, for teachers; shown when given. */
  classroom?: {
    importWordListLabel: string;
    exportResultsLabel: string;
    importWordList: () => void;
    exportResults: () => void;
    /** File → Export the word bank as CSV…: every stage's words, for a teacher to start a list from. */
    exportWordBank?: { label: string; click: () => void };
  };
}

/** Builds the application menu: File (Export progress…, Import progress…, Quit), View (full screen, zoom; reload in development), Help (Manual F1, About). */
export function buildMenuTemplate(context: MenuContext): MenuItemConstructorOptions[] {
  const { labels } = context;
  const view: MenuItemConstructorOptions[] = [
    { label: labels.fullScreen, role: 'togglefullscreen' },
    { type: 'separator' },
    { label: labels.zoomIn, role: 'zoomIn' },
    { label: labels.zoomOut, role: 'zoomOut' },
    { label: labels.resetZoom, role: 'resetZoom' },
  ];
  if (context.isDevelopment) {
    view.push(
      { type: 'separator' },
      { label: labels.reload, role: 'reload' },
      { label: labels.devTools, role: 'toggleDevTools' },
    );
  }
  const template: MenuItemConstructorOptions[] = [];
  if (context.isMac) {
    template.push({
      label: context.appName,
      submenu: [
        { label: labels.about, click: context.showAbout },
        { type: 'separator' },
        { label: labels.quit, role: 'quit' },
      ],
    });
  }
  template.push(
    {
      label: labels.file,
      submenu: [
        { label: labels.exportProgress, click: context.exportProgress },
        { label: labels.importProgress, click: context.importProgress },
        ...(context.classroom
          ? [
              { type: 'separator' } as const,
              { label: context.classroom.importWordListLabel, click: context.classroom.importWordList },
              { label: context.classroom.exportResultsLabel, click: context.classroom.exportResults },
              ...(context.classroom.exportWordBank ? [context.classroom.exportWordBank] : []),
            ]
          : []),
        { type: 'separator' },
        { label: labels.quit, role: 'quit' },
      ],
    },
    { label: labels.view, submenu: view },
    {
      label: labels.help,
      role: 'help',
      submenu: [
        { label: labels.manual, accelerator: 'F1', click: context.openManual },
        ...(context.isMac
          ? []
          : [{ type: 'separator' } as const, { label: labels.about, click: context.showAbout }]),
      ],
    },
  );
  return template;
}
