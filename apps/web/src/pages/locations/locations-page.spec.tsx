import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { cartMock, cartFixture } from '../../testing/cart-fixtures';
import { layoutMocks, routeMock, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import {
  BUSINESS_UNIT_STOCK_QUERY,
  BUSINESS_UNITS_QUERY,
  CREATE_BUSINESS_UNIT_MUTATION,
  LOCATION_CONTACTS_QUERY,
  WRITE_BUSINESS_UNIT_STOCK_MUTATION,
} from '../../features/company/company.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };
const PATH = '/de-at/account/mein-konto/benutzerverwaltung/standort';
const ME: MeFixture = {
  role: 'ROLE_ADMIN',
  customer: { customerNo: '100001', name: 'Hotel Alpenblick' },
  contact: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
};
const unit = {
  __typename: 'BusinessUnit',
  id: 'bu-1',
  name: 'Küche Wien',
  street: 'Ringstraße 1',
  postCode: '1010',
  city: 'Wien',
  countryCode: 'AT',
  contactMail: 'kueche@example.at',
  version: 3,
  stockVersion: 1,
  associatesTotal: 1,
  associates: [
    {
      __typename: 'Associate',
      contactNumber: 'KT000002',
      employee: false,
      name: 'Maria Huber',
      role: 'ROLE_CART_APPROVER',
    },
  ],
};
const reusable = { maxUsageCount: Number.POSITIVE_INFINITY };
const listMock = (items: unknown[]): Mock => ({
  ...reusable,
  request: { query: BUSINESS_UNITS_QUERY, variables: { locale: 'de-at', search: null, page: 1 } },
  result: {
    data: {
      businessUnits: { __typename: 'BusinessUnitPage', total: items.length, page: 1, limit: 20, items },
    },
  },
});
const stockMock: Mock = {
  ...reusable,
  request: { query: BUSINESS_UNIT_STOCK_QUERY, variables: { locale: 'de-at', id: 'bu-1' } },
  result: {
    data: {
      businessUnitStock: {
        __typename: 'BusinessUnitStock',
        businessUnitId: 'bu-1',
        version: 1,
        lines: [
          {
            __typename: 'StockLine',
            sku: '4001',
            productName: 'Geschirrreiniger',
            quantity: 2,
            minimumQuantity: 6,
            needsReorder: true,
            reorderQuantity: 4,
          },
        ],
      },
    },
  },
};
const contactsMock: Mock = {
  ...reusable,
  request: { query: LOCATION_CONTACTS_QUERY },
  result: {
    data: {
      me: {
        __typename: 'Me',
        customer: {
          __typename: 'Customer',
          id: 'customer-1',
          contacts: [
            {
              __typename: 'Contact',
              id: 'co-1',
              contactNo: 'KT000001',
              firstName: 'Anna',
              lastName: 'Berger',
            },
            {
              __typename: 'Contact',
              id: 'co-2',
              contactNo: 'KT000002',
              firstName: 'Maria',
              lastName: 'Huber',
            },
          ],
        },
      },
    },
  },
};
const input = {
  locale: 'de-at',
  name: 'Küche Wien',
  street: 'Hauptstraße 5',
  postCode: '1010',
  city: 'Wien',
  contactMail: null,
  countryCode: 'AT',
};

describe('locations page', () => {
  beforeEach(() => stubMaintenanceFetch());
  const render = (mocks: Mock[]) =>
    renderRoute(PATH, [...layoutMocks('de-at', ME), routeMock(PATH), cartMock(cartFixture(1, [])), ...mocks]);

  it('lists the locations with associates, assignable contacts and counted stock with a reorder hint', async () => {
    render([listMock([unit]), stockMock, contactsMock]);
    const list = await screen.findByRole('list', { name: 'Standortverwaltung' }, SLOW);
    const [card] = within(list).getAllByRole('listitem', { name: 'Küche Wien' });
    expect(within(card).getByText('Maria Huber (Warenkorb-Freigeber)', { exact: false })).toBeTruthy();
    expect(await within(card).findByText('4 nachbestellen', undefined, SLOW)).toBeTruthy();
    const choose = within(card).getByLabelText('Person zuordnen') as HTMLSelectElement;
    // Maria works there already: only Anna can be added.
    expect([...choose.options].map((option) => option.textContent)).toEqual(['Bitte wählen', 'Anna Berger']);
  });

  it('counts the stock as one sheet at its version', async () => {
    const counted = {
      __typename: 'BusinessUnitStock',
      businessUnitId: 'bu-1',
      version: 2,
      lines: [
        {
          __typename: 'StockLine',
          sku: '4001',
          productName: 'Geschirrreiniger',
          quantity: 9,
          minimumQuantity: 6,
          needsReorder: false,
          reorderQuantity: 0,
        },
      ],
    };
    render([
      listMock([unit]),
      stockMock,
      contactsMock,
      {
        request: {
          query: WRITE_BUSINESS_UNIT_STOCK_MUTATION,
          variables: {
            input: {
              locale: 'de-at',
              id: 'bu-1',
              version: 1,
              lines: [{ sku: '4001', quantity: 9, minimumQuantity: 6 }],
            },
          },
        },
        result: { data: { writeBusinessUnitStock: counted } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Bestand zählen' }, SLOW));
    fireEvent.change(screen.getByLabelText('Menge von 4001'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zählung speichern' }));
    expect(await screen.findByText('Zählung gespeichert.', undefined, SLOW)).toBeTruthy();
  });

  it('refuses a name in use with its translated message and keeps the typed values', async () => {
    render([
      listMock([unit]),
      stockMock,
      contactsMock,
      {
        request: { query: CREATE_BUSINESS_UNIT_MUTATION, variables: { input } },
        result: {
          errors: [
            new GraphQLError('error.location-name-taken', {
              extensions: {
                code: 'BAD_USER_INPUT',
                messageKey: 'error.location-name-taken',
                details: { fields: [{ field: 'name', messageKey: 'error.location-name-taken' }] },
              },
            }),
          ],
        },
      },
    ]);
    const form = (await screen.findByRole('region', { name: 'Neuer Standort' }, SLOW)) as HTMLElement;
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: input.name } });
    fireEvent.change(within(form).getByLabelText('Straße und Hausnummer'), {
      target: { value: input.street },
    });
    fireEvent.change(within(form).getByLabelText('PLZ'), { target: { value: input.postCode } });
    fireEvent.change(within(form).getByLabelText('Ort'), { target: { value: input.city } });
    fireEvent.click(within(form).getByRole('button', { name: 'Standort anlegen' }));
    expect(
      await screen.findByText('Ein Standort mit diesem Namen existiert bereits.', undefined, SLOW),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(form).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'),
    );
    expect((within(form).getByLabelText('Straße und Hausnummer') as HTMLInputElement).value).toBe(
      input.street,
    );
  });
});
