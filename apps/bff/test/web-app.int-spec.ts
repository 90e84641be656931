import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { freePort } from '@shop/db/testing';
import { openSse } from './support/sse-client';
import { startAnotherBff, startTestBff, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

/**
 * A built web app as the web build writes it: hashed assets with `.br`/`.gz` twins, index.html,
 * scan-me's page of its own (decision 0125), the build id.
 */
function writeWebBuild(dir: string) {
  const files: Record<string, string> = {
    'index.html':
      '<!doctype html><html><head><script type="module" src="/assets/app-4f2a9c1e.js"></script></head><body><div id="root"></div></body></html>\n',
    'scan-me.html':
      '<!doctype html><html><head><script type="module" src="/assets/scan-me-9b1d2f3a.js"></script></head><body><div id="root"></div></body></html>\n',
    'assets/app-4f2a9c1e.js': `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`,
    'assets/app-77c0d2aa.css': `${Array.from({ length: 200 }, (_, i) => `.c${i}{color:#0b2e4f}`).join('\n')}\n`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n',
    'builds/latest.json': '{"id":"20261126T120000Z-aaaa0001","builtAt":"2026-11-26T12:00:00.000Z"}\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const js = Buffer.from(files['assets/app-4f2a9c1e.js']);
  writeFileSync(join(dir, 'assets/app-4f2a9c1e.js.br'), brotliCompressSync(js));
  writeFileSync(join(dir, 'assets/app-4f2a9c1e.js.gz'), gzipSync(js));
  // Only a gzip twin: a client that prefers brotli gets gzip.
  writeFileSync(
    join(dir, 'assets/app-77c0d2aa.css.gz'),
    gzipSync(Buffer.from(files['assets/app-77c0d2aa.css'])),
  );
  return files;
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, not decoded. */
  body: Buffer;
}

/** A request whose answer is read as sent (fetch would decode the body and hide what was sent). */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${url}: no answer`)));
    req.end();
  });
}

const CHROME = 'gzip, deflate, br, zstd';
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('the built web app on the public origin (WEB_PORT)', () => {
  let bff: TestBff;
  let dist: string;
  let files: Record<string, string>;
  let web: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    files = writeWebBuild(dist);
    const webPort = await freePort();
    web = `http://127.0.0.1:${webPort}`;
    bff = await startTestBff({
      scale: 0.05,
      config: { WEB_PORT: String(webPort), WEB_DIST_DIR: dist, PUBLIC_URL: web },
    });
  });

  afterAll(async () => {
    await bff?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  describe('hashed assets', () => {
    const JS = '/assets/app-4f2a9c1e.js';

    it('sends the brotli twin to a browser (whatever the order of its Accept-Encoding), cached for a year', async () => {
      const answer = await raw(`${web}${JS}`, { 'accept-encoding': CHROME });
      expect(answer.status).toBe(200);
      expect(answer.headers).toMatchObject({
        'content-encoding': 'br',
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept-Encoding',
        'x-content-type-options': 'nosniff',
      });
      expect(answer.headers.etag).toBeTruthy();
      expect(answer.headers['last-modified']).toBeTruthy();
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(brotliDecompressSync(answer.body).toString()).toBe(files['assets/app-4f2a9c1e.js']);
    });

    it('picks by the client’s weights, brotli between equals, the file itself without a usable one', async () => {
      const encodingFor = async (acceptEncoding?: string) => {
        const answer = await raw(`${web}${JS}`, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
        expect(answer.headers.vary).toBe('Accept-Encoding');
        const encoding = answer.headers['content-encoding'] ?? 'identity';
        const decoded =
          encoding === 'br'
            ? brotliDecompressSync(answer.body)
            : encoding === 'gzip'
              ? gunzipSync(answer.body)
              : answer.body;
        expect(decoded.toString()).toBe(files['assets/app-4f2a9c1e.js']);
        return encoding;
      };
      expect(await encodingFor('gzip')).toBe('gzip');
      expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
      expect(await encodingFor('gzip;q=1, br;q=0.5')).toBe('gzip');
      expect(await encodingFor('gzip, br')).toBe('br');
      expect(await encodingFor('*')).toBe('br');
      expect(await encodingFor('deflate')).toBe('identity');
      expect(await encodingFor('identity')).toBe('identity');
      expect(await encodingFor(undefined)).toBe('identity');
    });

    it('answers gzip to a brotli client when the build wrote no brotli twin', async () => {
      const answer = await raw(`${web}/assets/app-77c0d2aa.css`, { 'accept-encoding': CHROME });
      expect(answer.headers).toMatchObject({
        'content-encoding': 'gzip',
        'content-type': 'text/css; charset=utf-8',
      });
      expect(gunzipSync(answer.body).toString()).toBe(files['assets/app-77c0d2aa.css']);
    });

    it('revalidates per encoding: each has its own ETag, a matching one gets 304', async () => {
      const br = await raw(`${web}${JS}`, { 'accept-encoding': 'br' });
      const gzip = await raw(`${web}${JS}`, { 'accept-encoding': 'gzip' });
      expect(br.headers.etag).not.toBe(gzip.headers.etag);
      const again = await raw(`${web}${JS}`, {
        'accept-encoding': 'br',
        'if-none-match': String(br.headers.etag),
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });

    it('answers HEAD with the headers of GET and no body', async () => {
      const answer = await raw(`${web}${JS}`, { 'accept-encoding': CHROME }, 'HEAD');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(Number(answer.headers['content-length'])).toBe(
        brotliCompressSync(Buffer.from(files['assets/app-4f2a9c1e.js'])).length,
      );
      expect(answer.body.length).toBe(0);
    });

    it('answers a missing asset with 404, never with the page (a stale chunk must fail to load)', async () => {
      for (const path of ['/assets/missing.js', '/assets/app-4f2a9c1e.js.map']) {
        const answer = await raw(`${web}${path}`, { accept: HTML, 'accept-encoding': CHROME });
        expect([path, answer.status, answer.headers['content-type']]).toEqual([
          path,
          404,
          'application/json; charset=utf-8',
        ]);
      }
    });
  });

  describe('the page and the client routes', () => {
    it('answers every route a browser opens with index.html, revalidated, not framable', async () => {
      for (const path of ['/', '/de-at', '/de-at/some/route', '/bg-bg/c/bodenpflege?page=2', '/index.html']) {
        const answer = await raw(`${web}${path}`, { accept: HTML, 'accept-encoding': CHROME });
        expect([path, answer.status]).toEqual([path, 200]);
        expect(answer.headers).toMatchObject({
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-cache',
          'x-frame-options': 'DENY',
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'strict-origin-when-cross-origin',
        });
        const policy = Object.fromEntries(
          String(answer.headers['content-security-policy'])
            .split(';')
            .map((directive) => directive.trim().split(/\s+/))
            .map(([name, ...sources]) => [name, sources.join(' ')]),
        );
        // Scripts of the shop's origin only: the build's chunks; no inline script, no eval, no other site.
        // WebAssembly may compile (scan-me's barcode reader, decision 0107); JavaScript eval stays off.
        expect(policy).toMatchObject({
          'default-src': "'self'",
          'script-src': "'self' 'wasm-unsafe-eval'",
          'object-src': "'none'",
          'base-uri': "'self'",
          'frame-ancestors': "'none'",
        });
        expect(answer.body.toString()).toBe(files['index.html']);
      }
      const head = await raw(`${web}/de-at/some/route`, { accept: HTML }, 'HEAD');
      expect([head.status, head.headers['content-type'], head.body.length]).toEqual([
        200,
        'text/html; charset=utf-8',
        0,
      ]);
    });

    it.each(['index.html', 'scan-me.html'])(
      "keeps the web's own page within that policy: no inline script in apps/web/%s",
      (file) => {
        const page = readFileSync(join(__dirname, '../../web', file), 'utf8');
        const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
        expect(scripts.length).toBeGreaterThan(0);
        for (const [, attributes, body] of scripts) {
          expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
          expect(body!.trim()).toBe('');
        }
        expect(page).not.toMatch(/\son[a-z]+=/i);
      },
    );

    it("answers the scan-me paths of every shop locale with scan-me's page of its own, headers as index.html's", async () => {
      for (const path of [
        '/de-at/scannen',
        '/de-de/scannen/',
        '/it-de/scannen?signin=returned',
        '/cs-cz/skenovat',
        '/sk-sk/skenovat',
        '/it-it/scansiona',
        '/bg-bg/skanirane',
      ]) {
        const answer = await raw(`${web}${path}`, { accept: HTML, 'accept-encoding': CHROME });
        expect([path, answer.status, answer.body.toString()]).toEqual([path, 200, files['scan-me.html']]);
        expect(answer.headers).toMatchObject({
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-cache',
          'x-frame-options': 'DENY',
          'x-content-type-options': 'nosniff',
        });
        expect(String(answer.headers['content-security-policy'])).toContain(
          "script-src 'self' 'wasm-unsafe-eval'",
        );
      }
      // Not a scan-me route: another word, a deeper path, a locale of an external shop, the root.
      for (const path of ['/de-at/skenovat', '/de-at/scannen/x', '/sr-rs/scannen', '/scannen']) {
        const answer = await raw(`${web}${path}`, { accept: HTML });
        expect([path, answer.body.toString()]).toEqual([path, files['index.html']]);
      }
      expect((await raw(`${web}/de-at/scannen`, { accept: 'application/json' })).status).toBe(404);
    });

    it('answers the scan-me paths with index.html when the build has no scan-me.html', async () => {
      rmSync(join(dist, 'scan-me.html'));
      try {
        const answer = await raw(`${web}/de-at/scannen`, { accept: HTML });
        expect([answer.status, answer.body.toString()]).toEqual([200, files['index.html']]);
      } finally {
        writeFileSync(join(dist, 'scan-me.html'), files['scan-me.html']!);
      }
    });

    it('gives the page to a client that takes anything (curl: */*, or no Accept at all)', async () => {
      for (const accept of ['*/*', 'application/json, */*;q=0.1']) {
        const answer = await raw(`${web}/de-at`, { accept });
        expect([accept, answer.status, answer.body.toString()]).toEqual([accept, 200, files['index.html']]);
      }
      const bare = await fetch(`${web}/de-at/some/route`, { headers: { accept: '' } });
      expect(bare.status).toBe(200);
    });

    it('gives no page for requests that are not a navigation, nor for the BFF’s own paths', async () => {
      expect((await raw(`${web}/de-at/some/route`, { accept: 'application/json' })).status).toBe(404);
      expect((await raw(`${web}/de-at/some/route`, { accept: HTML }, 'POST')).status).toBe(404);
      for (const path of ['/api/unknown', '/auth/unknown', '/health/unknown', '/sse/unknown', '/api']) {
        const answer = await raw(`${web}${path}`, { accept: HTML });
        expect([path, answer.status, JSON.parse(answer.body.toString())]).toEqual([
          path,
          404,
          { code: 'NOT_FOUND', messageKey: 'error.not-found' },
        ]);
      }
      const graphql = await raw(`${web}/graphql`, { accept: HTML });
      expect(graphql.body.toString()).not.toBe(files['index.html']);
    });

    it('serves no file outside the build', async () => {
      for (const path of [
        '/..%2f..%2f..%2fetc%2fpasswd',
        '/assets/..%2f..%2fpackage.json',
        '/%2e%2e/%2e%2e/etc/passwd',
      ]) {
        const answer = await raw(`${web}${path}`, { accept: 'application/json' });
        expect([path, answer.status]).toEqual([path, 404]);
      }
    });

    it('answers builds/latest.json from disk on every request, never cached', async () => {
      const first = await raw(`${web}/builds/latest.json`, { 'accept-encoding': CHROME });
      expect(first.headers).toMatchObject({
        'cache-control': 'no-store',
        'content-type': 'application/json; charset=utf-8',
      });
      expect(first.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(first.body.toString()).id).toBe('20261126T120000Z-aaaa0001');
      // A deploy writes a new build in place: the next poll sees its id.
      writeFileSync(
        join(dist, 'builds/latest.json'),
        '{"id":"20261126T130000Z-bbbb0002","builtAt":"2026-11-26T13:00:00.000Z"}\n',
      );
      const next = await raw(`${web}/builds/latest.json`);
      expect(JSON.parse(next.body.toString()).id).toBe('20261126T130000Z-bbbb0002');
    });

    it('serves the unhashed files of public/ revalidated', async () => {
      const answer = await raw(`${web}/favicon.svg`, { 'accept-encoding': CHROME });
      expect(answer.headers).toMatchObject({ 'content-type': 'image/svg+xml', 'cache-control': 'no-cache' });
      expect(answer.headers.vary).toBeUndefined();
      expect(answer.body.toString()).toBe(files['favicon.svg']);
    });
  });

  describe('the API on the same origin', () => {
    it('answers GraphQL on the public origin', async () => {
      const response = await fetch(`${web}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect((await response.json()).data).toEqual({ __typename: 'Query' });
    });

    it('streams server-sent events unbuffered and uncompressed', async () => {
      const stream = await openSse(web, 'de-at', { 'accept-encoding': CHROME });
      try {
        const first = await stream.waitFor((event) => event.event === 'maintenance');
        expect(first.data).toMatchObject({ mandantCode: '20HHAT' });
      } finally {
        stream.close();
      }
      const answer = await fetch(`${web}/sse?locale=de-at`, {
        headers: { 'accept-encoding': CHROME },
        signal: AbortSignal.timeout(5000),
      });
      expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(answer.headers.get('content-encoding')).toBeNull();
      await answer.body?.cancel();
    });
  });

  it('a BFF that stops ends the event streams of its public origin, then the port is closed', async () => {
    const webPort = await freePort();
    const origin = `http://127.0.0.1:${webPort}`;
    const another = await startAnotherBff(bff, { WEB_PORT: String(webPort), WEB_DIST_DIR: dist });
    const response = await fetch(`${origin}/sse?locale=de-at`);
    expect(response.status).toBe(200);
    const read = response.text().then(
      () => 'ended',
      () => 'cut',
    );
    await another.close();
    let timer: NodeJS.Timeout | undefined;
    const stillOpen = new Promise((resolve) => (timer = setTimeout(() => resolve('still open'), 10_000)));
    expect(await Promise.race([read, stillOpen])).toBe('ended');
    clearTimeout(timer);
    await expect(raw(`${origin}/`, { accept: HTML })).rejects.toThrow(/ECONNREFUSED/);
  });

  it('serves no web app without WEB_PORT', async () => {
    const apiOnly = await startAnotherBff(bff, {});
    try {
      const answer = await raw(`${apiOnly.baseUrl}/de-at`, { accept: HTML });
      expect(answer.status).toBe(404);
      expect((await raw(`${apiOnly.baseUrl}/assets/app-4f2a9c1e.js`)).status).toBe(404);
    } finally {
      await apiOnly.close();
    }
  });
});
