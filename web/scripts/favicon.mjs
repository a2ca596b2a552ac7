// Draws the site icon, a white K on the brand green, into apps/borrower/public/favicon.svg
// and favicon.ico (16 and 32 px PNGs; browsers ask for /favicon.ico
// on their own). Both come from the one shape below. Vite copies public/
// into dist/app, so the server serves them at /favicon.svg and /favicon.ico.
// Run after changing the shape: node scripts/favicon.mjs (from web/).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const SIZE = 64; // the drawing's grid
const GREEN = [0x0a, 0x7d, 0x5a];
const RADIUS = 14; // the square's corners
const STROKE = 8; // the K's strokes, round-capped
const strokes = [
  [[22, 15], [22, 49]],
  [[44, 15], [27, 32]],
  [[27, 32], [44, 49]],
];

function svg() {
  const d = strokes.map(([[x1, y1], [x2, y2]]) => `M${x1} ${y1}L${x2} ${y2}`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" rx="${RADIUS}" fill="#0a7d5a"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-width="${STROKE}" stroke-linecap="round" stroke-linejoin="round"/>` +
    '</svg>\n';
}

function inSquare(x, y) {
  const cx = Math.min(Math.max(x, RADIUS), SIZE - RADIUS);
  const cy = Math.min(Math.max(y, RADIUS), SIZE - RADIUS);
  return x >= 0 && y >= 0 && x <= SIZE && y <= SIZE && (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2;
}

function inK(x, y) {
  return strokes.some(([[x1, y1], [x2, y2]]) => {
    const dx = x2 - x1, dy = y2 - y1;
    const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
    return (x - x1 - t * dx) ** 2 + (y - y1 - t * dy) ** 2 <= (STROKE / 2) ** 2;
  });
}

/** rgba renders the icon at px × px, 8 × 8 samples a pixel. */
function rgba(px) {
  const out = Buffer.alloc(px * px * 4);
  const n = 8;
  for (let py = 0; py < px; py++) {
    for (let qx = 0; qx < px; qx++) {
      let cover = 0, white = 0;
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < n; j++) {
          const x = ((qx + (i + 0.5) / n) * SIZE) / px;
          const y = ((py + (j + 0.5) / n) * SIZE) / px;
          if (!inSquare(x, y)) continue;
          cover++;
          if (inK(x, y)) white++;
        }
      }
      const o = (py * px + qx) * 4;
      const w = cover ? white / cover : 0;
      for (let c = 0; c < 3; c++) out[o + c] = Math.round(GREEN[c] * (1 - w) + 255 * w);
      out[o + 3] = Math.round((255 * cover) / (n * n));
    }
  }
  return out;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(px) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(px, 0);
  ihdr.writeUInt32BE(px, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const pixels = rgba(px);
  const raw = Buffer.alloc(px * (px * 4 + 1));
  for (let y = 0; y < px; y++) pixels.copy(raw, y * (px * 4 + 1) + 1, y * px * 4, (y + 1) * px * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** ico packs PNG images into an .ico file. */
function ico(sizes) {
  const images = sizes.map(png);
  const head = Buffer.alloc(6 + 16 * images.length);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2); // icon
  head.writeUInt16LE(images.length, 4);
  let offset = head.length;
  images.forEach((img, i) => {
    const e = 6 + 16 * i;
    head[e] = sizes[i] % 256;
    head[e + 1] = sizes[i] % 256;
    head.writeUInt16LE(1, e + 4); // planes
    head.writeUInt16LE(32, e + 6); // bits per pixel
    head.writeUInt32LE(img.length, e + 8);
    head.writeUInt32LE(offset, e + 12);
    offset += img.length;
  });
  return Buffer.concat([head, ...images]);
}

const pub = new URL('../apps/borrower/public/', import.meta.url);
writeFileSync(fileURLToPath(new URL('favicon.svg', pub)), svg());
writeFileSync(fileURLToPath(new URL('favicon.ico', pub)), ico([16, 32, 48]));
console.log('favicon: wrote apps/borrower/public/favicon.svg and favicon.ico');
