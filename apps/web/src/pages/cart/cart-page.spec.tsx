import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { cartFixture, cartMock, lockMocks } from '../../testing/cart-fixtures';
import { layoutMocks, PURCHASER, routeMock, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import { REQUEST_CART_APPROVAL_MUTATION } from '../../features/approval/approval.queries';
import { CHANGE_CART_LINES_MUTATION } from '../../features/cart/cart.queries';
import {
  SHOPPING_LIST_KEYS_QUERY,
  SHOPPING_LIST_QUERY,
  UPDATE_SHOPPING_LIST_MUTATION,
} from '../../features/shopping-list/shopping-list.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };

const cart = cartFixture;

const changeMock = (variables: Record<string, unknown>, result: Mock['result']): Mock => ({
  request: {
    query: CHANGE_CART_LINES_MUTATION,
    variables: { locale: 'de-at', cartId: 'cart-1', ...variables },
  },
  result,
});

const LIST_KEY = '100001-KT000001-20HHAT';

/** The session's shopping list (ShoppingListFields) at `version` with `lines` (sku, quantity). */
const shoppingList = (version: number, lines: { sku: string; quantity: number }[]) => ({
  __typename: 'ShoppingList',
  id: 'list-1',
  key: LIST_KEY,
  name: 'Merkliste',
  version,
  isScanMe: false,
  hasNotBuyableItems: false,
  totalLineItemQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
  lineItems: lines.map((line) => ({
    __typename: 'ShoppingListLineItem',
    key: line.sku,
    sku: line.sku,
    quantity: line.quantity,
    addedAt: '2026-11-27T10:00:00.000Z',
    buyable: true,
    price: null,
    product: {
      __typename: 'Product',
      id: `p-${line.sku}`,
      sku: line.sku,
      name: `Reiniger ${line.sku}`,
      slug: `reiniger-${line.sku}`,
      imageUrl: `/api/images/products/${line.sku}.svg`,
    },
  })),
});

describe('cart page', () => {
  beforeEach(() => stubMaintenanceFetch());

  const render = (me: MeFixture | null, mocks: Mock[]) =>
    renderRoute('/de-at/warenkorb', [
      ...layoutMocks('de-at', me),
      routeMock('/de-at/warenkorb'),
      ...mocks,
      ...lockMocks(),
    ]);

  it('shows the lines with their prices and the net total', async () => {
    render(PURCHASER, [
      cartMock(
        cart(3, [
          { sku: 'A1', quantity: 2, unit: 450 },
          { sku: 'B2', quantity: 1, unit: 1000 },
        ]),
      ),
    ]);
    const lines = await screen.findByRole('list', { name: 'Positionen im Warenkorb' }, SLOW);
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(within(lines).getByRole('link', { name: 'Reiniger A1' }).getAttribute('href')).toBe(
      '/de-at/p/reiniger-A1',
    );
    expect(within(lines).getByText('€ 9,00')).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Zusammenfassung' });
    expect(within(summary).getByText('€ 19,00')).toBeTruthy();
    expect(within(summary).getByText('MwSt. 20 %')).toBeTruthy();
    expect(within(summary).getByText('€ 22,80')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Zur Bestellung' }).getAttribute('href')).toBe(
      '/de-at/bestellbestaetigung',
    );
    expect(within(summary).getByText('3 Artikel')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Schnellbestellung' }).getAttribute('href')).toBe(
      '/de-at/schnellbestellung',
    );
  });

  it('shows the minimum-quantity surcharge apart from the lines, with its label, in the totals', async () => {
    render(PURCHASER, [cartMock(cart(3, [{ sku: 'A1', quantity: 2, unit: 450 }], { surcharge: 990 }))]);
    const lines = await screen.findByRole('list', { name: 'Positionen im Warenkorb' }, SLOW);
    expect(within(lines).getAllByRole('listitem')).toHaveLength(1);
    expect(within(lines).queryByText('Mindermengenzuschlag')).toBeNull();
    const summary = screen.getByRole('complementary', { name: 'Zusammenfassung' });
    expect(within(summary).getByText('Mindermengenzuschlag')).toBeTruthy();
    expect(within(summary).getByText('€ 9,90')).toBeTruthy();
    // 9,00 + 9,90 net, 20 % tax.
    expect(within(summary).getByText('€ 18,90')).toBeTruthy();
    expect(within(summary).getByText('€ 22,68')).toBeTruthy();
    expect(document.querySelector('main')?.textContent).not.toContain('MIN-QTY-SURCHARGE');
    // What is missing until it goes: 100,00 − 9,00.
    expect(
      within(summary).getByText(
        'Noch € 91,00 Warenwert bis € 100,00 (netto) – dann entfällt der Mindermengenzuschlag.',
      ),
    ).toBeTruthy();
  });

  it('shows the creator’s budget with what is left after this cart, and warns when it exceeds it', async () => {
    render(PURCHASER, [
      cartMock(
        cart(3, [{ sku: 'A1', quantity: 2, unit: 450 }], { budget: { value: 100_000, remaining: 500 } }),
      ),
    ]);
    const budget = await screen.findByRole('region', { name: 'Budget' }, SLOW);
    expect(within(budget).getByText('€ 5,00')).toBeTruthy();
    // 5,00 left before the cart's 9,00.
    expect(within(budget).getByText('-€ 4,00')).toBeTruthy();
    expect(within(budget).getByRole('status').textContent).toBe(
      'Dieser Warenkorb überschreitet das Budget und kann so nicht bestellt oder freigegeben werden.',
    );
  });

  it('reports view_cart once per visit, and a changed quantity as add_to_cart with the added units', async () => {
    window.dataLayer = [];
    render(PURCHASER, [
      cartMock(cart(3, [{ sku: 'A1', quantity: 2, unit: 450 }]), false),
      changeMock(
        { version: 3, mode: 'set', lines: [{ sku: 'A1', quantity: 5 }] },
        { data: { changeCartLines: cart(4, [{ sku: 'A1', quantity: 5, unit: 450 }]) } },
      ),
      cartMock(cart(4, [{ sku: 'A1', quantity: 5, unit: 450 }])),
    ]);
    const quantity = await screen.findByLabelText('Menge', undefined, SLOW);
    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.blur(quantity);
    await waitFor(() => expect(screen.getAllByText('€ 22,50').length).toBeGreaterThan(0), SLOW);
    const events = (window.dataLayer ?? []).filter((entry) =>
      ['view_cart', 'add_to_cart', 'remove_from_cart'].includes(entry.event as string),
    );
    expect(events).toEqual([
      {
        event: 'view_cart',
        ecommerce: {
          currency: 'EUR',
          value: 9,
          items: [{ item_id: 'A1', item_name: 'Reiniger A1', quantity: 2, price: 4.5 }],
        },
      },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 13.5,
          items: [
            { item_id: 'A1', item_name: 'Reiniger A1', quantity: 3, price: 4.5, cart_change: 'modify' },
          ],
        },
      },
    ]);
  });

  it('reports removing a line as remove_from_cart with the units it had', async () => {
    window.dataLayer = [];
    render(PURCHASER, [
      cartMock(cart(3, [{ sku: 'A1', quantity: 2, unit: 450 }]), false),
      changeMock(
        { version: 3, mode: 'set', lines: [{ sku: 'A1', quantity: 0 }] },
        { data: { changeCartLines: cart(4, []) } },
      ),
      cartMock(cart(4, [])),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Entfernen' }, SLOW));
    expect(await screen.findByText('Ihr Warenkorb ist leer.', undefined, SLOW)).toBeTruthy();
    expect((window.dataLayer ?? []).find((entry) => entry.event === 'remove_from_cart')).toEqual({
      event: 'remove_from_cart',
      ecommerce: {
        currency: 'EUR',
        value: 9,
        items: [{ item_id: 'A1', item_name: 'Reiniger A1', quantity: 2, price: 4.5, cart_change: 'remove' }],
      },
    });
  });

  it('puts a line on the shopping list with its quantity, at the list’s version, says so and reports add_to_wishlist', async () => {
    window.dataLayer = [];
    // The line's quantity, at the version the list was read at.
    const added = {
      input: {
        locale: 'de-at',
        key: LIST_KEY,
        version: 7,
        addLineItems: [{ sku: 'A1', quantity: 2 }],
        changeLineItems: null,
        name: null,
      },
    };
    const update = jest.fn((_variables: Record<string, unknown>) => ({
      data: { updateShoppingList: shoppingList(8, [{ sku: 'A1', quantity: 2 }]) },
    }));
    render(PURCHASER, [
      cartMock(cart(3, [{ sku: 'A1', quantity: 2, unit: 450 }])),
      {
        request: { query: SHOPPING_LIST_KEYS_QUERY, variables: { locale: 'de-at' } },
        result: {
          data: {
            shoppingListKeys: {
              __typename: 'ShoppingListKeys',
              shoppingList: LIST_KEY,
              scanMe: `${LIST_KEY}-ScanMe`,
            },
          },
        },
      },
      {
        request: { query: SHOPPING_LIST_QUERY, variables: { locale: 'de-at', key: LIST_KEY } },
        result: { data: { shoppingList: shoppingList(7, []) } },
      },
      {
        request: { query: UPDATE_SHOPPING_LIST_MUTATION, variables: added },
        result: update,
      },
    ]);
    const lines = await screen.findByRole('list', { name: 'Positionen im Warenkorb' }, SLOW);
    fireEvent.click(within(lines).getByRole('button', { name: 'Auf die Merkliste: Reiniger A1' }));
    await waitFor(
      () => expect(within(lines).getByRole('status').textContent).toBe('Auf die Merkliste gesetzt.'),
      SLOW,
    );
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0]![0]).toEqual(added);
    expect((window.dataLayer ?? []).filter((entry) => entry.event === 'add_to_wishlist')).toEqual([
      {
        event: 'add_to_wishlist',
        ecommerce: { items: [{ item_id: 'A1', item_name: 'Reiniger A1', quantity: 2 }] },
      },
    ]);
  });

  it('sets a quantity at the version it shows, and shows the new cart', async () => {
    render(PURCHASER, [
      cartMock(cart(3, [{ sku: 'A1', quantity: 2, unit: 450 }]), false),
      changeMock(
        { version: 3, mode: 'set', lines: [{ sku: 'A1', quantity: 5 }] },
        { data: { changeCartLines: cart(4, [{ sku: 'A1', quantity: 5, unit: 450 }]) } },
      ),
      cartMock(cart(4, [{ sku: 'A1', quantity: 5, unit: 450 }])),
    ]);
    const quantity = await screen.findByLabelText('Menge', undefined, SLOW);
    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.blur(quantity);
    await waitFor(() => expect(screen.getAllByText('€ 22,50').length).toBeGreaterThan(0), SLOW);
    expect((screen.getByLabelText('Menge') as HTMLInputElement).value).toBe('5');
  });

  it('tells the user when the cart changed meanwhile and shows the current one; nothing is applied on top', async () => {
    render(PURCHASER, [
      cartMock(cart(3, [{ sku: 'A1', quantity: 2, unit: 450 }]), false),
      changeMock(
        { version: 3, mode: 'set', lines: [{ sku: 'A1', quantity: 0 }] },
        {
          errors: [
            new GraphQLError('error.cart-conflict', {
              extensions: { code: 'CONFLICT', messageKey: 'error.cart-conflict', details: { version: 4 } },
            }),
          ],
        },
      ),
      cartMock(cart(4, [{ sku: 'A1', quantity: 7, unit: 450 }])),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Entfernen' }, SLOW));
    expect(await screen.findByText(/inzwischen geändert/, undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Menge') as HTMLInputElement).value).toBe('7'));
  });

  it('opens the cart for editing: it takes the edit lock', async () => {
    const locked = jest.fn(() => 0);
    render(PURCHASER, [
      cartMock(cart(3, [{ sku: 'A1', quantity: 2, unit: 450 }])),
      ...lockMocks('cart-1', locked),
    ]);
    await screen.findByLabelText('Menge', undefined, SLOW);
    await waitFor(() => expect(locked).toHaveBeenCalledTimes(1), SLOW);
  });

  it('shows who has the cart open and keeps it read-only until then', async () => {
    const locked = jest.fn(() => 0);
    const lockedUntil = '2026-11-26T09:42:00.000Z';
    const until = new Intl.DateTimeFormat('de-AT', { hour: '2-digit', minute: '2-digit' }).format(
      new Date(lockedUntil),
    );
    render(PURCHASER, [
      cartMock(
        cart(3, [{ sku: 'A1', quantity: 2, unit: 450 }], {
          lock: { lockedByName: 'Berta Huber', lockedUntil },
        }),
      ),
      ...lockMocks('cart-1', locked),
    ]);
    expect(
      await screen.findByText(
        `Gesperrt: Berta Huber bearbeitet diesen Warenkorb bis ${until} Uhr. Bis dahin können Sie ihn nur ansehen.`,
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Menge') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Entfernen' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Zur Bestellung' })).toBeNull();
    expect(locked).not.toHaveBeenCalled();
  });

  it('shows the basket shopper the lines without any amount', async () => {
    render({ ...PURCHASER, role: 'ROLE_CART_MANAGER_NO_CHECKOUT' }, [
      cartMock(cart(1, [{ sku: 'A1', quantity: 2, unit: null }])),
    ]);
    await screen.findByRole('link', { name: 'Reiniger A1' }, SLOW);
    expect(document.querySelector('main')?.textContent).not.toMatch(/€/);
    // The basket shopper hands carts over for approval instead of checking out.
    expect(screen.queryByRole('link', { name: 'Zur Bestellung' })).toBeNull();
  });

  it('has an empty state', async () => {
    render(PURCHASER, [cartMock(cart(1, []))]);
    expect(await screen.findByText('Ihr Warenkorb ist leer.', undefined, SLOW)).toBeTruthy();
  });

  it('asks guests to sign in', async () => {
    render(null, []);
    expect(
      await screen.findByText('Melden Sie sich an, um Ihren Warenkorb zu sehen.', undefined, SLOW),
    ).toBeTruthy();
  });

  it('lets the basket shopper hand the cart over for approval with a comment', async () => {
    const handedOver = jest.fn(() => 0);
    render({ ...PURCHASER, role: 'ROLE_CART_MANAGER_NO_CHECKOUT' }, [
      cartMock(cart(2, [{ sku: 'A1', quantity: 2, unit: null }]), false),
      {
        request: {
          query: REQUEST_CART_APPROVAL_MUTATION,
          variables: { locale: 'de-at', cartId: 'cart-1', version: 2, comment: 'Bis Freitag bitte' },
        },
        result: {
          data: {
            requestCartApproval: {
              __typename: 'Cart',
              id: 'cart-1',
              version: 3,
              cartState: 'Saved',
              cartProcessStatus: 'Open',
            },
          },
        },
        delay: handedOver,
      },
      cartMock({ ...cart(1, []), id: 'cart-2' }),
      ...lockMocks('cart-2'),
    ]);
    fireEvent.change(await screen.findByLabelText('Kommentar für die Freigabe', undefined, SLOW), {
      target: { value: 'Bis Freitag bitte' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zur Freigabe übergeben' }));
    await waitFor(() => expect(handedOver).toHaveBeenCalledTimes(1), SLOW);
    // The page goes on with the user's next, empty cart.
    expect(await screen.findByText('Ihr Warenkorb ist leer.', undefined, SLOW)).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('shop.handedOverCarts') ?? '[]')).toEqual(['cart-1']);
  });
});
