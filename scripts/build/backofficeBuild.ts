// Build step: the operator's console (backoffice.html) is built on its own, after the player
// app, into the same folder. In one build the two pages would share the libraries' chunks, and
// every export the console uses (router components, date formatting, ...) would be kept in the
// player app's first script; built apart, the player app's files are exactly what they were.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Plugin, type ResolvedConfig, type UserConfig } from 'vite';
import { precompiledMessages } from './precompiledMessages';

export const BACKOFFICE_PAGE = 'backoffice.html';

export function backofficeBuildConfig(root: string, outDir: string, resolve: UserConfig['resolve']): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), precompiledMessages()],
    resolve,
    build: {
      outDir,
      // The player app's files are already there.
      emptyOutDir: false,
      // dist/.vite/manifest.json stays the player app's.
      manifest: false,
      modulePreload: { polyfill: false },
      sourcemap: true,
      chunkSizeWarningLimit: 600,
      rolldownOptions: { input: { backoffice: path.resolve(root, BACKOFFICE_PAGE) }, treeshake: { manualPureFunctions: ['v'] } },
    },
  };
}

/** The Vite plugin: once the player app is written (before it is precompressed), builds the console beside it. */
export function backofficeBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:backoffice-build',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        await build(backofficeBuildConfig(config.root, outDir, { alias: config.resolve.alias }));
        config.logger.info(`built the back office (${BACKOFFICE_PAGE})`);
      },
    },
  };
}
