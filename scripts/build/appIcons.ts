// Build step: the app's raster icons, drawn from the one logo (public/favicon.svg) so there is
// no binary copy of it to keep in step: the PNG icons the web app manifest
// (public/manifest.webmanifest) names, the Apple touch icon, and /favicon.ico for the clients
// that ask for it whatever the page says.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';

/** Each raster icon: its file in the build's root and its size in pixels (square). */
export const RASTER_ICONS = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'apple-touch-icon.png', size: 180 },
] as const;

/** The sizes inside favicon.ico. */
export const FAVICON_SIZES = [16, 32, 48] as const;

export function renderPng(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

/** An ICO file holding PNG images (read by every browser since IE Vista-era ones). */
export function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

/** Every generated file, by its path from the site's root. */
export function appIconFiles(svg: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const { file, size } of RASTER_ICONS) files.set(file, renderPng(svg, size));
  files.set('favicon.ico', icoOf(FAVICON_SIZES.map((size) => ({ size, png: renderPng(svg, size) }))));
  return files;
}

/** The Vite plugin: emits the icons into the build and serves them from the dev server. */
export function appIcons(logo = 'public/favicon.svg'): Plugin {
  let files: Map<string, Buffer> | undefined;
  const load = (root: string) => (files ??= appIconFiles(readFileSync(path.resolve(root, logo), 'utf8')));
  let root = process.cwd();
  return {
    name: 'portal:app-icons',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      for (const [fileName, source] of load(root)) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.slice(1) ?? '';
        const body = load(root).get(name);
        if (!body) return next();
        res.setHeader('content-type', name.endsWith('.ico') ? 'image/x-icon' : 'image/png');
        res.end(body);
      });
    },
  };
}
