import { describe, expect, it } from 'vitest';
import { referencedFiles, shellEntries } from '../../scripts/build/shellPrecache';

const APP_PAGE = `<!doctype html><html><head>
<link rel="icon" href="/favicon.svg"><link rel="manifest" href="/manifest.webmanifest">
<script src="/theme-boot.js"></script>
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/app-B2.js">
<link rel="preload" href="/api/media/logo.svg" as="image">
<a href="//cdn.example.com/x.js"></a><a href="https://example.com/assets/y.js"></a>
</head><body><link rel="stylesheet" href="/assets/app-C3.css?v=1"></body></html>`;
const OFFLINE_PAGE = '<script type="module" src="/assets/offline-D4.js"></script>';

describe('the service worker installs with the pages\' own files only', () => {
  it('reads the same-origin files a page names, without query or fragment', () => {
    expect([...referencedFiles(APP_PAGE)].sort()).toEqual(
      ['api/media/logo.svg', 'assets/app-B2.js', 'assets/app-C3.css', 'assets/index-A1.js', 'favicon.svg', 'manifest.webmanifest', 'theme-boot.js'].sort(),
    );
  });

  it('keeps top-level files and the assets a page names; lazy screens and languages wait for first use', () => {
    const entries = ['offline.html', 'theme-boot.js', 'icon-192.png', 'assets/index-A1.js', 'assets/app-B2.js', 'assets/app-C3.css', 'assets/offline-D4.js', 'assets/en-E5.js', 'assets/Wallet-F6.js'].map((url) => ({ url, revision: null }));
    expect(shellEntries(entries, [APP_PAGE, OFFLINE_PAGE]).map((e) => e.url)).toEqual([
      'offline.html',
      'theme-boot.js',
      'icon-192.png',
      'assets/index-A1.js',
      'assets/app-B2.js',
      'assets/app-C3.css',
      'assets/offline-D4.js',
    ]);
  });
});
