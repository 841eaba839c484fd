/*
 * The few web-standard APIs the core uses, which every browser and Node 20 provide as globals. The
 * core compiles without the DOM and Node type libraries (so it can lean on neither host), so their
 * shapes are declared here, only as far as the core uses them.
 */

/** A text decoder as the WHATWG Encoding standard describes it. */
export interface TextDecoderLike {
  decode(bytes: Uint8Array): string;
}

/** A text encoder (always UTF-8). */
export interface TextEncoderLike {
  encode(text: string): Uint8Array;
}

/** The Web Crypto's random source. */
export interface RandomSource {
  getRandomValues<T extends Uint8Array>(bytes: T): T;
}

interface StandardGlobals {
  TextDecoder: new (label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean }) => TextDecoderLike;
  TextEncoder: new () => TextEncoderLike;
  crypto: RandomSource;
}

const standard = globalThis as unknown as StandardGlobals;

/** A decoder for `label` (`utf-8`, `utf-16le`, `shift_jis`, …); `fatal` makes bad bytes throw. */
export function textDecoder(
  label: string,
  options: { fatal?: boolean; ignoreBOM?: boolean } = {},
): TextDecoderLike {
  return new standard.TextDecoder(label, options);
}

/** Text as UTF-8 bytes. */
export function utf8Bytes(text: string): Uint8Array {
  return new standard.TextEncoder().encode(text);
}

/** `count` bytes from the host's cryptographic random source. */
export function randomBytes(count: number): Uint8Array {
  return standard.crypto.getRandomValues(new Uint8Array(count));
}

/** Bytes as lower-case hexadecimal, two digits a byte. */
export function hexOf(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Writes a warning to the host's console (main's log, the browser's developer tools). */
export function warn(message: string): void {
  (globalThis as unknown as { console: { warn(message: string): void } }).console.warn(message);
}
