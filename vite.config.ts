import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { appIcons } from './scripts/build/appIcons';
import { precompress } from './scripts/build/precompress';
import { stylesheetAfterShell } from './scripts/build/stylesheetAfterShell';

// One config for the app build and for every vitest project.
export default defineConfig({
  // appIcons draws the raster icons from the logo; stylesheetAfterShell lets the static frame of
  // index.html paint before the app's stylesheet arrives; precompress writes .br and .gz beside the output.
  plugins: [react(), appIcons(), stylesheetAfterShell(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Building a valibot schema has no side effect: a wire shape the browser never parses with
    // (a request the server validates) is left out of the bundle.
    rolldownOptions: { treeshake: { manualPureFunctions: ['v'] } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  test: {
    // Every core: test files are independent (each server test file has its own database).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'jsdom', include: ['test/unit/**/*.test.{ts,tsx}', 'test/views/**/*.test.{ts,tsx}'], setupFiles: ['test/setup-dom.ts'] },
      },
      {
        extends: true,
        test: { name: 'model', environment: 'jsdom', include: ['test/model/**/*.test.{ts,tsx}'], setupFiles: ['test/setup-dom.ts'] },
      },
      {
        extends: true,
        test: { name: 'server', environment: 'node', include: ['test/server/**/*.test.ts'], testTimeout: 30000, hookTimeout: 60000 },
      },
    ],
  },
});
