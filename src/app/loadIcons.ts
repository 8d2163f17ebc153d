import spriteUrl from 'virtual:icon-sprite';

/**
 * Fetches the icon file (one SVG of symbols, src/components/iconPaths.ts) once as the app starts
 * and puts it in the page, hidden, so every <Icon> draws from it. It arrives while the system
 * status loads, before the portal's first icons show; the browser and the service worker keep it
 * like any built file. An icon drawn before it arrives is an empty box of its size until then.
 */
export function loadIcons(): void {
  void fetch(spriteUrl)
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`icons: ${response.status}`))))
    .then((text) => {
      const sprite = document.importNode(new DOMParser().parseFromString(text, 'image/svg+xml').documentElement, true) as unknown as SVGSVGElement;
      sprite.setAttribute('aria-hidden', 'true');
      sprite.setAttribute('width', '0');
      sprite.setAttribute('height', '0');
      // Through the style object, not a style attribute: the content security policy allows no inline style.
      sprite.style.position = 'absolute';
      document.body.prepend(sprite);
    })
    // Without the file the icons stay empty boxes; the page works as before without them.
    .catch(() => undefined);
}
