// The files a browser, a crawler or an installer reads besides the app: the page's head, the web
// app manifest, the icons and robots.txt agree with each other; and the repository's documents
// point only at files a clone has.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appIconFiles, FAVICON_SIZES, RASTER_ICONS } from '../../scripts/build/appIcons';

const index = readFileSync('index.html', 'utf8');
const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string }[];
};
const icons = appIconFiles(readFileSync('public/favicon.svg', 'utf8'));

/** The content of a `<meta name=...>` of index.html. */
function meta(name: string): string | undefined {
  return new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(index)?.[1];
}

/** Width and height of a PNG (its IHDR chunk). */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

/** A file the built site has at this path: one of public/ or one the icon step draws. */
function siteFile(src: string): Buffer | undefined {
  const name = src.replace(/^\//, '');
  return icons.get(name) ?? (existsSync(path.join('public', name)) ? readFileSync(path.join('public', name)) : undefined);
}

describe('the page head and the web app manifest', () => {
  it('the page has a description, and the manifest says the same name, description and colour', () => {
    const description = meta('description');
    expect(description?.length).toBeGreaterThan(50);
    expect(manifest.description).toBe(description);
    expect(manifest.name).toBe(/<title>([^<]*)<\/title>/.exec(index)?.[1]);
    expect(manifest.theme_color).toBe(meta('theme-color'));
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it('the page links the manifest, the favicon and the touch icon, each of which the site has', () => {
    const links = [...index.matchAll(/<link rel="(manifest|icon|apple-touch-icon)" href="([^"]+)"/g)].map((m) => [m[1], m[2]!]);
    expect(links.map(([rel]) => rel).sort()).toEqual(['apple-touch-icon', 'icon', 'icon', 'manifest']);
    for (const [rel, href] of links) expect(siteFile(href!), `${rel} ${href}`).toBeDefined();
  });

  it('every icon the manifest names exists at its declared size, with 192 and 512 among them (installable)', () => {
    for (const icon of manifest.icons) {
      const file = siteFile(icon.src);
      expect(file, icon.src).toBeDefined();
      if (icon.type === 'image/png') expect(pngSize(file!).map(String).join('x'), icon.src).toBe(icon.sizes);
    }
    const pngSizes = manifest.icons.filter((i) => i.type === 'image/png').map((i) => i.sizes);
    expect(pngSizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('draws each raster icon at its size, and favicon.ico as an icon directory of PNGs', () => {
    for (const { file, size } of RASTER_ICONS) expect(pngSize(icons.get(file)!), file).toEqual([size, size]);
    const ico = icons.get('favicon.ico')!;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, FAVICON_SIZES.length]);
    FAVICON_SIZES.forEach((size, i) => {
      const entry = 6 + 16 * i;
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      expect(ico.readUInt8(entry)).toBe(size);
      expect(pngSize(ico.subarray(offset, offset + length))).toEqual([size, size]);
    });
  });

  it('robots.txt lets crawlers read the pages but not the API', () => {
    const robots = readFileSync('public/robots.txt', 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});

describe('the repository explains itself', () => {
  const documents = ['README.md', ...readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => path.join('docs', f))];

  it.each(documents)('%s points only at files inside the repository', (doc) => {
    const text = readFileSync(doc, 'utf8');
    // Markdown links are relative to the document; paths in `code` are written from the repository's root.
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((t) => !/^[a-z]+:|^#|^\//i.test(t));
    const paths = [...text.matchAll(/`(\.\.?\/[^`\s]+)`/g)].map((m) => m[1]!);
    const resolved = [...links.map((t) => [t, path.resolve(path.dirname(doc), t.split('#')[0]!)]), ...paths.map((t) => [t, path.resolve(t)])];
    for (const [target, file] of resolved) expect(path.relative(process.cwd(), file!).startsWith('..'), `${doc}: ${target}`).toBe(false);
  });
});
