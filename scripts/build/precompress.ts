// Build step: a brotli and a gzip copy beside every text-like file of the build over the
// compression threshold, which the server sends as they are to clients that accept them
// (`preCompressed` in server/http/pages.ts). Compressing once here lets the build use the
// slowest, smallest settings, at no cost to any request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { COMPRESS_THRESHOLD } from '../../server/http/compress';

/** File types worth compressing: text. Images and fonts carry their own compression. */
// Source maps (.map) are left to the live compression: only developer tools fetch them, and
// brotli's best setting on them would double the build's time.
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file of dir over the threshold; returns the files compressed. */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.has(path.extname(f)));
  const done: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length <= COMPRESS_THRESHOLD) return;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      done.push(file);
    }),
  );
  return done;
}

/** The Vite plugin: compresses the output folder once the build has written it. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Last, after every other plugin's closeBundle (the service worker is written there).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const done = await precompressDir(outDir);
        config.logger.info(`precompressed ${done.length} files (brotli, gzip)`);
      },
    },
  };
}
