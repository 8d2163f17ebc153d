// The inline styles of the built app page, as content security policy hash sources. The page's
// static frame is painted from an inline <style> before the app's stylesheet arrives (index.html,
// src/styles/boot.css); the policy allows that one style by its hash rather than 'unsafe-inline'.
// The build minifies the style, so the hash is taken from the built file, not the source.
import { createHash } from 'node:crypto';
import { statSync, readFileSync } from 'node:fs';
import path from 'node:path';

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/** `'sha256-…'` for each <style> element of an HTML page: the hash of its text exactly as written. */
export function inlineStyleSources(html: string): string[] {
  return [...html.matchAll(STYLE)].map(([, text]) => `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
}

/**
 * The hash sources of distDir/index.html, read at start and again whenever the file changes
 * (a build made while the server runs), so the policy always matches the page being sent.
 * No built page, no sources.
 */
export function builtPageStyles(distDir: string): () => readonly string[] {
  const file = path.join(path.resolve(distDir), 'index.html');
  let seen: number | undefined;
  let checkedAt = -Infinity;
  let sources: readonly string[] = [];
  return () => {
    // At most once a second: the policy rides on every answer, API calls included.
    const now = performance.now();
    if (now - checkedAt < 1000) return sources;
    checkedAt = now;
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime !== seen) {
      seen = mtime;
      sources = mtime === undefined ? [] : inlineStyleSources(readFileSync(file, 'utf8'));
    }
    return sources;
  };
}
