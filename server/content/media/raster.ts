// Pictures a bot must not read from their markup (the slider's gap, the captcha's
// text) leave the server as PNG: an SVG would carry the gap's coordinates and the
// glyph outlines as plain text. resvg renders on the libuv threadpool, off the event loop.
//
// The PNG is written here rather than by resvg's own encoder: rows unfiltered and
// deflated at level 2 (on the threadpool too) cost about half the CPU and come out
// smaller for these noisy pictures, and a slider picture is drawn for every login page.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { renderAsync } from '@resvg/resvg-js';

const deflate = promisify(zlib.deflate);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Deflate level of the pictures: past 2 the size barely falls while the time doubles. */
const PNG_DEFLATE_LEVEL = 2;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG (8-bit RGBA, rows unfiltered) of resvg's pixels, which are premultiplied by
 * their alpha: PNG's are not, so the partly transparent ones are divided back.
 */
export async function encodePng(width: number, height: number, premultiplied: Uint8Array): Promise<Buffer> {
  const stride = width * 4;
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * (stride + 1) + 1;
    rows.set(premultiplied.subarray(y * stride, (y + 1) * stride), start);
    for (let i = start; i < start + stride; i += 4) {
      const alpha = rows[i + 3]!;
      if (alpha === 255 || alpha === 0) continue;
      for (let c = 0; c < 3; c += 1) rows[i + c] = Math.min(255, Math.round((rows[i + c]! * 255) / alpha));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', await deflate(rows, { level: PNG_DEFLATE_LEVEL })), chunk('IEND', Buffer.alloc(0))]);
}

/** The SVG drawn as a PNG data URL, at the SVG's own size. */
export async function pngDataUrl(svg: string): Promise<string> {
  // No fonts: every picture here is shapes and paths, and loading system fonts is slow.
  const image = await renderAsync(svg, { font: { loadSystemFonts: false } });
  const png = await encodePng(image.width, image.height, image.pixels);
  return `data:image/png;base64,${png.toString('base64')}`;
}
