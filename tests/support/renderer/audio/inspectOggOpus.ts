/** What {@link inspectOggOpus} found in a valid Ogg/Opus file. */
export interface OggOpusInfo {
  channels: number;
  /** Samples (at 48 kHz) the decoder drops at the start. */
  preSkip: number;
  /** Sample rate of the source before encoding (informational). */
  inputSampleRate: number;
  vendor: string;
  comments: string[];
  /** Playable length after pre-skip and end trimming, in seconds. */
  durationSeconds: number;
  pageCount: number;
  /** Audio packets (not counting the two header packets). */
  audioPacketCount: number;
}

const OPUS_RATE = 48000;
const FLAG_CONTINUED = 0x01;
const FLAG_FIRST = 0x02;
const FLAG_LAST = 0x04;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let bit = 0; bit < 8; bit++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/** Ogg's page checksum: CRC-32 with polynomial 0x04C11DB7, no reflection, over the page with its CRC field zeroed. */
function oggCrc(page: Uint8Array): number {
  let crc = 0;
  for (let i = 0; i < page.length; i++) {
    const byte = i >= 22 && i < 26 ? 0 : (page[i] ?? 0);
    crc = ((crc << 8) ^ (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0;
  }
  return crc;
}

/** Length in samples at 48 kHz of one Opus packet, from its table-of-contents byte (RFC 6716 §3.1). */
function opusPacketSamples(packet: Uint8Array): number {
  const toc = packet[0];
  if (toc === undefined) throw new Error('empty Opus packet');
  const config = toc >> 3;
  let frameMs: number;
  if (config < 12) frameMs = [10, 20, 40, 60][config % 4] ?? 0;
  else if (config < 16) frameMs = [10, 20][config % 2] ?? 0;
  else frameMs = [2.5, 5, 10, 20][config % 4] ?? 0;
  const code = toc & 0x03;
  let frames: number;
  if (code === 0) frames = 1;
  else if (code === 3) {
    const count = packet[1];
    if (count === undefined) throw new Error('Opus packet with code 3 has no frame count');
    frames = count & 0x3f;
  } else frames = 2;
  const samples = (frameMs * OPUS_RATE * frames) / 1000;
  if (samples === 0 || samples > 5760)
    throw new Error(`Opus packet of impossible length (${samples} samples)`);
  return samples;
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/**
 * Checks that `bytes` is a well-formed single-stream Ogg/Opus file and reads its headers and length:
 * every page's capture pattern, version, checksum, serial and sequence; the OpusHead and OpusTags
 * packets; and the duration of every audio packet against the final granule position.
 * Throws an Error naming the first problem found.
 */
export function inspectOggOpus(bytes: Uint8Array): OggOpusInfo {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const packets: Uint8Array[] = [];
  let partial: number[] = [];
  let offset = 0;
  let pageCount = 0;
  let serial = -1;
  let lastGranule = -1n;
  let sawLast = false;
  while (offset < bytes.length) {
    if (sawLast) throw new Error(`data after the last page at byte ${offset}`);
    if (offset + 27 > bytes.length) throw new Error(`truncated page header at byte ${offset}`);
    if (ascii(bytes, offset, 4) !== 'OggS') throw new Error(`no Ogg page at byte ${offset}`);
    if (bytes[offset + 4] !== 0) throw new Error(`unknown Ogg version at byte ${offset}`);
    const flags = bytes[offset + 5] ?? 0;
    const granule = view.getBigInt64(offset + 6, true);
    const pageSerial = view.getUint32(offset + 14, true);
    const sequence = view.getUint32(offset + 18, true);
    const storedCrc = view.getUint32(offset + 22, true);
    const segmentCount = bytes[offset + 26] ?? 0;
    const tableEnd = offset + 27 + segmentCount;
    if (tableEnd > bytes.length) throw new Error(`truncated segment table at byte ${offset}`);
    const segments = bytes.subarray(offset + 27, tableEnd);
    const bodyLength = segments.reduce((sum, s) => sum + s, 0);
    const pageEnd = tableEnd + bodyLength;
    if (pageEnd > bytes.length) throw new Error(`truncated page ${sequence}`);
    if (oggCrc(bytes.subarray(offset, pageEnd)) !== storedCrc)
      throw new Error(`bad checksum on page ${sequence}`);
    if (pageCount === 0) {
      if (!(flags & FLAG_FIRST)) throw new Error('first page is not marked as the beginning of a stream');
      serial = pageSerial;
    } else {
      if (flags & FLAG_FIRST) throw new Error(`page ${sequence} starts a second stream`);
      if (pageSerial !== serial) throw new Error(`page ${sequence} belongs to another stream`);
    }
    if (sequence !== pageCount) throw new Error(`page ${pageCount} is numbered ${sequence}`);
    if (Boolean(flags & FLAG_CONTINUED) !== partial.length > 0) {
      throw new Error(`page ${sequence} continuation flag does not match its packets`);
    }
    let cursor = tableEnd;
    for (const size of segments) {
      for (let i = 0; i < size; i++) partial.push(bytes[cursor + i] ?? 0);
      cursor += size;
      if (size < 255) {
        packets.push(Uint8Array.from(partial));
        partial = [];
      }
    }
    if (granule !== -1n) {
      if (granule < lastGranule) throw new Error(`granule position goes backwards on page ${sequence}`);
      lastGranule = granule;
    }
    sawLast = Boolean(flags & FLAG_LAST);
    pageCount += 1;
    offset = pageEnd;
  }
  if (pageCount === 0) throw new Error('not an Ogg file (no pages)');
  if (!sawLast) throw new Error('the stream has no final page');
  if (partial.length > 0) throw new Error('the last packet is cut off');

  const head = packets[0];
  if (!head || head.length < 19 || ascii(head, 0, 8) !== 'OpusHead') throw new Error('no OpusHead packet');
  const headView = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if ((head[8] ?? 0) >> 4 !== 0) throw new Error(`unsupported OpusHead version ${head[8]}`);
  const channels = head[9] ?? 0;
  if (channels < 1) throw new Error('OpusHead declares no channels');
  const preSkip = headView.getUint16(10, true);
  const inputSampleRate = headView.getUint32(12, true);
  const mapping = head[18];
  if (mapping === 0 && channels > 2) throw new Error('mapping family 0 allows at most two channels');

  const tags = packets[1];
  if (!tags || tags.length < 16 || ascii(tags, 0, 8) !== 'OpusTags') throw new Error('no OpusTags packet');
  const tagsView = new DataView(tags.buffer, tags.byteOffset, tags.byteLength);
  const decoder = new TextDecoder();
  const vendorLength = tagsView.getUint32(8, true);
  if (16 + vendorLength > tags.length) throw new Error('OpusTags vendor string overruns the packet');
  const vendor = decoder.decode(tags.subarray(12, 12 + vendorLength));
  let tagCursor = 12 + vendorLength;
  const commentCount = tagsView.getUint32(tagCursor, true);
  tagCursor += 4;
  const comments: string[] = [];
  for (let i = 0; i < commentCount; i++) {
    if (tagCursor + 4 > tags.length) throw new Error('OpusTags comment list overruns the packet');
    const length = tagsView.getUint32(tagCursor, true);
    tagCursor += 4;
    if (tagCursor + length > tags.length) throw new Error('OpusTags comment overruns the packet');
    comments.push(decoder.decode(tags.subarray(tagCursor, tagCursor + length)));
    tagCursor += length;
  }

  const audio = packets.slice(2);
  if (audio.length === 0) throw new Error('no audio packets');
  let totalSamples = 0;
  for (const packet of audio) {
    if (channels === 1 && ((packet[0] ?? 0) & 0x04) !== 0)
      throw new Error('mono stream holds a stereo packet');
    totalSamples += opusPacketSamples(packet);
  }
  const finalGranule = Number(lastGranule);
  if (finalGranule > totalSamples) throw new Error('final granule position is beyond the audio');
  if (totalSamples - finalGranule > 5760)
    throw new Error('final granule position trims more than one packet');
  if (finalGranule <= preSkip) throw new Error('no audio after pre-skip');
  return {
    channels,
    preSkip,
    inputSampleRate,
    vendor,
    comments,
    durationSeconds: (finalGranule - preSkip) / OPUS_RATE,
    pageCount,
    audioPacketCount: audio.length,
  };
}
