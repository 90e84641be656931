import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this a compressed twin saves less than its extra request headers cost. */
const MIN_BYTES = 1024;
/**
 * Not compressed: source maps (only developer tools load them, and they would triple the build's
 * compression time) and the build id, which the server reads fresh on every request (decision 0013).
 */
const SKIPPED = [/\.map$/, /^builds\/latest\.json$/];

export interface PrecompressResult {
  /** Paths (relative, `/`-separated) that got a `.br` and a `.gz` twin, sorted. */
  compressed: string[];
  bytes: { original: number; brotli: number; gzip: number };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to each compressible file of a built
 * web app, so the server sends them as they are by Accept-Encoding and never compresses per request.
 * A twin is kept only when it is smaller than the file.
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { compressed: [], bytes: { original: 0, brotli: 0, gzip: 0 } };
  const files = (await filesUnder(dir)).filter(
    (path) => COMPRESSIBLE.has(extname(path)) && !SKIPPED.some((pattern) => pattern.test(path)),
  );
  await Promise.all(
    files.map(async (path) => {
      const source = await readFile(join(dir, path));
      if (source.length < MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gz(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length >= source.length || gzipped.length >= source.length) return;
      await Promise.all([
        writeFile(join(dir, `${path}.br`), br),
        writeFile(join(dir, `${path}.gz`), gzipped),
      ]);
      result.compressed.push(path);
      result.bytes.original += source.length;
      result.bytes.brotli += br.length;
      result.bytes.gzip += gzipped.length;
    }),
  );
  result.compressed.sort();
  return result;
}

/** Precompresses the build's output folder once Vite has written it (public/ files included). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'shop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const { compressed, bytes } = await precompressDir(outDir);
      const kb = (n: number) => `${Math.round(n / 1024)} kB`;
      this.info(
        `${compressed.length} files precompressed: ${kb(bytes.original)} → brotli ${kb(bytes.brotli)}, gzip ${kb(bytes.gzip)}`,
      );
    },
  };
}
