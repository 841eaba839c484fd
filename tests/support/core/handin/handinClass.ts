import fs from 'node:fs';
import path from 'node:path';
import { type HandinFile, handinFileName, handinText, makeHandin } from '../../../../core/handin/handinFile';
import { type ClassOptions, type GeneratedPupil, generateClass } from '../dashboard/classGenerator';

/**
 * The dashboard benchmark's seeded class as hand-in files: one file per pupil, as each would save it
 * on their own device at the end of the school year, for the hand-in tests and for a browser test
 * that picks a folder of them in the web dashboard.
 */

/** One generated hand-in: the pupil it came from, the file's name and its text. */
export interface GeneratedHandin {
  pupil: GeneratedPupil;
  handin: HandinFile;
  fileName: string;
  text: string;
}

/** What a class of hand-ins is made of: the class generator's options, the class's name and when they were saved. */
export interface HandinClassOptions extends ClassOptions {
  /** Defaults to 「3年2組」. */
  className?: string;
  /** When every pupil saved their file; defaults to the class's last day at 15:00 UTC. */
  savedAt?: Date;
}

/** The seeded class (as `generateClass` makes it) as hand-ins: numbered 1 to N, all of one class. */
export function generateHandinClass(options: HandinClassOptions): GeneratedHandin[] {
  const pupils = generateClass(options);
  const savedAt = options.savedAt ?? new Date(Date.UTC(2026, 2, 19, 15, 0, 0));
  return pupils.map((pupil, i) => {
    const handin = makeHandin(
      {
        playerId: pupil.profile.id,
        name: pupil.profile.name,
        className: options.className ?? '3年2組',
        number: i + 1,
        avatar: pupil.profile.avatar,
      },
      pupil.snapshot,
      savedAt,
      '1.0.0',
    );
    // Pupils of the same name save files of the same name; the number keeps them apart in one folder.
    const fileName = handinFileName(pupil.profile.name, savedAt).replace(/\.json$/, `-${i + 1}.json`);
    return { pupil, handin, fileName, text: handinText(handin) };
  });
}

/** Writes the hand-ins into `folder` (made when missing), as a teacher collects them; answers the paths. */
export function writeHandinClass(folder: string, handins: readonly GeneratedHandin[]): string[] {
  fs.mkdirSync(folder, { recursive: true });
  return handins.map((item) => {
    const file = path.join(folder, item.fileName);
    fs.writeFileSync(file, item.text);
    return file;
  });
}
