import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cartMock, cartFixture, eur } from '../../testing/cart-fixtures';
import { layoutMocks, routeMock, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import { SHOP_ORDER_QUERY } from '../../features/checkout/checkout.queries';
import { PRINT_ORDER_QUERY } from '../../features/documents/documents.queries';
import {
  ORDER_HISTORY_QUERY,
  ORDER_INFORMATIONS_QUERY,
  REORDER_MUTATION,
} from '../../features/orders/orders.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };
const PATH = '/de-at/account/mein-konto/bestellungen';

const ME: MeFixture = {
  role: 'ROLE_CART_PURCHASER',
  customer: { customerNo: '100001', name: 'Hotel Alpenblick' },
  contact: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
};

const entry = (identifier: string, state: string, origin: string, date: string, cents: number) => ({
  __typename: 'OrderHistoryEntry',
  identifier,
  type: 'ORDER',
  state,
  date,
  key: `o-${identifier}`,
  origin,
  totalGross: eur(cents),
});

const historyMock = (items: ReturnType<typeof entry>[], filters: Record<string, unknown> = {}): Mock => ({
  request: {
    query: ORDER_HISTORY_QUERY,
    variables: {
      locale: 'de-at',
      page: 1,
      limit: 20,
      orderDirection: 'DESC',
      status: null,
      source: null,
      fromDate: null,
      untilDate: null,
      ...filters,
    },
  },
  result: {
    data: {
      orderHistories: {
        __typename: 'OrderHistoryPage',
        items,
        total: items.length,
        page: 1,
        limit: 20,
        lastPage: 1,
      },
    },
  },
});

const detailMock: Mock = {
  request: { query: SHOP_ORDER_QUERY, variables: { locale: 'de-at', orderNumber: 'WS-100002' } },
  result: {
    data: {
      shopOrder: {
        __typename: 'ShopOrder',
        orderNumber: 'WS-100002',
        orderedAt: '2026-11-20T09:00:00.000Z',
        status: 'OPEN',
        customerIdentifier: null,
        customerComment: null,
        shippingAgent: 'DHL',
        shippingAddress: {
          __typename: 'ShippingAddress',
          firstName: 'Anna',
          lastName: 'Berger',
          streetName: 'Seestraße 1',
          postalCode: '6020',
          city: 'Innsbruck',
          country: 'AT',
        },
        lineItems: [
          {
            __typename: 'ShopOrderLine',
            position: 1,
            sku: '100008',
            name: 'Sanomed Kalklöser Zitrus, 750 ml',
            quantity: 3,
            linePrice: eur(1350),
          },
        ],
        taxedPrice: {
          __typename: 'TaxedPrice',
          totalNet: eur(1350),
          totalTax: eur(270),
          totalGross: eur(1620),
          taxPercent: 20,
        },
        customLineItem: null,
      },
    },
  },
};

describe('orders page', () => {
  beforeEach(() => stubMaintenanceFetch());

  const render = (mocks: Mock[]) =>
    renderRoute(PATH, [...layoutMocks('de-at', ME), routeMock(PATH), cartMock(cartFixture(1, [])), ...mocks]);

  it('lists the orders with status, origin and amount, and opens one with its lines', async () => {
    render([
      historyMock([
        entry('WS-100002', 'OPEN', 'WEB_SHOP', '2026-11-20T09:00:00.000Z', 1620),
        entry('AU-2026-0007', 'DELIVERED', 'EXTERNAL', '2026-10-02T09:00:00.000Z', 9900),
      ]),
      detailMock,
    ]);
    const list = await screen.findByRole('list', { name: 'Bestellungen' }, SLOW);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('WS-100002')).toBeTruthy();
    expect(within(rows[0]).getByText('Offen')).toBeTruthy();
    expect(within(rows[0]).getByText('Webshop')).toBeTruthy();
    expect(within(rows[0]).getByText('€ 16,20')).toBeTruthy();
    expect(within(rows[1]).getByText('Geliefert')).toBeTruthy();
    expect(screen.getByText('2 Bestellungen')).toBeTruthy();
    const toggle = within(rows[0]).getByRole('button', { name: 'Details' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      await within(rows[0]).findByText('Sanomed Kalklöser Zitrus, 750 ml', undefined, SLOW),
    ).toBeTruthy();
    expect(within(rows[0]).getByText('Lieferung an: Anna Berger, Seestraße 1, 6020 Innsbruck')).toBeTruthy();
  });

  it('says so when there are no orders yet', async () => {
    render([historyMock([])]);
    expect(
      await screen.findByText(
        'Hier finden Sie bald Ihre Bestellungen mit Status und Belegen zum Herunterladen.',
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
  });

  it('filters by status, and refuses days in the wrong order before asking', async () => {
    render([
      historyMock([entry('WS-100002', 'OPEN', 'WEB_SHOP', '2026-11-20T09:00:00.000Z', 1620)]),
      historyMock([entry('AU-2026-0007', 'DELIVERED', 'EXTERNAL', '2026-10-02T09:00:00.000Z', 9900)], {
        status: 'DELIVERED',
      }),
    ]);
    await screen.findByRole('list', { name: 'Bestellungen' }, SLOW);
    const form = within(screen.getByRole('form', { name: 'Bestellungen filtern' }));
    fireEvent.change(form.getByLabelText('Von'), { target: { value: '2026-11-02' } });
    fireEvent.change(form.getByLabelText('Bis'), { target: { value: '2026-11-01' } });
    fireEvent.click(form.getByRole('button', { name: 'Anwenden' }));
    expect(form.getByRole('alert').textContent).toBe('Das Startdatum liegt nach dem Enddatum.');
    fireEvent.change(form.getByLabelText('Bis'), { target: { value: '' } });
    fireEvent.change(form.getByLabelText('Von'), { target: { value: '' } });
    fireEvent.change(form.getByLabelText('Status'), { target: { value: 'DELIVERED' } });
    fireEvent.click(form.getByRole('button', { name: 'Anwenden' }));
    await waitFor(() => expect(screen.getByText('AU-2026-0007')).toBeTruthy(), SLOW);
    expect(screen.queryByText('WS-100002')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter zurücksetzen' })).toBeTruthy();
  });

  const informationsMock: Mock = {
    request: { query: ORDER_INFORMATIONS_QUERY, variables: { locale: 'de-at', orderNumbers: ['WS-100002'] } },
    result: {
      data: {
        orderInformations: [
          {
            __typename: 'OrderInformation',
            orderNumber: 'WS-100002',
            state: 'OPEN',
            origin: 'WEB_SHOP',
            documents: [
              {
                __typename: 'OrderDocument',
                type: 'INVOICE',
                number: 'RE-20-000007',
                date: '2026-11-22',
                totalGross: eur(1620),
              },
            ],
          },
        ],
      },
    },
  };

  it('prints the order as a PDF the worker rendered, and lists its invoice', async () => {
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:order';
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    render([
      historyMock([entry('WS-100002', 'OPEN', 'WEB_SHOP', '2026-11-20T09:00:00.000Z', 1620)]),
      detailMock,
      informationsMock,
      {
        request: {
          query: PRINT_ORDER_QUERY,
          variables: { locale: 'de-at', orderNo: 'WS-100002', mandantCode: '20HHAT' },
        },
        result: {
          data: {
            printOrder: {
              __typename: 'DocumentJob',
              id: 'doc-1',
              kind: 'ORDER',
              status: 'READY',
              errorKey: null,
              file: {
                __typename: 'EncodedFile',
                id: 'doc-1',
                fileName: 'Bestellung-WS-100002.pdf',
                mimeType: 'application/pdf',
                content: 'JVBERi0=',
              },
            },
          },
        },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Bestellungen' }, SLOW);
    fireEvent.click(within(list).getByRole('button', { name: 'Details' }));
    expect(
      await within(list).findByRole('button', { name: 'Rechnung RE-20-000007 (PDF)' }, SLOW),
    ).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Bestellung (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['Bestellung-WS-100002.pdf']), SLOW);
    click.mockRestore();
  });

  it('reorders into the cart and names the lines it could not take', async () => {
    const cart = cartFixture(1, []);
    render([
      historyMock([entry('WS-100002', 'OPEN', 'WEB_SHOP', '2026-11-20T09:00:00.000Z', 1620)]),
      detailMock,
      informationsMock,
      {
        request: {
          query: REORDER_MUTATION,
          variables: { locale: 'de-at', cartId: cart.id, version: 1, orderNumber: 'WS-100002' },
        },
        result: {
          data: {
            reorder: {
              __typename: 'ReorderResult',
              added: 1,
              skipped: [
                {
                  __typename: 'ReorderSkippedLine',
                  sku: '100999',
                  name: 'Altes Tuch',
                  reason: 'error.unknown-sku',
                },
              ],
              cart: cartFixture(2, []),
            },
          },
        },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Bestellungen' }, SLOW);
    fireEvent.click(within(list).getByRole('button', { name: 'Details' }));
    fireEvent.click(await within(list).findByRole('button', { name: 'Erneut bestellen' }, SLOW));
    expect(
      await within(list).findByText('1 Artikel wurde in den Warenkorb gelegt.', { exact: false }, SLOW),
    ).toBeTruthy();
    expect(
      within(list).getByText('100999 Altes Tuch: Diesen Artikel gibt es in diesem Shop nicht.'),
    ).toBeTruthy();
  });
});
