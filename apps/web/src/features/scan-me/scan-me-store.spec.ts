import { deserialize, serialize } from 'node:v8';
// fake-indexeddb clones with structuredClone, which jsdom does not expose.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { OfflineCatalogueWire } from '@shop/domain';
import {
  applyCatalogueAnswer,
  closeScanMeStore,
  guestId,
  readCatalogue,
  readList,
  readSettings,
  writeList,
  writeSettings,
} from './scan-me-store';

const wire = (patch: Partial<OfflineCatalogueWire>): OfflineCatalogueWire => ({
  mandantCode: '20HHAT',
  language: 'de',
  revision: '5',
  full: true,
  items: [],
  removed: [],
  ...patch,
});

describe('scan-me storage (IndexedDB)', () => {
  beforeEach(() => {
    closeScanMeStore();
    globalThis.indexedDB = new IDBFactory();
  });

  it('keeps a full catalogue and applies a delta: changed, added and removed EANs', async () => {
    await applyCatalogueAnswer(
      '20HHAT:de',
      wire({
        items: [
          ['1', 'A', 'Alpha', 'Stk', 1],
          ['2', 'B', 'Beta', 'Stk', 2],
        ],
      }),
      null,
      1000,
    );
    const delta = await applyCatalogueAnswer(
      '20HHAT:de',
      wire({
        revision: '7',
        full: false,
        items: [
          ['1', 'A', 'Alpha neu', 'Stk', 1],
          ['3', 'C', 'Gamma', 'Kt', 6, '/x.png'],
        ],
        removed: ['2'],
      }),
      '5',
      2000,
    );
    expect(delta?.revision).toBe('7');
    const stored = await readCatalogue('20HHAT:de');
    expect(stored).toMatchObject({ revision: '7', checkedAt: 2000 });
    expect(Object.keys(stored!.products).sort()).toEqual(['1', '3']);
    expect(stored!.products['1'].name).toBe('Alpha neu');
    expect(stored!.products['3'].imageUrl).toBe('/x.png');
    expect(stored!.products['1'].imageUrl).toBe('/api/images/products/A.svg');
  });

  it('refuses a delta that was not asked from the stored revision, and keeps the copy', async () => {
    await applyCatalogueAnswer('k', wire({ items: [['1', 'A', 'Alpha', 'Stk', 1]] }), null);
    expect(
      await applyCatalogueAnswer('k', wire({ full: false, revision: '9', removed: ['1'] }), '4'),
    ).toBeNull();
    expect(await applyCatalogueAnswer('other', wire({ full: false, revision: '9' }), '5')).toBeNull();
    expect(Object.keys((await readCatalogue('k'))!.products)).toEqual(['1']);
    // A full answer replaces whatever was stored.
    await applyCatalogueAnswer('k', wire({ revision: '10', items: [['2', 'B', 'Beta', 'Stk', 1]] }), '5');
    expect(Object.keys((await readCatalogue('k'))!.products)).toEqual(['2']);
  });

  it('keeps lists (normalized) and settings across connections', async () => {
    await writeList({
      id: 'guest:x',
      lines: [
        { ean: '1', quantity: 1 },
        { ean: '1', quantity: 2 },
      ],
      updatedAt: 1,
    });
    await writeSettings({ offlineCatalogueUrl: '/api/products' });
    closeScanMeStore();
    expect((await readList('guest:x'))?.lines).toEqual([{ ean: '1', quantity: 3 }]);
    expect(await readList('guest:y')).toBeNull();
    expect(await readSettings()).toEqual({ offlineCatalogueUrl: '/api/products' });
  });

  it('creates the guest id once and keeps it; no storage, no id', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    } as Storage;
    const first = guestId(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(guestId(storage)).toBe(first);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(guestId(broken)).toBeNull();
  });
});
