import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createCache } from '../../app/apollo-client';
import { i18nFor } from '../../i18n/i18n';
import { cartFixture, cartMock } from '../../testing/cart-fixtures';
import { FakeEventSource } from '../../testing/fake-event-source';
import { meMock, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { LocaleContext, localeContextOf } from '../../features/locale/locale-context';
import { CHANGE_CART_LINES_MUTATION } from '../../features/cart/cart.queries';
import { CartProvider } from '../../features/cart/cart-provider';
import { ESSENCE_LIST_QUERY } from '../../features/essence-list/essence-list.queries';
import { EssenceListPage } from './essence-list-page';

const PURCHASER: MeFixture = {
  role: 'ROLE_CART_PURCHASER',
  customer: { customerNo: '100004', name: 'Hotel Alpenblick' },
};

const entry = (sku: string, name: string, purchases: { date: string; quantity: number }[]) => ({
  __typename: 'EssenceListEntry' as const,
  essenceCode: '100004',
  itemNo: sku,
  identifier: `p-${sku}`,
  productSlug: `slug-${sku}`,
  purchases: purchases.map((purchase) => ({ __typename: 'EssencePurchase' as const, ...purchase })),
  product: { __typename: 'Product' as const, sku, name },
});

const listMock = (search: string | null, items: ReturnType<typeof entry>[]): Mock => ({
  request: {
    query: ESSENCE_LIST_QUERY,
    variables: { locale: 'de-at', page: 1, limit: 20, filters: search ? { search } : null },
  },
  result: {
    data: {
      essenceList: {
        __typename: 'EssenceListPage',
        total: items.length,
        page: 1,
        limit: 20,
        lastPage: 1,
        source: 'CONFIGURED',
        onlyItemsFromEssenceList: true,
        items,
      },
    },
  },
});

const changeMock = (lines: { sku: string; quantity: number }[], error?: { skus: string[] }): Mock => ({
  request: {
    query: CHANGE_CART_LINES_MUTATION,
    variables: { locale: 'de-at', cartId: 'cart-1', version: 2, mode: 'add', lines },
  },
  result: error
    ? {
        errors: [
          {
            message: 'error.essence-list-only',
            extensions: { code: 'BAD_USER_INPUT', messageKey: 'error.essence-list-only', details: error },
          },
        ],
      }
    : {
        data: {
          changeCartLines: cartFixture(
            3,
            lines.map((line) => ({ ...line, unit: 100 })),
          ),
        },
      },
});

function renderPage(mocks: Mock[]) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter>
        <LocaleContext.Provider value={localeContextOf('de-at')}>
          <I18nextProvider i18n={i18nFor('de')}>
            <CartProvider>
              <EssenceListPage />
            </CartProvider>
          </I18nextProvider>
        </LocaleContext.Provider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const ITEMS = [
  entry('1000011', 'Glasreiniger', [
    { date: '2026-11-20T09:00:00.000Z', quantity: 3 },
    { date: '2026-10-02T09:00:00.000Z', quantity: 5 },
  ]),
  entry('1000022', 'Handseife', []),
];

describe('essence list page', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });

  it('shows five purchase columns with date and quantity, and the list source', async () => {
    renderPage([meMock(PURCHASER), cartMock(cartFixture(2, [])), listMock(null, ITEMS)]);
    expect(await screen.findByRole('link', { name: 'Glasreiniger' })).toBeTruthy();
    for (const number of [1, 2, 3, 4, 5])
      expect(screen.getByRole('columnheader', { name: `Kauf ${number}` })).toBeTruthy();
    expect(screen.getByText('20.11.2026')).toBeTruthy();
    expect(screen.getByText('3 Stück')).toBeTruthy();
    expect(screen.getByText('5 Stück')).toBeTruthy();
    expect(screen.getAllByLabelText('kein Kauf')).toHaveLength(3 + 5);
    expect(screen.getByText(/Ihr Kundenkonto kann nur diese Artikel bestellen/)).toBeTruthy();
  });

  it('puts the selected lines into the cart and names refused skus', async () => {
    renderPage([
      meMock(PURCHASER),
      cartMock(cartFixture(2, [])),
      listMock(null, ITEMS),
      changeMock(
        [
          { sku: '1000011', quantity: 1 },
          { sku: '1000022', quantity: 1 },
        ],
        { skus: ['1000022'] },
      ),
    ]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Glasreiniger auswählen' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Handseife auswählen' }));
    fireEvent.click(screen.getByRole('button', { name: '2 ausgewählte Artikel in den Warenkorb' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/Nicht im Stammsortiment: 1000022/),
    );
  });

  it('searches and shows the empty state of a search that finds nothing', async () => {
    renderPage([meMock(PURCHASER), cartMock(cartFixture(2, [])), listMock(null, ITEMS), listMock('xyz', [])]);
    await screen.findByRole('link', { name: 'Glasreiniger' });
    fireEvent.change(screen.getByLabelText('Artikelnummer oder Name'), { target: { value: ' xyz ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText('Kein Artikel Ihres Stammsortiments passt zur Suche.')).toBeTruthy();
  });
});
