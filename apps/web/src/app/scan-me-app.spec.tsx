import { deserialize, serialize } from 'node:v8';
// fake-indexeddb clones with structuredClone, which jsdom does not expose.
globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { OfflineCatalogueWire } from '@shop/domain';
import { matchPath, type LocaleCode } from '@shop/locales';
import { resetShopEvents } from '../features/events/shop-events';
import {
  closeScanMeStore,
  customerListId,
  guestId,
  guestListId,
  readList,
  writeList,
} from '../features/scan-me/scan-me-store';
import { ME_DOCUMENT } from '../features/session/fetch-me';
import { forgetClientSettings } from '../features/shop/client-settings';
import { resources } from '../i18n/all-resources';
import { scanMeI18nOf } from '../i18n/scan-me-texts';
import { scanMeTextPart } from '../i18n/text-parts';
import { FakeEventSource } from '../testing/fake-event-source';
import { assignLocation, replaceLocation } from '../ui/full-page-navigation';
import { ScanMeApp } from './scan-me-app';

jest.mock('../ui/full-page-navigation', () => ({ assignLocation: jest.fn(), replaceLocation: jest.fn() }));
// Registers the service worker with workbox-window: the browser's part, e2e/scan-me.e2e.ts covers it.
jest.mock('../features/scan-me/register-service-worker', () => ({ registerScanMeServiceWorker: jest.fn() }));

/**
 * Scan-me's page of its own (decision 0125): the scan page in its light shell, without Apollo and the
 * router, with the scan-me part of the texts only (every text it cannot find is recorded), `me` asked
 * with a plain GET of the trusted Me document, and the shop's route guards.
 */
const missing: string[] = [];

const CUSTOMER = {
  __typename: 'Me',
  userType: 'STANDARD',
  mandantCode: '20HHAT',
  role: 'ROLE_ADMIN',
  accessLevel: 'CUSTOMER',
  loginEmailHash: null,
  needsCustomerSelection: false,
  customer: {
    __typename: 'Customer',
    id: 'c1',
    customerNo: '100001',
    name: 'Hotel Alpenblick',
    city: 'Wien',
  },
  contact: {
    __typename: 'Contact',
    id: 'k1',
    contactNo: 'K1',
    firstName: 'Anna',
    lastName: 'Berger',
    email: 'a@example.com',
    role: 'ROLE_ADMIN',
  },
  employee: null,
};

const CATALOGUE: OfflineCatalogueWire = {
  mandantCode: '20HHAT',
  language: 'de',
  revision: '5',
  full: true,
  items: [
    ['4006000000017', 'SKU-1', 'Glasreiniger', 'Stk', 1],
    ['4006000000024', 'SKU-2', 'Bodenpflege', 'Stk', 6],
  ],
  removed: [],
};

interface Shop {
  me: typeof CUSTOMER | null;
  maintenance?: Record<string, { enabled: boolean; until: string | null; changedAt: string }>;
  /** false: no offline catalogue is configured. */
  catalogue?: boolean;
  /** The customer's server-side scan-me list, by sku (decision 0130). */
  serverList?: Map<string, number>;
}

/** The products the shop's QuickOrderLookup knows by EAN-13 (decision 0133). */
const SOLD_ONLINE: Record<string, { sku: string; name: string }> = {
  '4006381333931': { sku: 'SKU-9', name: 'Nordklar Unterhaltsreiniger' },
};

/** The BFF's answer to a GraphQL operation of the page: `me`, the lookup, the scan-me list. */
function graphqlAnswer(url: URL, init: RequestInit, shop: Shop): unknown {
  const body = init.body ? JSON.parse(String(init.body)) : null;
  const operation = body?.operationName ?? url.searchParams.get('operationName');
  const variables = body?.variables ?? JSON.parse(url.searchParams.get('variables') ?? '{}');
  const list = shop.serverList ?? new Map<string, number>();
  const listAnswer = () => ({
    version: 1,
    lineItems: [...list].map(([sku, quantity]) => ({ key: sku, sku, quantity })),
  });
  switch (operation) {
    case 'QuickOrderLookup':
      return {
        data: {
          quickOrderLookup: variables.codes.map((code: string) => ({
            code,
            product: SOLD_ONLINE[code] ? { ...SOLD_ONLINE[code], attributes: {} } : null,
          })),
        },
      };
    case 'ShoppingList':
      return { data: { shoppingList: listAnswer() } };
    case 'UpdateShoppingList':
      for (const add of variables.input.addLineItems ?? [])
        list.set(add.sku, (list.get(add.sku) ?? 0) + add.quantity);
      return { data: { updateShoppingList: listAnswer() } };
    default:
      return { data: { me: shop.me } };
  }
}

/** The shop's BFF as the page asks it; every request is recorded. */
function stubShop(shop: Shop) {
  const { maintenance = {}, catalogue = true } = shop;
  const requests: { method: string; url: string; headers: Record<string, string> }[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    requests.push({
      method: init.method ?? 'GET',
      url: `${url.pathname}${url.search}`,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    const answer = (body: unknown, status = 200) =>
      ({ ok: status < 400, status, json: async () => body }) as unknown as Response;
    switch (url.pathname) {
      case '/graphql':
        return answer(graphqlAnswer(url, init, shop));
      case '/api/maintenance':
        return answer(maintenance);
      case '/api/scan-me/settings':
        return answer({ offlineCatalogueUrl: catalogue ? '/api/products' : null });
      case '/api/products':
        return answer(CATALOGUE);
      case '/api/client-settings':
        return answer({});
      default:
        return answer({}, 404);
    }
  }) as unknown as typeof fetch;
  return requests;
}

function renderScanMe(path: string) {
  window.history.replaceState(null, '', path);
  const match = matchPath(path)!;
  const locale = match.locale as LocaleCode;
  const language = locale === 'bg-bg' ? 'bg' : 'de';
  const i18n = scanMeI18nOf(language, scanMeTextPart(resources[language].translation));
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, _namespace, key) => missing.push(`${language}: ${key}`);
  return render(<ScanMeApp locale={locale} match={match} i18n={i18n} />);
}

describe("scan-me's page of its own", () => {
  beforeEach(() => {
    closeScanMeStore();
    globalThis.indexedDB = new IDBFactory();
    localStorage.clear();
    sessionStorage.clear();
    forgetClientSettings();
    resetShopEvents();
    FakeEventSource.instances = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    missing.length = 0;
    jest.mocked(replaceLocation).mockClear();
    jest.mocked(assignLocation).mockClear();
  });

  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  it('draws for a guest with its own texts: header, catalogue, a typed EAN on the list', async () => {
    const requests = stubShop({ me: null });
    renderScanMe('/de-at/scannen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scannen' })).toBeTruthy();
    await screen.findByText('2 Produkte offline verfügbar.');
    expect(document.title).toBe('Scannen | Hygiene Shop');
    expect(document.documentElement.lang).toBe('de');

    // The header: the logo to the shop's home, sign-in back to this page, the locales with a shop.
    expect(screen.getByRole('link', { name: 'Hygiene Shop – zur Startseite' }).getAttribute('href')).toBe(
      '/de-at',
    );
    const signIn = await screen.findByRole('link', { name: 'Anmelden' });
    expect(signIn.getAttribute('href')).toBe(`/de-at/login?redirect=${encodeURIComponent('/de-at/scannen')}`);
    fireEvent.click(screen.getByRole('button', { name: /Land und Sprache/ }));
    const locales = screen.getByText('Land und Sprache wählen').parentElement!;
    const hrefs = within(locales)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/de-at/scannen',
      '/de-de/scannen',
      '/cs-cz/skenovat',
      '/sk-sk/skenovat',
      '/it-it/scansiona',
      '/it-de/scannen',
      '/bg-bg/skanirane',
    ]);

    fireEvent.change(screen.getByLabelText('EAN'), { target: { value: '4006000000017' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByLabelText('Menge von Glasreiniger')).toBeTruthy();
    expect(screen.getByText('(1 Position)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('EAN'), { target: { value: '2000000000992' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    await screen.findByText('Kein Produkt mit der EAN 2000000000992 im Offline-Katalog.');

    // No Apollo: `me` is one GET of the trusted document's hash, preflighted like Apollo's.
    const graphql = requests.filter((request) => request.url.startsWith('/graphql'));
    expect(graphql).toHaveLength(1);
    expect(graphql[0]!.method).toBe('GET');
    expect(new URL(graphql[0]!.url, 'http://shop.test').searchParams.get('extensions')).toBe(
      JSON.stringify({ persistedQuery: { version: 1, sha256Hash: ME_DOCUMENT.sha256 } }),
    );
    expect(graphql[0]!.headers['content-type']).toBe('application/json');
    expect(requests.map((request) => request.url)).toEqual(
      expect.arrayContaining(['/api/maintenance', '/api/scan-me/settings', '/api/products?locale=de-at']),
    );
    expect(FakeEventSource.latest().url).toBe('/sse?locale=de-at');
    expect(document.cookie).toContain('lang=de-at');
    expect(missing).toEqual([]);
  });

  it('signed in: the account link, the customer’s own list, and the guest list offered to move', async () => {
    stubShop({ me: CUSTOMER });
    const guest = guestListId(guestId()!);
    await writeList({ id: guest, lines: [{ ean: '4006000000024', quantity: 3 }], updatedAt: 1 });
    renderScanMe('/de-at/scannen');
    const account = await screen.findByRole('link', { name: 'Anna Berger' });
    expect(account.getAttribute('href')).toBe('/de-at/account/mein-konto');
    const dialog = await screen.findByRole('dialog', { name: 'Gast-Liste übernehmen?' }, { timeout: 8000 });
    expect(dialog.textContent).toContain('1 Position');
    fireEvent.click(within(dialog).getByRole('button', { name: 'In meine Liste übernehmen' }));
    await screen.findByText('Die Gast-Liste wurde in Ihre Scan-Liste übernommen.');
    // The page shows the customer's list, which now has the guest's line.
    expect(await screen.findByLabelText('Menge von Bodenpflege')).toHaveProperty('value', '3');
    expect(await readList(guest)).toBeNull();
    expect(missing).toEqual([]);
  });

  it('signed in without an offline catalogue: a typed EAN is found online and the list reaches the account', async () => {
    const serverList = new Map<string, number>();
    stubShop({ me: CUSTOMER, catalogue: false, serverList });
    renderScanMe('/de-at/scannen');
    await screen.findByText('Der Offline-Katalog ist in diesem Shop nicht eingerichtet.');
    fireEvent.change(screen.getByLabelText('EAN'), { target: { value: '4006381333931' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByText('Nordklar Unterhaltsreiniger')).toBeTruthy();
    await waitFor(() => expect(Object.fromEntries(serverList)).toEqual({ 'SKU-9': 1 }), { timeout: 5000 });
    expect(await screen.findByText('Ihre Liste ist in Ihrem Kundenkonto gespeichert.')).toBeTruthy();

    // An EAN-13 the shop does not sell is refused with the online wording; nothing is added.
    fireEvent.change(screen.getByLabelText('EAN'), { target: { value: '2000000000992' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    await screen.findByText('Kein Produkt mit der EAN 2000000000992 im Sortiment gefunden.');
    expect(screen.queryByText('EAN 2000000000992')).toBeNull();
  });

  it('in Bulgarian, offline: the page draws, the list is the one last used on this phone', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const list = customerListId('100001-K1-57HHBG-ScanMe');
    await writeList({ id: list, lines: [{ ean: '3800000000011', quantity: 2 }], updatedAt: 1 });
    localStorage.setItem('shop.scanMe.lastListId', list);
    renderScanMe('/bg-bg/skanirane');
    expect(await screen.findByRole('heading', { level: 1, name: 'Сканиране' })).toBeTruthy();
    const line = await screen.findByText('EAN 3800000000011');
    expect(line.closest('li')!.querySelector('input')!.value).toBe('2');
    expect(screen.getByRole('link', { name: 'Вход' }).getAttribute('href')).toBe(
      `/bg-bg/login?redirect=${encodeURIComponent('/bg-bg/skanirane')}`,
    );
    expect(missing).toEqual([]);
  });

  it('runs the shop’s guards: a tenant in maintenance leads to the maintenance page', async () => {
    stubShop({
      me: null,
      maintenance: { '20HHAT': { enabled: true, until: null, changedAt: '2026-11-28T08:00:00.000Z' } },
    });
    renderScanMe('/de-at/scannen');
    await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith('/de-at/maintenance'));
  });

  it('notices a text the scan-me part lacks', () => {
    const i18n = scanMeI18nOf('de', scanMeTextPart(resources.de.translation));
    i18n.options.saveMissing = true;
    i18n.options.missingKeyHandler = (_languages, _namespace, key) => missing.push(key);
    i18n.t('users.intro');
    expect(missing).toEqual(['users.intro']);
  });

  it('cleans tracking parameters off its own address without leaving the page', async () => {
    stubShop({ me: null });
    renderScanMe('/de-at/scannen?utm=x&shop=alt&tx_news=1');
    await screen.findByRole('heading', { level: 1, name: 'Scannen' });
    await waitFor(() => expect(window.location.search).toBe('?utm=x'));
    expect(replaceLocation).not.toHaveBeenCalled();
  });
});
