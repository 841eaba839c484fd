import { describe, expect, it } from 'vitest';
import hintDataUrl from '../../../../renderer/src/assets/audio/sfx/hint.ogg?inline';
import { inspectOggOpus } from './inspectOggOpus';

const sample = Uint8Array.from(atob(hintDataUrl.slice(hintDataUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0));

function copy(): Uint8Array {
  return sample.slice();
}

/** Byte offsets of every page start in a file. */
function pageStarts(bytes: Uint8Array): number[] {
  const starts: number[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    starts.push(offset);
    const segments = bytes[offset + 26] ?? 0;
    let body = 0;
    for (let i = 0; i < segments; i++) body += bytes[offset + 27 + i] ?? 0;
    offset += 27 + segments + body;
  }
  return starts;
}

describe('inspectOggOpus', () => {
  it('reads the headers and length of a file made by the synth script', () => {
    const info = inspectOggOpus(sample);
    expect(info.channels).toBe(1);
    expect(info.inputSampleRate).toBe(48000);
    expect(info.preSkip).toBeGreaterThan(0);
    expect(info.comments.some((c) => /^title=Kotoba Quest/i.test(c))).toBe(true);
    // The hint sparkle is rendered at 0.55 s (see scripts/synth-audio.mjs).
    expect(info.durationSeconds).toBeGreaterThan(0.5);
    expect(info.durationSeconds).toBeLessThan(0.6);
  });

  it('refuses a file with one flipped byte in the audio (checksum)', () => {
    const bytes = copy();
    const index = bytes.length - 10;
    bytes[index] = (bytes[index] ?? 0) ^ 0xff;
    expect(() => inspectOggOpus(bytes)).toThrow(/bad checksum/);
  });

  it('refuses a truncated file', () => {
    expect(() => inspectOggOpus(sample.subarray(0, sample.length - 40))).toThrow(/truncated/);
  });

  it('refuses a file whose last page is missing', () => {
    const starts = pageStarts(sample);
    const lastStart = starts.at(-1) ?? 0;
    expect(() => inspectOggOpus(sample.subarray(0, lastStart))).toThrow(/no final page/);
  });

  it('refuses a WAV file and an empty file', () => {
    const wav = new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt ');
    expect(() => inspectOggOpus(new Uint8Array(64).map((_, i) => wav[i] ?? 0))).toThrow(/no Ogg page/);
    expect(() => inspectOggOpus(new Uint8Array(0))).toThrow(/no pages/);
  });

  it('refuses an Ogg file that is not Opus (another codec name in the first packet)', () => {
    const bytes = copy();
    // Rewrite "OpusHead" as "OpusHeaX" and fix the page checksum so only the codec check can fail.
    const at = 28;
    expect(String.fromCharCode(...bytes.subarray(at, at + 8))).toBe('OpusHead');
    bytes[at + 7] = 'X'.charCodeAt(0);
    const firstPageEnd = pageStarts(bytes)[1] ?? bytes.length;
    rewriteCrc(bytes, 0, firstPageEnd);
    expect(() => inspectOggOpus(bytes)).toThrow(/no OpusHead/);
  });

  it('refuses pages that are out of order', () => {
    const starts = pageStarts(sample);
    const [, second = 0, third = 0, fourth = sample.length] = starts;
    const swapped = new Uint8Array(sample.length);
    swapped.set(sample.subarray(0, second), 0);
    swapped.set(sample.subarray(third, fourth), second);
    swapped.set(sample.subarray(second, third), second + (fourth - third));
    swapped.set(sample.subarray(fourth), fourth);
    expect(() => inspectOggOpus(swapped)).toThrow(/numbered|continuation/);
  });
});

/** Recomputes the Ogg checksum of the page at [start, end) after a deliberate edit. */
function rewriteCrc(bytes: Uint8Array, start: number, end: number): void {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let bit = 0; bit < 8; bit++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  let crc = 0;
  for (let i = start; i < end; i++) {
    const byte = i - start >= 22 && i - start < 26 ? 0 : (bytes[i] ?? 0);
    crc = ((crc << 8) ^ (table[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0;
  }
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(start + 22, crc, true);
}
