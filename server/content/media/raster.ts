// Pictures a bot must not read from their markup (the slider's gap, the captcha's
// text) leave the server as PNG: an SVG would carry the gap's coordinates and the
// glyph outlines as plain text. resvg renders on the libuv threadpool, off the event loop.
import { renderAsync } from '@resvg/resvg-js';

/** The SVG drawn as a PNG data URL, at the SVG's own size. */
export async function pngDataUrl(svg: string): Promise<string> {
  // No fonts: every picture here is shapes and paths, and loading system fonts is slow.
  const image = await renderAsync(svg, { font: { loadSystemFonts: false } });
  return `data:image/png;base64,${image.asPng().toString('base64')}`;
}
