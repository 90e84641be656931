import { buildPath, LOCALE_CODES, LOCALES } from '@shop/locales';
import type { Connect, ViteDevServer } from 'vite';
import { scanMeEntry } from '../../../scan-me-entry';
import { SCAN_ME_NAVIGATION } from '../../../scan-me-paths';

describe('the service worker answers the scan-me paths only', () => {
  it.each(LOCALE_CODES.filter((locale) => LOCALES[locale].mandantCode))('%s', (locale) => {
    const path = buildPath('scan-me', locale);
    expect(SCAN_ME_NAVIGATION.test(path)).toBe(true);
    expect(SCAN_ME_NAVIGATION.test(`${path}/`)).toBe(true);
  });

  it('leaves the rest of the shop, the BFF and other pages to the network', () => {
    for (const path of [
      '/',
      '/de-at',
      '/de-at/warenkorb',
      '/graphql',
      '/sse',
      '/auth/signin',
      '/api/products',
      '/de-at/scannen/x',
      '/de-at/c/scannen',
    ])
      expect(SCAN_ME_NAVIGATION.test(path)).toBe(false);
  });
});

describe('the dev server answers the scan-me paths with scan-me.html (decision 0125)', () => {
  const use = jest.fn();
  const configureServer = scanMeEntry().configureServer as (server: ViteDevServer) => void;
  configureServer({ middlewares: { use } } as unknown as ViteDevServer);
  const middleware = use.mock.calls[0]![0] as Connect.NextHandleFunction;
  const urlAfter = (url: string, accept = 'text/html,*/*', method = 'GET') => {
    const req = { url, method, headers: { accept } } as Connect.IncomingMessage;
    middleware(req, {} as never, () => undefined);
    return req.url;
  };

  it('rewrites a navigation to a scan-me path, query kept', () => {
    expect(urlAfter('/de-at/scannen?signin=returned')).toBe('/scan-me.html?signin=returned');
    expect(urlAfter('/bg-bg/skanirane/')).toBe('/scan-me.html');
  });

  it('leaves other pages, non-navigations and modules alone', () => {
    expect(urlAfter('/de-at/warenkorb')).toBe('/de-at/warenkorb');
    expect(urlAfter('/de-at/scannen', 'application/json')).toBe('/de-at/scannen');
    expect(urlAfter('/de-at/scannen', 'text/html', 'POST')).toBe('/de-at/scannen');
  });
});
