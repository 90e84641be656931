import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { cartMock, cartFixture, eur } from '../../testing/cart-fixtures';
import { layoutMocks, routeMock, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import {
  SHOPPING_LIST_KEYS_QUERY,
  SHOPPING_LIST_QUERY,
  UPDATE_SHOPPING_LIST_MUTATION,
} from '../../features/shopping-list/shopping-list.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };
const PATH = '/de-at/merkliste';
const KEY = '100001-KT000003-20HHAT';
const SCAN = `${KEY}-ScanMe`;

const ME: MeFixture = {
  role: 'ROLE_CART_PURCHASER',
  customer: { customerNo: '100001', name: 'Hotel Alpenblick' },
  contact: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
};

const line = (sku: string, name: string, quantity: number, buyable = true) => ({
  __typename: 'ShoppingListLineItem',
  key: sku,
  sku,
  quantity,
  addedAt: '2026-11-27T10:00:00.000Z',
  buyable,
  price: eur(1250),
  product: {
    __typename: 'Product',
    id: `p-${sku}`,
    sku,
    name,
    slug: name.toLowerCase(),
    imageUrl: `/img/${sku}.svg`,
  },
});

const list = (key: string, version: number, lineItems: ReturnType<typeof line>[]) => ({
  __typename: 'ShoppingList',
  id: `list-${key}`,
  key,
  name: key === KEY ? 'Küche' : key,
  version,
  isScanMe: key === SCAN,
  hasNotBuyableItems: lineItems.some((item) => !item.buyable),
  totalLineItemQuantity: lineItems.reduce((sum, item) => sum + item.quantity, 0),
  lineItems,
});

const keysMock: Mock = {
  request: { query: SHOPPING_LIST_KEYS_QUERY, variables: { locale: 'de-at' } },
  result: { data: { shoppingListKeys: { __typename: 'ShoppingListKeys', shoppingList: KEY, scanMe: SCAN } } },
};
const listMock = (value: ReturnType<typeof list>): Mock => ({
  request: { query: SHOPPING_LIST_QUERY, variables: { locale: 'de-at', key: value.key } },
  result: { data: { shoppingList: value } },
});

describe('shopping list page', () => {
  beforeEach(() => stubMaintenanceFetch());

  const render = (me: MeFixture | null, mocks: Mock[]) =>
    renderRoute(PATH, [...layoutMocks('de-at', me), routeMock(PATH), cartMock(cartFixture(1, [])), ...mocks]);

  it('asks guests to sign in', async () => {
    render(null, []);
    expect(
      await screen.findByText('Bitte melden Sie sich an, um Ihre Merkliste zu sehen.', undefined, SLOW),
    ).toBeTruthy();
  });

  it('lists the lines with image, price and quantity, marks a not-buyable one and offers the scan-me list', async () => {
    render(ME, [
      keysMock,
      listMock(list(KEY, 3, [line('A1', 'Spülmittel', 2), line('B2', 'Altes Tuch', 1, false)])),
      listMock(list(SCAN, 2, [line('A1', 'Spülmittel', 4)])),
    ]);
    expect(await screen.findByRole('link', { name: 'Spülmittel' }, SLOW)).toBeTruthy();
    expect(screen.getByText('Nicht bestellbar')).toBeTruthy();
    expect(screen.getByText('Einige Artikel der Liste sind derzeit nicht bestellbar.')).toBeTruthy();
    expect((screen.getAllByLabelText('Menge')[0] as HTMLInputElement).value).toBe('2');
    expect(await screen.findByRole('button', { name: 'Scan-Liste übernehmen (4 Stück)' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Als CSV herunterladen' })).toBeTruthy();
  });

  it('shows the empty state of an empty list', async () => {
    render(ME, [keysMock, listMock(list(KEY, 1, [])), listMock(list(SCAN, 1, []))]);
    expect(
      await screen.findByText(
        'Hier sammeln Sie bald Produkte, die Sie sich merken oder regelmäßig bestellen möchten.',
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
  });

  it('reloads the list and says so when a quantity change meets a newer version', async () => {
    const conflict: Mock = {
      request: {
        query: UPDATE_SHOPPING_LIST_MUTATION,
        variables: {
          input: {
            locale: 'de-at',
            key: KEY,
            version: 3,
            addLineItems: null,
            name: null,
            changeLineItems: [{ lineItemKey: 'A1', quantity: 5 }],
          },
        },
      },
      result: {
        errors: [
          new GraphQLError('error.shopping-list-conflict', {
            extensions: { code: 'CONFLICT', messageKey: 'error.shopping-list-conflict' },
          }),
        ],
      },
    };
    render(ME, [
      keysMock,
      listMock(list(KEY, 3, [line('A1', 'Spülmittel', 2)])),
      listMock(list(SCAN, 1, [])),
      conflict,
      listMock(list(KEY, 4, [line('A1', 'Spülmittel', 7)])),
    ]);
    const quantity = (await screen.findByLabelText('Menge', undefined, SLOW)) as HTMLInputElement;
    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.blur(quantity);
    expect(
      await screen.findByText(
        'Die Merkliste wurde inzwischen geändert und neu geladen. Bitte prüfen Sie Ihre Änderung.',
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Menge') as HTMLInputElement).value).toBe('7'), SLOW);
  });
});
