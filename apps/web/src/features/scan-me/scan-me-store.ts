import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { LOCALES, type LocaleCode } from '@shop/locales';
import {
  fromOfflineTuple,
  normalizeScanLines,
  type OfflineCatalogueWire,
  type OfflineProduct,
  type ScanLine,
} from '@shop/domain';

/**
 * Scan-me's storage in the browser (docs/decisions/0106): the offline catalogue per tenant and
 * language, the scan-me lists, and the last settings the BFF gave. IndexedDB, so it survives reloads
 * and works offline; one record per catalogue, so a full answer or a delta is applied atomically.
 */
export interface StoredCatalogue {
  /** `mandantCode:language`. */
  key: string;
  revision: string;
  /** When the catalogue was last confirmed current by the server (ms since epoch). */
  checkedAt: number;
  products: Record<string, OfflineProduct>;
}

export interface StoredList {
  /** `guest:<guest id>` or `customer:<scan-me list key>`. */
  id: string;
  lines: ScanLine[];
  updatedAt: number;
  /**
   * A signed-in customer's list as this device and the server last agreed on it, and the server's
   * version then (docs/decisions/0130-scan-me-list-sync.md): what `lines` differ from it is what the
   * next sync sends. Absent for a guest's list and before the first sync.
   */
  synced?: { version: number; lines: ScanLine[] } | null;
}

export interface ScanMeSettingsRecord {
  offlineCatalogueUrl: string | null;
}

interface ScanMeDb extends DBSchema {
  catalogues: { key: string; value: StoredCatalogue };
  lists: { key: string; value: StoredList };
  settings: { key: string; value: ScanMeSettingsRecord };
}

const DB_NAME = 'shop-scan-me';
const SETTINGS_KEY = 'settings';
const GUEST_ID_KEY = 'shop.scanMe.guestId';

let opened: Promise<IDBPDatabase<ScanMeDb>> | null = null;

function database(): Promise<IDBPDatabase<ScanMeDb>> {
  opened ??= openDB<ScanMeDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('catalogues', { keyPath: 'key' });
      db.createObjectStore('lists', { keyPath: 'id' });
      db.createObjectStore('settings');
    },
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/** For tests: forget the open connection (fake-indexeddb is replaced between tests). */
export function closeScanMeStore(): void {
  void opened?.then((db) => db.close()).catch(() => undefined);
  opened = null;
}

export const catalogueKeyOf = (mandantCode: string, language: string) => `${mandantCode}:${language}`;

/** The catalogue key of a shop locale: its tenant and language. */
export function catalogueKeyOfLocale(locale: LocaleCode): string {
  const { mandantCode, language } = LOCALES[locale];
  return catalogueKeyOf(mandantCode ?? locale, language);
}

export async function readCatalogue(key: string): Promise<StoredCatalogue | null> {
  return (await (await database()).get('catalogues', key)) ?? null;
}

/**
 * Applies an answer of GET /api/products: a full one replaces the stored catalogue, a delta changes
 * and removes products of it. A delta for a catalogue not stored (or stored at another revision
 * than it was asked from) is refused: the caller asks for the full catalogue.
 */
export async function applyCatalogueAnswer(
  key: string,
  answer: OfflineCatalogueWire,
  askedSince: string | null,
  now = Date.now(),
): Promise<StoredCatalogue | null> {
  const db = await database();
  const tx = db.transaction('catalogues', 'readwrite');
  const stored = await tx.store.get(key);
  let products: Record<string, OfflineProduct>;
  if (answer.full) {
    products = {};
  } else {
    if (!stored || stored.revision !== askedSince) {
      tx.abort();
      await tx.done.catch(() => undefined);
      return null;
    }
    products = { ...stored.products };
    for (const ean of answer.removed) delete products[ean];
  }
  for (const tuple of answer.items) {
    const product = fromOfflineTuple(tuple);
    products[product.ean] = product;
  }
  const next: StoredCatalogue = { key, revision: answer.revision, checkedAt: now, products };
  await tx.store.put(next);
  await tx.done;
  return next;
}

/** Where the products found online (docs/decisions/0133) are kept beside a catalogue. */
const lookupKeyOf = (catalogueKey: string) => `lookup:${catalogueKey}`;

/** The products scan-me found online for EANs its catalogue lacked, by EAN. */
export async function readLookups(catalogueKey: string): Promise<Record<string, OfflineProduct>> {
  return (await (await database()).get('catalogues', lookupKeyOf(catalogueKey)))?.products ?? {};
}

/** Keeps a product found online, so that the device knows it offline too. */
export async function addLookup(
  catalogueKey: string,
  product: OfflineProduct,
  now = Date.now(),
): Promise<void> {
  const key = lookupKeyOf(catalogueKey);
  const db = await database();
  const tx = db.transaction('catalogues', 'readwrite');
  const stored = await tx.store.get(key);
  await tx.store.put({
    key,
    revision: 'lookup',
    checkedAt: now,
    products: { ...(stored?.products ?? {}), [product.ean]: product },
  });
  await tx.done;
}

export async function readList(id: string): Promise<StoredList | null> {
  return (await (await database()).get('lists', id)) ?? null;
}

export async function writeList(list: StoredList): Promise<void> {
  await (await database()).put('lists', { ...list, lines: normalizeScanLines(list.lines) });
}

/**
 * Changes a stored list in one transaction (`change` gets the stored list or null and answers the
 * new one): a sync's result and a scan in between never overwrite each other.
 */
export async function updateList(
  id: string,
  change: (stored: StoredList | null) => StoredList,
): Promise<StoredList> {
  const db = await database();
  const tx = db.transaction('lists', 'readwrite');
  const next = change((await tx.store.get(id)) ?? null);
  const normalized = { ...next, id, lines: normalizeScanLines(next.lines) };
  await tx.store.put(normalized);
  await tx.done;
  return normalized;
}

export async function deleteList(id: string): Promise<void> {
  await (await database()).delete('lists', id);
}

export async function readSettings(): Promise<ScanMeSettingsRecord | null> {
  return (await (await database()).get('settings', SETTINGS_KEY)) ?? null;
}

export async function writeSettings(settings: ScanMeSettingsRecord): Promise<void> {
  await (await database()).put('settings', settings, SETTINGS_KEY);
}

/**
 * The guest's random id (docs/rules/states-and-rules.md: a random guest session id kept in
 * storage), created on first use. Null when the browser keeps no storage.
 */
export function guestId(storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    if (!storage) return null;
    const known = storage.getItem(GUEST_ID_KEY);
    if (known) return known;
    const fresh = crypto.randomUUID();
    storage.setItem(GUEST_ID_KEY, fresh);
    return fresh;
  } catch {
    return null;
  }
}

export const guestListId = (id: string) => `guest:${id}`;
export const customerListId = (scanMeKey: string) => `customer:${scanMeKey}`;

/** The server's scan-me list key of a customer's list id; null for a guest's list. */
export const serverKeyOfList = (listId: string) =>
  listId.startsWith('customer:') ? listId.slice('customer:'.length) : null;
