import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

// Text assets worth compressing; images and fonts are already compressed formats.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map|ico)$/i;
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * After the build, writes `file.br` (brotli, best quality) and `file.gz` (gzip level 9) next to every
 * text asset of at least 1 KiB whose compressed form is smaller, so the server sends them as they are
 * (`@fastify/static` `preCompressed`) and spends no CPU per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cotizador-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const source = fs.readFileSync(file);
        if (source.length < MIN_BYTES) continue;
        const brotli = zlib.brotliCompressSync(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gzip = zlib.gzipSync(source, { level: 9 });
        if (brotli.length < source.length) fs.writeFileSync(`${file}.br`, brotli);
        if (gzip.length < source.length) fs.writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}
