// A png drawn for the identity journey: an identity card's likeness (a band, a photo box, lines
// of text as bars), so the console's review page shows a document a person can recognise. The
// server checks a file by its first bytes, so it must be a real png: encoded here with zlib.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];

/** A 360×228 identity card: what pixel (x, y) is. */
function cardPixel(x: number, y: number): Rgb {
  if (y < 40) return [32, 86, 160];
  if (x >= 20 && x < 120 && y >= 60 && y < 190) return x >= 45 && x < 95 && y >= 80 && y < 140 ? [150, 120, 100] : [200, 205, 215];
  const line = [70, 100, 130, 160].find((top) => y >= top && y < top + 10);
  if (line !== undefined && x >= 140 && x < (line === 70 ? 330 : 290)) return [90, 95, 110];
  return [244, 240, 228];
}

export function identityCardPng(width = 360, height = 228): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1);
    rows[start] = 0; // no filter
    for (let x = 0; x < width; x++) rows.set(cardPixel(x, y), start + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
