import type { Dialog } from 'electron';

/** One call to Electron's dialog module: which dialog, the window it was attached to, its options. */
export type DialogCall = { method: string; parent: unknown; options: Record<string, unknown> };

/** A dialog module that records its calls in the order Electron would receive them, with scripted answers. */
export function recordingDialog(answers: { save?: unknown; open?: unknown; box?: unknown }) {
  const calls: DialogCall[] = [];
  const record = (method: string, answer: unknown) =>
    (async (...args: unknown[]) => {
      const [parent, options] = args.length === 2 ? args : [null, args[0]];
      calls.push({ method, parent, options: options as Record<string, unknown> });
      return answer;
    }) as never;
  const dialog = {
    showSaveDialog: record('save', answers.save ?? { canceled: true }),
    showOpenDialog: record('open', answers.open ?? { canceled: true, filePaths: [] }),
    showMessageBox: record('box', answers.box ?? { response: 0, checkboxChecked: false }),
  } as Pick<Dialog, 'showSaveDialog' | 'showOpenDialog' | 'showMessageBox'>;
  return { dialog, calls };
}
