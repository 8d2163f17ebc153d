// The Chromium every browser test and the bench's Lighthouse run use: Debian's, with the flags
// this machine needs (no sandbox as root, no GPU, no background traffic or first-run screens).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
