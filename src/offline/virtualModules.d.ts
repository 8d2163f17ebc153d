// The modules Vite plugins make up at build time.
/// <reference types="vite-plugin-pwa/client" />

declare module 'virtual:offline-messages' {
  /** The offline page's words (catalogue key → text), by locale code (scripts/build/offlineMessages.ts). */
  const messages: Record<string, Record<string, string>>;
  export default messages;
}

declare module 'virtual:icon-sprite' {
  /** The address of the icon file, one SVG of symbols (scripts/build/iconSprite.ts). */
  const url: string;
  export default url;
}
