/** A file a person saves from the game: its suggested name, its type and its content. */
export interface SavedFile {
  name: string;
  type: string;
  content: string | Uint8Array;
}

/**
 * Hands a file to the browser's save flow (Downloads, or the Files app / Google Drive picker where
 * the device offers one). Nothing leaves the device but this file.
 */
export function saveFile(file: SavedFile, doc: Document = document): void {
  const part: BlobPart = typeof file.content === 'string' ? file.content : new Uint8Array(file.content);
  const url = URL.createObjectURL(new Blob([part], { type: file.type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the address is freed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** What a file picker answered: each file's name and bytes (a folder's files when one was picked). */
export interface PickedFile {
  name: string;
  /** The path inside a picked folder, or the name. */
  path: string;
  bytes: Uint8Array;
}

/** Reads the files of an `<input type="file">` (one, several or a folder's) as bytes. */
export async function readPickedFiles(list: FileList | readonly File[]): Promise<PickedFile[]> {
  const files = Array.from(list);
  return Promise.all(
    files.map(async (file) => ({
      name: file.name,
      path: file.webkitRelativePath || file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    })),
  );
}
