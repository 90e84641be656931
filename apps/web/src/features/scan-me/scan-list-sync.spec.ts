import { deserialize, serialize } from 'node:v8';
// fake-indexeddb clones with structuredClone, which jsdom does not expose.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import type { OfflineProduct } from '@shop/domain';
import { createApolloClient } from '../../app/apollo-client';
import { sentTexts, sha256Hex, webPaths } from '../../../tools/trusted-documents';
import { SHOPPING_LIST_QUERY, UPDATE_SHOPPING_LIST_MUTATION } from '../shopping-list/shopping-list.queries';
import { SHOPPING_LIST_DOCUMENT, syncScanList, UPDATE_SHOPPING_LIST_DOCUMENT } from './scan-list-sync';
import { closeScanMeStore, readList, writeList } from './scan-me-store';

const manifest = JSON.parse(
  readFileSync(webPaths(join(__dirname, '../../../../..')).manifest, 'utf8'),
) as Record<string, string>;

const product = (ean: string, sku: string): OfflineProduct => ({
  ean,
  sku,
  name: `Produkt ${sku}`,
  unit: 'Stk',
  packSize: 1,
  imageUrl: `/api/images/products/${sku}.svg`,
});
const CATALOGUE = new Map([
  ['4000000000011', product('4000000000011', '100037')],
  ['4000000000028', product('4000000000028', '100038')],
  ['4000000000035', product('4000000000035', '100075')],
]);
const LIST_ID = 'customer:20HHAT-100002-KT000006-ScanMe';

/**
 * The BFF's shopping list at the fetch edge: the list of the key, its version, adds summed into the
 * line of the same sku, CONFLICT for a stale version.
 */
function fakeBff(initial: [string, number][]) {
  const lines = new Map(initial);
  let version = 1;
  const writes: unknown[] = [];
  const listAnswer = () => ({
    version,
    lineItems: [...lines].map(([sku, quantity]) => ({ key: sku, sku, quantity })),
  });
  const json = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as unknown as Response;
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    if (!init.method) {
      const variables = JSON.parse(new URL(String(url), 'http://shop.test').searchParams.get('variables')!);
      expect(variables.key).toBe('20HHAT-100002-KT000006-ScanMe');
      return json({ data: { shoppingList: listAnswer() } });
    }
    const { input } = JSON.parse(String(init.body)).variables;
    writes.push(input);
    if (input.version !== version)
      return json({ errors: [{ message: 'changed', extensions: { code: 'CONFLICT' } }] });
    for (const add of input.addLineItems ?? []) lines.set(add.sku, (lines.get(add.sku) ?? 0) + add.quantity);
    for (const change of input.changeLineItems ?? [])
      if (change.quantity === 0) lines.delete(change.key);
      else lines.set(change.key, change.quantity);
    version += 1;
    return json({ data: { updateShoppingList: listAnswer() } });
  }) as unknown as typeof fetch;
  return { fetchImpl, lines, writes, bump: () => (version += 1) };
}

describe('scan-me list sync with the server (docs/decisions/0130-scan-me-list-sync.md)', () => {
  beforeEach(() => {
    closeScanMeStore();
    globalThis.indexedDB = new IDBFactory();
  });

  it('sends the documents the shop’s Apollo client sends, known to the BFF by their hashes', async () => {
    const sent = await sentTexts(createApolloClient, [SHOPPING_LIST_QUERY, UPDATE_SHOPPING_LIST_MUTATION]);
    expect([SHOPPING_LIST_DOCUMENT.text, UPDATE_SHOPPING_LIST_DOCUMENT.text]).toEqual(sent);
    for (const document of [SHOPPING_LIST_DOCUMENT, UPDATE_SHOPPING_LIST_DOCUMENT]) {
      expect(sha256Hex(document.text)).toBe(document.sha256);
      expect(manifest[document.sha256]).toBe(document.text);
    }
  });

  it('puts a first device list on the server, summed into its lines, and keeps what the catalogue cannot name', async () => {
    const bff = fakeBff([['100037', 5]]);
    await writeList({
      id: LIST_ID,
      lines: [
        { ean: '4000000000011', quantity: 2 },
        { ean: '4000000000028', quantity: 1 },
        { ean: '9999999999994', quantity: 4 },
      ],
      updatedAt: 1,
    });
    const result = await syncScanList(LIST_ID, 'de-at', CATALOGUE, bff.fetchImpl);
    expect(result).toMatchObject({ kind: 'synced', conflicted: false });
    expect(Object.fromEntries(bff.lines)).toEqual({ '100037': 7, '100038': 1 });
    const stored = await readList(LIST_ID);
    expect(stored?.lines).toEqual([
      { ean: '4000000000011', quantity: 7 },
      { ean: '4000000000028', quantity: 1 },
      { ean: '9999999999994', quantity: 4 },
    ]);
    expect(stored?.synced).toEqual({
      version: 2,
      lines: [
        { ean: '4000000000011', quantity: 7 },
        { ean: '4000000000028', quantity: 1 },
      ],
    });

    // Synced again without a change: nothing is written, nothing counted twice.
    await syncScanList(LIST_ID, 'de-at', CATALOGUE, bff.fetchImpl);
    expect(bff.writes).toHaveLength(1);
    expect(Object.fromEntries(bff.lines)).toEqual({ '100037': 7, '100038': 1 });
  });

  it('sends only what changed on the device, applied again on top of a change made elsewhere (CONFLICT)', async () => {
    const bff = fakeBff([['100037', 3]]);
    await writeList({ id: LIST_ID, lines: [{ ean: '4000000000011', quantity: 3 }], updatedAt: 1 });
    await syncScanList(LIST_ID, 'de-at', CATALOGUE, bff.fetchImpl);
    // On the device: one more of the first product, and a new one.
    await writeList({
      ...(await readList(LIST_ID))!,
      lines: [
        { ean: '4000000000035', quantity: 1 },
        { ean: '4000000000011', quantity: 4 },
      ],
    });
    // Another device adds 10 of the first product after this sync read the list: the write is stale.
    let once = true;
    const racing = fakeBff([...bff.lines]);
    racing.bump();
    const fetchImpl = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
      const answer = await racing.fetchImpl(url, init);
      if (!init.method && once) {
        once = false;
        racing.lines.set('100037', racing.lines.get('100037')! + 10);
        racing.bump();
      }
      return answer;
    }) as unknown as typeof fetch;
    const result = await syncScanList(LIST_ID, 'de-at', CATALOGUE, fetchImpl);
    expect(result).toMatchObject({ kind: 'synced', conflicted: true });
    expect(Object.fromEntries(racing.lines)).toEqual({ '100037': 14, '100075': 1 });
    expect((await readList(LIST_ID))?.lines).toEqual([
      { ean: '4000000000035', quantity: 1 },
      { ean: '4000000000011', quantity: 14 },
    ]);
  });

  it('follows the server when the list was taken over elsewhere, and leaves a guest list alone', async () => {
    const bff = fakeBff([['100037', 2]]);
    await writeList({ id: LIST_ID, lines: [{ ean: '4000000000011', quantity: 2 }], updatedAt: 1 });
    await syncScanList(LIST_ID, 'de-at', CATALOGUE, bff.fetchImpl);
    bff.lines.clear();
    bff.bump();
    await syncScanList(LIST_ID, 'de-at', CATALOGUE, bff.fetchImpl);
    expect((await readList(LIST_ID))?.lines).toEqual([]);
    expect(bff.writes).toHaveLength(1);

    const guest = jest.fn() as unknown as typeof fetch;
    expect(await syncScanList('guest:abc', 'de-at', CATALOGUE, guest)).toEqual({ kind: 'device-only' });
    expect(guest).not.toHaveBeenCalled();
  });

  it('rejects offline and keeps the device list as it was', async () => {
    await writeList({ id: LIST_ID, lines: [{ ean: '4000000000011', quantity: 2 }], updatedAt: 1 });
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(syncScanList(LIST_ID, 'de-at', CATALOGUE, offline)).rejects.toThrow('Failed to fetch');
    expect(await readList(LIST_ID)).toMatchObject({ lines: [{ ean: '4000000000011', quantity: 2 }] });
    expect((await readList(LIST_ID))?.synced).toBeUndefined();
  });
});
