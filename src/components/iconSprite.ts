// The icon file's shape, shared by the build that writes it (scripts/build/iconSprite.ts) and
// <Icon>, which points at its symbols: one <symbol> per icon, its id the prefix and the name.
export const ICON_ID_PREFIX = 'icon-';

/** The SVG file of symbols for `paths` (name → path data on the 24x24 grid). */
export function iconSprite(paths: Readonly<Record<string, string>>): string {
  const symbols = Object.entries(paths).map(([name, d]) => `<symbol id="${ICON_ID_PREFIX}${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
