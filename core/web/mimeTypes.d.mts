/** The Content-Type of each served kind of file, by lower-case extension. */
export declare const MIME_TYPES: Readonly<Record<string, string>>;
/** The extension of a file name or path, lower case with its dot (`''` for none, as for `README` or `.hidden`). */
export declare function extensionOf(fileName: string): string;
/** The Content-Type for a file name by its extension; unknown kinds are `application/octet-stream`. */
export declare function mimeTypeFor(fileName: string): string;
