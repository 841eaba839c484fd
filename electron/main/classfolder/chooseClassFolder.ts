import { type ClassFolderStatus, fail, ok, type Result } from '../../../core/contract';
import { type ClassFolderChoice, checkClassFolder, writeTeacherClassFolder } from './machineConfig';
import type { ShareFs } from './shareFs';

/** What a teacher's choice of class folder needs. */
export interface ChooseClassFolderDeps {
  userData: string;
  /** The choice this start was opened with: IT's file wins over any teacher's choice. */
  current: ClassFolderChoice;
  share: ShareFs;
}

/**
 * Keeps a teacher's choice of class folder for this PC (or goes back to the PC's own saves with
 * null). The folder is checked first, so a mistyped path is refused at once with the reason, and a
 * folder IT set in config.json cannot be changed from the game. Used from the next start.
 */
export async function chooseClassFolder(
  deps: ChooseClassFolderDeps,
  classFolder: string | null,
  className: string | null,
): Promise<Result<ClassFolderStatus>> {
  if (deps.current.kind === 'folder' && deps.current.source === 'machine') {
    return fail('invalid-payload', 'classFolder.setByIt', { file: deps.current.configPath });
  }
  if (classFolder === null) {
    const cleared = writeTeacherClassFolder(deps.userData, null);
    return cleared.ok ? ok({ mode: 'local', problem: null, configPath: null }) : cleared;
  }
  const checked = await checkClassFolder(deps.share, classFolder);
  if (!checked.ok)
    return fail('unavailable', 'classFolder.unusable', { folder: classFolder }, checked.message);
  const written = writeTeacherClassFolder(deps.userData, { classFolder, className });
  if (!written.ok) return written;
  return ok({
    mode: 'class',
    folder: classFolder,
    className: className ?? checked.className,
    source: 'teacher',
    online: true,
    pending: 0,
    lastWrittenAt: null,
    problem: null,
  });
}
