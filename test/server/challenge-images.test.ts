import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../server/content/media/raster';
import { drawSlider, PIECE_HEIGHT, PIECE_WIDTH, SLIDER_HEIGHT, SLIDER_WIDTH } from '../../server/content/media/slider';
import { useApp, value } from './harness';

/** Width and height from a PNG data URL's IHDR chunk; fails on anything but a PNG. */
function pngSize(dataUrl: string): { width: number; height: number } {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  const bytes = Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64');
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('bot-check pictures are raster images', () => {
  it('[LOGIN-06][LOGIN-18] a slider challenge is two PNGs of the stated sizes, with no markup to read the gap from', async () => {
    const images = await drawSlider(137, 41);
    expect(pngSize(images.background)).toEqual({ width: SLIDER_WIDTH, height: SLIDER_HEIGHT });
    expect(pngSize(images.piece)).toEqual({ width: PIECE_WIDTH, height: PIECE_HEIGHT });
    for (const url of [images.background, images.piece]) {
      const text = Buffer.from(url.split(',')[1]!, 'base64').toString('latin1');
      expect(text).not.toMatch(/<svg|translate\(|137/);
    }
  });

  it('[LOGIN-06] the PNG holds the picture as drawn: straight alpha, valid chunk checksums, every row unfiltered', async () => {
    // resvg's pixels are premultiplied: half-transparent red is (128, 0, 0, 128) there, (255, 0, 0, 128) in a PNG.
    const premultiplied = new Uint8Array([128, 0, 0, 128, 0, 0, 255, 255, 0, 0, 0, 0, 10, 20, 30, 255]);
    const png = await encodePng(2, 2, premultiplied);
    const chunks: { type: string; data: Buffer }[] = [];
    for (let at = 8; at < png.length; ) {
      const length = png.readUInt32BE(at);
      const type = png.subarray(at + 4, at + 8).toString('latin1');
      const data = png.subarray(at + 8, at + 8 + length);
      expect(png.readUInt32BE(at + 8 + length)).toBe(zlib.crc32(data, zlib.crc32(type)));
      chunks.push({ type, data });
      at += 12 + length;
    }
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const rows = zlib.inflateSync(chunks[1]!.data);
    expect([...rows]).toEqual([0, 255, 0, 0, 128, 0, 0, 255, 255, 0, 0, 0, 0, 0, 10, 20, 30, 255]);
  });

  const app = useApp('pglite');

  it('[LOGIN-21] GET /api/slider and GET /api/captcha answer PNG data URLs', async () => {
    const slider = await value<{ background: string; piece: string; width: number; height: number }>(app(), '/api/slider');
    expect(pngSize(slider.background)).toEqual({ width: slider.width, height: slider.height });
    const captcha = await value<{ image: string }>(app(), '/api/captcha');
    expect(pngSize(captcha.image)).toEqual({ width: 120, height: 40 });
  });
});
