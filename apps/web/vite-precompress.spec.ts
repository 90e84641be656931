import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from './vite-precompress';

describe('precompressDir', () => {
  let dir: string;
  const text = (n: number) => Array.from({ length: n }, (_, i) => `const value${i} = ${i};`).join('\n');

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  };

  it('writes brotli and gzip twins of the text files that shrink, and only of those', async () => {
    write('index.html', `<!doctype html><html><body>${'<p>Sauberkeit</p>'.repeat(100)}</body></html>`);
    write('assets/index-Bu1nvZ6E.js', text(300));
    write('assets/index-B0RBBBEG.css', '.a{color:red}\n'.repeat(200));
    write('favicon.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
    write('assets/index-Bu1nvZ6E.js.map', JSON.stringify({ mappings: text(300) }));
    write('builds/latest.json', JSON.stringify({ id: 'x'.repeat(2000) }));
    write('assets/tiny-1a2b3c4d.js', 'export {};');
    write('assets/noise-5e6f7a8b.js', randomBytes(4096));
    write('assets/logo-9c0d1e2f.png', randomBytes(4096));

    const result = await precompressDir(dir);

    expect(result.compressed).toEqual([
      'assets/index-B0RBBBEG.css',
      'assets/index-Bu1nvZ6E.js',
      'favicon.svg',
      'index.html',
    ]);
    for (const path of result.compressed) {
      const original = readFileSync(join(dir, path));
      expect(brotliDecompressSync(readFileSync(join(dir, `${path}.br`))).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${path}.gz`))).equals(original)).toBe(true);
    }
    for (const path of [
      'assets/index-Bu1nvZ6E.js.map',
      'builds/latest.json',
      'assets/tiny-1a2b3c4d.js',
      'assets/noise-5e6f7a8b.js',
      'assets/logo-9c0d1e2f.png',
    ]) {
      expect([path, existsSync(join(dir, `${path}.br`)), existsSync(join(dir, `${path}.gz`))]).toEqual([
        path,
        false,
        false,
      ]);
    }
    expect(result.bytes.brotli).toBeLessThan(result.bytes.gzip);
    expect(result.bytes.gzip).toBeLessThan(result.bytes.original);
  });
});
