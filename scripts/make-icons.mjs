// Renders the app icon from our own vector drawing, build/icon.svg, into every raster the
// installers and the running app need:
//   build/icon.png      1024×1024 — electron-builder's source for Linux and for macOS, where it
//                       converts the PNG (≥ 512 px) to .icns itself, so no .icns is kept here;
//   resources/icon.png  512×512   — the window icon the main process loads at run time;
//   build/icon.ico      Windows icon with 16, 24, 32, 48, 64, 128 and 256 px images;
//   build/web/…         the web edition's icons (its public folder): 192 and 512 px for the web app
//                       manifest, a 512 px maskable one (the drawing inside the safe zone, on a full
//                       square of its sky, so a launcher's circle or squircle never cuts it), 180 px
//                       for iPads' Home Screen and a 32 px favicon.
// Each size is rasterised separately by Chromium (so small sizes stay sharp, not shrunk copies).
// The .ico holds 32-bit BMP images up to 128 px and a PNG image at 256 px, the layout every
// Windows version and the NSIS installer accept.
//
// Usage: node scripts/make-icons.mjs

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADLESS_CHROMIUM_FLAGS } from './chromiumFlags.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Sizes, in pixels, of the images inside build/icon.ico. */
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];

/** Largest size stored as an uncompressed bitmap; bigger images are stored as PNG. */
const LARGEST_BMP = 128;

/**
 * Encodes one square RGBA image as the bitmap (BITMAPINFOHEADER + bottom-up BGRA rows + AND mask)
 * that an .ico entry holds.
 */
export function bmpIconImage(size, rgba) {
  if (rgba.length !== size * size * 4)
    throw new Error(`expected ${size * size * 4} RGBA bytes, got ${rgba.length}`);
  const maskStride = Math.ceil(size / 32) * 4;
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8); // colour rows plus mask rows
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(0, 16);
  header.writeUInt32LE(size * size * 4 + maskStride * size, 20);
  const pixels = Buffer.alloc(size * size * 4);
  const mask = Buffer.alloc(maskStride * size);
  for (let y = 0; y < size; y++) {
    const row = size - 1 - y; // bitmaps are stored bottom-up
    for (let x = 0; x < size; x++) {
      const from = (y * size + x) * 4;
      const to = (row * size + x) * 4;
      pixels[to] = rgba[from + 2];
      pixels[to + 1] = rgba[from + 1];
      pixels[to + 2] = rgba[from];
      pixels[to + 3] = rgba[from + 3];
      if (rgba[from + 3] === 0) mask[row * maskStride + (x >> 3)] |= 0x80 >> (x & 7);
    }
  }
  return Buffer.concat([header, pixels, mask]);
}

/** Packs icon images ({ size, data }) into an .ico file: ICONDIR, one ICONDIRENTRY each, then the data. */
export function packIco(images) {
  const head = Buffer.alloc(6 + 16 * images.length);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(images.length, 4);
  let offset = head.length;
  images.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    head.writeUInt8(size >= 256 ? 0 : size, at);
    head.writeUInt8(size >= 256 ? 0 : size, at + 1);
    head.writeUInt8(0, at + 2);
    head.writeUInt8(0, at + 3);
    head.writeUInt16LE(1, at + 4);
    head.writeUInt16LE(32, at + 6);
    head.writeUInt32LE(data.length, at + 8);
    head.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([head, ...images.map((image) => image.data)]);
}

/** Reads back the entries of an .ico file, so the script can check what it wrote. */
export function readIcoEntries(ico) {
  if (ico.length < 6 || ico.readUInt16LE(0) !== 0 || ico.readUInt16LE(2) !== 1)
    throw new Error('not an .ico file');
  const count = ico.readUInt16LE(4);
  const entries = [];
  for (let i = 0; i < count; i++) {
    const at = 6 + 16 * i;
    const width = ico.readUInt8(at) || 256;
    const height = ico.readUInt8(at + 1) || 256;
    const length = ico.readUInt32LE(at + 8);
    const offset = ico.readUInt32LE(at + 12);
    if (offset + length > ico.length) throw new Error(`entry ${i} runs past the end of the file`);
    const data = ico.subarray(offset, offset + length);
    const png = data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    entries.push({ width, height, format: png ? 'png' : 'bmp', bytes: length });
  }
  return entries;
}

/** The web edition's icons: file name in build/web, size in pixels, and whether it is maskable. */
export const WEB_ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
  { file: 'favicon-32.png', size: 32, maskable: false },
];

/**
 * Share of a maskable icon's side the drawing takes: the drawing's farthest point then lies within the
 * safe zone, the centred circle of 40 % of the side as radius that every launcher mask keeps.
 */
export const MASKABLE_SCALE = 0.8;

/**
 * The drawing as a maskable icon: a full square of the icon's sky gradient, the drawing centred on it
 * at {@link MASKABLE_SCALE}.
 */
export function maskableSvg(svg) {
  const stops = svg.match(/<linearGradient[\s\S]*?<\/linearGradient>/);
  if (!stops) throw new Error('build/icon.svg has no sky gradient to fill a maskable icon with');
  const inset = (256 * (1 - MASKABLE_SCALE)) / 2;
  const inner = svg.replace(
    '<svg ',
    `<svg x="${inset}" y="${inset}" width="${256 * MASKABLE_SCALE}" height="${256 * MASKABLE_SCALE}" `,
  );
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256">',
    `<defs>${stops[0].replace('id="sky"', 'id="maskable-sky"')}</defs>`,
    '<rect width="256" height="256" fill="url(#maskable-sky)"/>',
    inner,
    '</svg>',
  ].join('');
}

/** Renders the SVG at one square size and returns the PNG with a transparent background. */
async function renderPng(page, svg, size) {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `);
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
  );
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

/** Decodes a PNG into raw RGBA bytes with the browser's own decoder. */
async function decodePng(page, png) {
  const base64 = await page.evaluate(async (source) => {
    const image = new Image();
    image.src = `data:image/png;base64,${source}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d', { colorSpace: 'srgb' });
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let text = '';
    for (let i = 0; i < data.length; i += 0x8000)
      text += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return btoa(text);
  }, png.toString('base64'));
  return Buffer.from(base64, 'base64');
}

function write(relativePath, data) {
  const target = resolve(root, relativePath);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, data);
  console.log(`${relativePath.padEnd(32)} ${String(data.length).padStart(8)} bytes`);
}

async function main() {
  const { chromium } = await import('playwright-core');
  const svg = readFileSync(resolve(root, 'build/icon.svg'), 'utf8');
  if (!svg.includes('<svg ')) throw new Error('build/icon.svg does not look like an SVG drawing');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...HEADLESS_CHROMIUM_FLAGS],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    write('build/icon.png', await renderPng(page, svg, 1024));
    write('resources/icon.png', await renderPng(page, svg, 512));
    const images = [];
    for (const size of ICO_SIZES) {
      const png = await renderPng(page, svg, size);
      const data = size <= LARGEST_BMP ? bmpIconImage(size, await decodePng(page, png)) : png;
      images.push({ size, data });
    }
    const ico = packIco(images);
    write('build/icon.ico', ico);
    const entries = readIcoEntries(ico);
    console.log(entries.map((e) => `${e.width}×${e.height} ${e.format}`).join(', '));
    for (const icon of WEB_ICONS) {
      write(
        `build/web/${icon.file}`,
        await renderPng(page, icon.maskable ? maskableSvg(svg) : svg, icon.size),
      );
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
