import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { cartFixture, cartMock, eur } from '../../testing/cart-fixtures';
import { layoutMocks, PURCHASER, reusable, routeMock, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import {
  FINALIZE_CART_MUTATION,
  SHOP_ORDER_QUERY,
  UPDATE_CART_MUTATION,
} from '../../features/checkout/checkout.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };

const LINES = [
  { sku: 'A1', quantity: 2, unit: 450 },
  { sku: 'B2', quantity: 1, unit: 1000 },
];
const UNCHANGED = {
  customerIdentifier: null,
  customerComment: null,
  shippingAgent: null,
  shippingAddress: null,
  useCustomerAddress: null,
};

const order = {
  __typename: 'ShopOrder',
  orderNumber: 'WS-100007',
  orderedAt: '2026-11-26T09:30:00.000Z',
  status: 'OPEN',
  customerIdentifier: 'PO-4711',
  customerComment: null,
  shippingAgent: 'INNER',
  shippingAddress: cartFixture(1, []).shippingAddress,
  taxedPrice: cartFixture(1, LINES).taxedPrice,
  customLineItem: null,
  lineItems: LINES.map((line, i) => ({
    __typename: 'ShopOrderLine',
    position: i + 1,
    sku: line.sku,
    name: `Reiniger ${line.sku}`,
    quantity: line.quantity,
    linePrice: eur(line.unit * line.quantity),
  })),
};

const conflict = (key = 'error.cart-conflict') => ({
  errors: [
    new GraphQLError(key, { extensions: { code: 'CONFLICT', messageKey: key, details: { version: 5 } } }),
  ],
});

describe('order confirmation and finish', () => {
  beforeEach(() => stubMaintenanceFetch());

  const render = (mocks: Mock[]) =>
    renderRoute('/de-at/bestellbestaetigung', [
      ...layoutMocks('de-at', PURCHASER),
      routeMock('/de-at/bestellbestaetigung'),
      routeMock('/de-at/bestellabschluss'),
      ...mocks,
    ]);

  it('shows the totals with tax, saves the reference, orders and shows the order number', async () => {
    const updateMock: Mock = {
      request: {
        query: UPDATE_CART_MUTATION,
        variables: {
          locale: 'de-at',
          cartId: 'cart-1',
          version: 3,
          ...UNCHANGED,
          customerIdentifier: 'PO-4711',
        },
      },
      result: { data: { updateCart: cartFixture(4, LINES, { customerIdentifier: 'PO-4711' }) } },
    };
    const finalizeMock: Mock = {
      request: {
        query: FINALIZE_CART_MUTATION,
        variables: { locale: 'de-at', cartId: 'cart-1', version: 4 },
      },
      result: { data: { finalizeCart: order } },
    };
    const orderMock: Mock = {
      ...reusable,
      request: { query: SHOP_ORDER_QUERY, variables: { locale: 'de-at', orderNumber: 'WS-100007' } },
      result: { data: { shopOrder: order } },
    };
    const { router } = render([cartMock(cartFixture(3, LINES)), updateMock, finalizeMock, orderMock]);

    const summary = await screen.findByRole('complementary', { name: 'Zusammenfassung' }, SLOW);
    expect(within(summary).getByText('€ 19,00')).toBeTruthy();
    expect(within(summary).getByText('MwSt. 20 %')).toBeTruthy();
    expect(within(summary).getByText('€ 3,80')).toBeTruthy();
    expect(within(summary).getByText('€ 22,80')).toBeTruthy();
    expect(screen.getByText('Hauptplatz 1')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Ihre Bestellreferenz'), { target: { value: 'PO-4711' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/de-at/bestellabschluss'), SLOW);
    expect(router.state.location.search).toBe('?order=WS-100007');
    expect(await screen.findByText('WS-100007', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('Vielen Dank für Ihre Bestellung!')).toBeTruthy();
  });

  it('shows the minimum-quantity surcharge before and after ordering, and reports it as shipping', async () => {
    window.dataLayer = [];
    const surcharged = cartFixture(3, LINES, { surcharge: 990 });
    const placed = {
      ...order,
      taxedPrice: surcharged.taxedPrice,
      customLineItem: surcharged.customLineItem,
    };
    render([
      cartMock(surcharged),
      {
        request: {
          query: FINALIZE_CART_MUTATION,
          variables: { locale: 'de-at', cartId: 'cart-1', version: 3 },
        },
        result: { data: { finalizeCart: placed } },
      },
      {
        ...reusable,
        request: { query: SHOP_ORDER_QUERY, variables: { locale: 'de-at', orderNumber: 'WS-100007' } },
        result: { data: { shopOrder: placed } },
      },
    ]);
    const summary = await screen.findByRole('complementary', { name: 'Zusammenfassung' }, SLOW);
    expect(within(summary).getByText('Mindermengenzuschlag')).toBeTruthy();
    expect(within(summary).getByText('€ 9,90')).toBeTruthy();
    expect(within(summary).getByText('€ 28,90')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    expect(await screen.findByText('Vielen Dank für Ihre Bestellung!', undefined, SLOW)).toBeTruthy();
    expect(await screen.findByText('Mindermengenzuschlag', undefined, SLOW)).toBeTruthy();
    const purchase = (window.dataLayer ?? []).find((entry) => entry.event === 'purchase');
    expect(purchase?.ecommerce).toMatchObject({ value: 28.9, shipping: 9.9 });
  });

  it('keeps what was typed when the cart changed meanwhile, and tells the user', async () => {
    const updateMock: Mock = {
      request: {
        query: UPDATE_CART_MUTATION,
        variables: {
          locale: 'de-at',
          cartId: 'cart-1',
          version: 3,
          ...UNCHANGED,
          customerComment: 'Rampe 2',
        },
      },
      result: { data: { updateCart: cartFixture(4, LINES) } },
    };
    const finalizeMock: Mock = {
      request: {
        query: FINALIZE_CART_MUTATION,
        variables: { locale: 'de-at', cartId: 'cart-1', version: 4 },
      },
      result: conflict(),
    };
    // Meanwhile another tab set a quantity of 9 (the cart is at version 5).
    render([
      cartMock(cartFixture(3, LINES), false),
      updateMock,
      finalizeMock,
      cartMock(cartFixture(5, [{ ...LINES[0], quantity: 9 }])),
    ]);
    fireEvent.change(await screen.findByLabelText('Kommentar zur Bestellung', undefined, SLOW), {
      target: { value: 'Rampe 2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));

    expect(await screen.findByText(/inzwischen geändert/, undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Menge: 9/)).toBeTruthy(), SLOW);
    expect((screen.getByLabelText('Kommentar zur Bestellung') as HTMLTextAreaElement).value).toBe('Rampe 2');
    expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('shows a refused address field next to it', async () => {
    // The address passes the form's own check; the BFF refuses it (the tenant's countries changed meanwhile).
    const updateMock: Mock = {
      request: {
        query: UPDATE_CART_MUTATION,
        variables: {
          locale: 'de-at',
          cartId: 'cart-1',
          version: 3,
          ...UNCHANGED,
          shippingAddress: {
            firstName: 'Anna',
            lastName: 'Berger',
            streetName: 'Hauptplatz 1',
            postalCode: '5020',
            city: 'Salzburg',
            country: 'AT',
          },
        },
      },
      result: {
        errors: [
          new GraphQLError('error.country-not-delivered', {
            extensions: {
              code: 'BAD_USER_INPUT',
              messageKey: 'error.country-not-delivered',
              details: {
                fields: [{ field: 'shippingAddress.country', messageKey: 'error.country-not-delivered' }],
              },
            },
          }),
        ],
      },
    };
    render([cartMock(cartFixture(3, LINES)), updateMock]);
    fireEvent.click(await screen.findByLabelText('An eine andere Adresse liefern', undefined, SLOW));
    fireEvent.change(screen.getByLabelText('PLZ'), { target: { value: '5020' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    const field = await screen.findByLabelText('Land', undefined, SLOW);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'), SLOW);
    expect(screen.getAllByText(/In dieses Land liefern wir nicht/).length).toBeGreaterThan(0);
  });

  it("checks the postal code by the country's format before sending, and offers only delivery countries", async () => {
    // No updateCart mock: a request would fail the test with another message.
    render([cartMock(cartFixture(3, LINES))]);
    fireEvent.click(await screen.findByLabelText('An eine andere Adresse liefern', undefined, SLOW));
    const country = screen.getByLabelText('Land') as HTMLSelectElement;
    expect([...country.options].map((option) => option.value)).toEqual(['AT']);
    fireEvent.change(screen.getByLabelText('PLZ'), { target: { value: 'ABCDE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    const field = screen.getByLabelText('PLZ');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'), SLOW);
    const text = 'Bitte geben Sie eine gültige Postleitzahl des gewählten Landes ein.';
    expect(screen.getAllByText(text)).toHaveLength(2); // under the field and in the notice
    expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('asks an academy-only cart for no shipping method or delivery address', async () => {
    render([cartMock(cartFixture(3, LINES, { academyOnly: true }))]);
    expect(await screen.findByText(/nur Schulungen der Akademie/, undefined, SLOW)).toBeTruthy();
    expect(screen.queryByLabelText('Versandart')).toBeNull();
    expect(screen.queryByText('Lieferadresse')).toBeNull();
    expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeTruthy();
  });

  it('has an empty state', async () => {
    render([cartMock(cartFixture(1, []))]);
    expect(await screen.findByText(/Ihr Warenkorb ist leer/, undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeNull();
  });

  it('finish page: an unknown order number shows a way on, not an error', async () => {
    const unknown: Mock = {
      request: { query: SHOP_ORDER_QUERY, variables: { locale: 'de-at', orderNumber: 'WS-999999' } },
      result: {
        errors: [
          new GraphQLError('error.order-not-found', {
            extensions: { code: 'NOT_FOUND', messageKey: 'error.order-not-found' },
          }),
        ],
      },
    };
    renderRoute('/de-at/bestellabschluss?order=WS-999999', [
      ...layoutMocks('de-at', PURCHASER),
      routeMock('/de-at/bestellabschluss'),
      unknown,
    ]);
    expect(await screen.findByText(/keine Bestellung/, undefined, SLOW)).toBeTruthy();
  });
});
