import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes .br and .gz beside each text asset so the server sends them without compressing per request. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ritualia-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const bytes = readFileSync(file);
        // Small files too: the first page loads a dozen chunks under 1 KiB, which brotli still
        // shrinks by a third to a half. A copy no smaller than the file is not written.
        const gz = gzipSync(bytes, { level: 9 });
        const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
        if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
      }
    },
  };
}
