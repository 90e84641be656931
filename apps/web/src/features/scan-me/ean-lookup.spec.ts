import { deserialize, serialize } from 'node:v8';
// fake-indexeddb clones with structuredClone, which jsdom does not expose.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import { createApolloClient } from '../../app/apollo-client';
import { sentTexts, sha256Hex, webPaths } from '../../../tools/trusted-documents';
import { QUICK_ORDER_LOOKUP_QUERY } from '../quick-order/quick-order.queries';
import { lookUpEan, QUICK_ORDER_LOOKUP_DOCUMENT } from './ean-lookup';
import { addLookup, closeScanMeStore, readCatalogue, readLookups } from './scan-me-store';

const manifest = JSON.parse(
  readFileSync(webPaths(join(__dirname, '../../../../..')).manifest, 'utf8'),
) as Record<string, string>;

function answering(body: unknown) {
  const urls: string[] = [];
  const fetchImpl = jest.fn(async (url: RequestInfo | URL) => {
    urls.push(String(url));
    return { ok: true, status: 200, json: async () => body } as unknown as Response;
  }) as unknown as typeof fetch;
  return { fetchImpl, urls };
}

describe('scan-me finds an EAN online (docs/decisions/0133)', () => {
  beforeEach(() => {
    closeScanMeStore();
    globalThis.indexedDB = new IDBFactory();
  });

  it('sends the QuickOrderLookup document the shop’s Apollo client sends, known to the BFF by its hash', async () => {
    const [sent] = await sentTexts(createApolloClient, [QUICK_ORDER_LOOKUP_QUERY]);
    expect(QUICK_ORDER_LOOKUP_DOCUMENT.text).toBe(sent);
    expect(sha256Hex(QUICK_ORDER_LOOKUP_DOCUMENT.text)).toBe(QUICK_ORDER_LOOKUP_DOCUMENT.sha256);
    expect(manifest[QUICK_ORDER_LOOKUP_DOCUMENT.sha256]).toBe(QUICK_ORDER_LOOKUP_DOCUMENT.text);
  });

  it('answers the product the shop names for the EAN, or null when it sells none', async () => {
    const match = {
      code: '4006381333931',
      product: { sku: '100037', name: 'Nordklar Unterhaltsreiniger', attributes: {} },
    };
    const found = answering({ data: { quickOrderLookup: [match] } });
    expect(await lookUpEan('de-at', '4006381333931', found.fetchImpl)).toEqual({
      ean: '4006381333931',
      sku: '100037',
      name: 'Nordklar Unterhaltsreiniger',
      unit: '',
      packSize: 1,
      imageUrl: '/api/images/products/100037.svg',
    });
    const variables = new URL(found.urls[0]!, 'http://shop.test').searchParams.get('variables');
    expect(JSON.parse(variables!)).toEqual({ locale: 'de-at', codes: ['4006381333931'] });

    const none = answering({ data: { quickOrderLookup: [{ code: '4006381333931', product: null }] } });
    expect(await lookUpEan('de-at', '4006381333931', none.fetchImpl)).toBeNull();
  });

  it('keeps what it found beside the catalogue, which it leaves alone', async () => {
    const product = {
      ean: '4006381333931',
      sku: '100037',
      name: 'Nordklar',
      unit: '',
      packSize: 1,
      imageUrl: '/api/images/products/100037.svg',
    };
    await addLookup('20HHAT:de', product);
    await addLookup('20HHAT:de', { ...product, ean: '4006381333948', sku: '100038' });
    closeScanMeStore();
    expect(Object.keys(await readLookups('20HHAT:de')).sort()).toEqual(['4006381333931', '4006381333948']);
    expect(await readLookups('57HHBG:bg')).toEqual({});
    expect(await readCatalogue('20HHAT:de')).toBeNull();
  });
});
