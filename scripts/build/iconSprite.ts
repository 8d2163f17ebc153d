// Build step: the icons (src/components/iconPaths.ts) as one SVG file of symbols, a hashed
// asset, instead of their path data in the app's script. `import url from 'virtual:icon-sprite'`
// gives its address; the app fetches it once as it starts (src/app/loadIcons.ts). The file is
// cached like every built file, where the script would carry it again at every build. The paths
// are read with this config, so a changed icon shows in development once Vite restarts.
import type { Plugin } from 'vite';
import { ICON_PATHS } from '../../src/components/iconPaths';
import { iconSprite as spriteOf } from '../../src/components/iconSprite';

export const ICON_SPRITE_ID = 'virtual:icon-sprite';
const RESOLVED_ID = `\0${ICON_SPRITE_ID}`;

/** The Vite plugin: a built asset in the build, a data address in development and tests. */
export function iconSprite(): Plugin {
  let build = false;
  return {
    name: 'portal:icon-sprite',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === ICON_SPRITE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const svg = spriteOf(ICON_PATHS);
      if (!build) return `export default ${JSON.stringify(`data:image/svg+xml,${encodeURIComponent(svg)}`)};`;
      const ref = this.emitFile({ type: 'asset', name: 'icons.svg', source: svg });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
