// What the service worker downloads when it installs: the files the two pages load at once (the app
// page's entry script, its stylesheet and the chunks it preloads, the offline page's own, the theme
// script) and the top-level files (icons, manifest, the offline page). The rest of the build, lazy
// routes and every language's catalogue, some 2 MB, is kept only once a page has used it (the
// `assets/` route of the worker, vite.config.ts): a phone on a metered connection does not pay for
// screens and languages it never opens.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Same-origin paths a page names in `src` or `href`, without the leading slash. */
export function referencedFiles(html: string): Set<string> {
  const found = new Set<string>();
  for (const match of html.matchAll(/\b(?:src|href)="\/(?!\/)([^"?#]+)/g)) found.add(match[1]!);
  return found;
}

interface Entry {
  url: string;
}

/**
 * The precache entries to keep: a hashed file under `assets/` only when one of the pages names it,
 * every other (top-level) file always.
 */
export function shellEntries<T extends Entry>(entries: T[], pages: string[]): T[] {
  const named = new Set(pages.flatMap((html) => [...referencedFiles(html)]));
  return entries.filter((entry) => !entry.url.startsWith('assets/') || named.has(entry.url));
}

/** Workbox's manifestTransforms hook over the built pages in `outDir`. */
export function shellPrecache(outDir: string, pages = ['index.html', 'offline.html']) {
  return async <T extends Entry>(entries: T[]) => ({
    manifest: shellEntries(
      entries,
      pages.map((page) => readFileSync(path.join(outDir, page), 'utf8')),
    ),
    warnings: [] as string[],
  });
}
