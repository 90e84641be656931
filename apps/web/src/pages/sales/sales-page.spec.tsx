import { fireEvent, screen, within } from '@testing-library/react';
import { cartMock, cartFixture } from '../../testing/cart-fixtures';
import { layoutMocks, meMock, routeMock, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { createCache } from '../../app/apollo-client';
import { ME_QUERY } from '../../features/session/me.queries';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import { SALES_CONTACTS_QUERY } from '../../features/sales/sales.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };
const PATH = '/de-at/account/mein-konto/vertrieb';

const ME: MeFixture = {
  role: 'ROLE_CART_PURCHASER',
  customer: { customerNo: '100001', name: 'Hotel Alpenblick' },
  contact: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
};

const contact = (
  employeeNo: string,
  salutation: string,
  name: string,
  email: string,
  phone: string | null,
) => ({
  __typename: 'SalesContact',
  employeeNo,
  salutation,
  name,
  email,
  phone,
});

const salesMock = (contacts: Record<string, ReturnType<typeof contact> | null>): Mock => ({
  request: { query: SALES_CONTACTS_QUERY },
  result: {
    data: {
      me: {
        __typename: 'Me',
        customer: {
          __typename: 'Customer',
          id: 'customer-1',
          salesContacts: {
            __typename: 'SalesContacts',
            salesperson: null,
            serviceContact: null,
            shipmentContact: null,
            ...contacts,
          },
        },
      },
    },
  },
});

describe('sales page', () => {
  beforeEach(() => stubMaintenanceFetch());

  const render = (mocks: Mock[]) =>
    renderRoute(PATH, [...layoutMocks('de-at', ME), routeMock(PATH), cartMock(cartFixture(1, [])), ...mocks]);

  it('shows a card per contact with e-mail and phone links', async () => {
    render([
      salesMock({
        salesperson: contact('MA0001', 'MR', 'Lukas Huber', 'lukas.huber@example.com', '+43 1 234 5678'),
        serviceContact: contact('MA0004', 'MS', 'Petra Moser', 'petra.moser@example.com', null),
        shipmentContact: contact('MA0006', 'MR', 'Stefan Eder', 'stefan.eder@example.com', '+43 1 999 0000'),
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Vertrieb' }, SLOW);
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('heading', { name: 'Außendienst / Vertrieb' })).toBeTruthy();
    expect(within(cards[0]).getByText('Herr Lukas Huber')).toBeTruthy();
    expect(within(cards[0]).getByText('MA0001')).toBeTruthy();
    expect(within(cards[0]).getByRole('link', { name: 'lukas.huber@example.com' }).getAttribute('href')).toBe(
      'mailto:lukas.huber@example.com',
    );
    expect(within(cards[0]).getByRole('link', { name: '+43 1 234 5678' }).getAttribute('href')).toBe(
      'tel:+4312345678',
    );
    expect(within(cards[1]).getByText('Frau Petra Moser')).toBeTruthy();
    // No phone: no phone line.
    expect(within(cards[1]).queryByText('Telefon')).toBeNull();
    expect(within(cards[2]).getByRole('heading', { name: 'Versand / Lieferung' })).toBeTruthy();
  });

  it('says so when nobody is assigned', async () => {
    render([salesMock({})]);
    expect(
      await screen.findByText(
        'Ihrer Firma ist derzeit kein Ansprechpartner zugeordnet. Bitte wenden Sie sich an unseren Kundenservice.',
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
  });

  it('offers a retry when the contacts cannot be loaded', async () => {
    render([
      { request: { query: SALES_CONTACTS_QUERY }, error: new Error('down') },
      salesMock({ salesperson: contact('MA0001', 'MR', 'Lukas Huber', 'l@example.com', null) }),
    ]);
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' }, SLOW);
    fireEvent.click(retry);
    expect(await screen.findByText('Herr Lukas Huber', undefined, SLOW)).toBeTruthy();
  });

  it("keeps the session's `me` whole when the contacts are stored beside it", () => {
    const cache = createCache();
    const me = meMock(ME).result as { data: Record<string, unknown> };
    cache.writeQuery({ query: ME_QUERY, data: me.data });
    const sales = salesMock({ salesperson: contact('MA0001', 'MR', 'Lukas Huber', 'l@example.com', null) });
    cache.writeQuery({ query: SALES_CONTACTS_QUERY, data: (sales.result as { data: never }).data });
    expect(cache.readQuery({ query: ME_QUERY })).toEqual(me.data);
    expect(
      cache.readQuery({ query: SALES_CONTACTS_QUERY })?.me?.customer?.salesContacts.salesperson?.name,
    ).toBe('Lukas Huber');
  });
});
