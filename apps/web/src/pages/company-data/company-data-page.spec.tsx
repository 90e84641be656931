import { screen, within } from '@testing-library/react';
import { cartMock, cartFixture } from '../../testing/cart-fixtures';
import { layoutMocks, routeMock, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import { ACCOUNT_ACTIVITY_QUERY, COMPANY_DATA_QUERY } from '../../features/company/company.queries';
import { SALES_CONTACTS_QUERY } from '../../features/sales/sales.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };
const PATH = '/de-at/account/mein-konto/firmendaten';
const ME: MeFixture = {
  role: 'ROLE_ADMIN',
  customer: { customerNo: '100001', name: 'Hotel Alpenblick' },
  contact: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
};
const address = (street: string, postCode: string, city: string) => ({
  __typename: 'CustomerAddress',
  street,
  address2: null,
  postCode,
  city,
  countryCode: 'AT',
});

const companyMock: Mock = {
  request: { query: COMPANY_DATA_QUERY, variables: { locale: 'de-at' } },
  result: {
    data: {
      shopConfig: {
        __typename: 'ShopConfig',
        locale: 'de-at',
        customerGroups: [{ __typename: 'CodeName', code: 'HOTEL', name: 'Hotellerie' }],
        shippingAgents: [{ __typename: 'CodeName', code: 'INNER', name: 'Zustellung mit eigenem Fuhrpark' }],
      },
      me: {
        __typename: 'Me',
        customer: {
          __typename: 'Customer',
          id: 'customer-1',
          customerNo: '100001',
          name: 'Hotel Alpenblick',
          name2: 'GmbH',
          name3: 'Zentrale Wien',
          languageCode: 'de',
          customerGroupCode: 'HOTEL',
          shippingAgentCode: 'INNER',
          email: 'office@alpenblick.example',
          phoneNo: '+43 1 234 5678',
          currencyCode: 'EUR',
          isChain: true,
          isChainGroup: false,
          isBilltoCustomer: false,
          onlyItemsFromEssenceList: false,
          essenceListSkus: [],
          responsibilityCenterCode: 'AT-NORTH',
          exclFromMinQtyCharge: false,
          address: address('Ringstraße 1', '1010', 'Wien'),
          billTo: {
            __typename: 'CustomerBillTo',
            billtoNo: '100003',
            name1: 'Alpenhotels Holding',
            name2: null,
            name3: null,
            address: { ...address('Hauptplatz 3', '8010', 'Graz'), address2: undefined },
          },
          bankAccount: { __typename: 'CustomerBankAccount', iban: 'AT611904300234573201', bic: 'BKAUATWW' },
        },
      },
    },
  },
};
const contactsMock: Mock = {
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
            salesperson: {
              __typename: 'SalesContact',
              employeeNo: 'MA0001',
              salutation: 'MR',
              name: 'Franz Huber',
              email: 'franz@example.at',
              phone: '+43 1 111',
            },
            serviceContact: null,
            shipmentContact: null,
          },
        },
      },
    },
  },
};
const activityMock: Mock = {
  request: { query: ACCOUNT_ACTIVITY_QUERY, variables: { locale: 'de-at' } },
  result: {
    data: {
      accountActivity: [
        {
          __typename: 'AccountActivity',
          id: '7',
          subjectKind: 'location',
          subjectId: 'bu-1',
          action: 'changed',
          at: '2026-11-20T09:30:00.000Z',
          subjectName: 'Küche Wien',
          changes: [{ __typename: 'ActivityChange', field: 'city', before: 'Wien', after: 'Linz' }],
          contact: { __typename: 'ActivityPerson', id: 'co-1', name: 'Anna Berger' },
          employee: { __typename: 'ActivityPerson', id: 'em-1', name: 'Franz Huber' },
        },
      ],
    },
  },
};

describe('company data page', () => {
  beforeEach(() => stubMaintenanceFetch());

  it('shows company, address, bill-to, bank account, the supplier’s contacts and the activity', async () => {
    renderRoute(PATH, [
      ...layoutMocks('de-at', ME),
      routeMock(PATH),
      cartMock(cartFixture(1, [])),
      companyMock,
      contactsMock,
      activityMock,
    ]);
    const company = await screen.findByRole('region', { name: 'Firma' }, SLOW);
    expect(within(company).getByText('Hotel Alpenblick, GmbH, Zentrale Wien')).toBeTruthy();
    expect(within(company).getByText('AT-NORTH')).toBeTruthy();
    expect(within(company).getByText('Hotellerie')).toBeTruthy();
    expect(within(company).getByText('Zustellung mit eigenem Fuhrpark')).toBeTruthy();
    expect(within(company).getByText('Deutsch')).toBeTruthy();
    const billTo = screen.getByRole('region', { name: 'Rechnungsempfänger' });
    expect(within(billTo).getByText('Alpenhotels Holding')).toBeTruthy();
    expect(within(billTo).getByText('AT-8010 Graz')).toBeTruthy();
    const bank = screen.getByRole('region', { name: 'Bankverbindung' });
    expect(within(bank).getByText('AT61 1904 3002 3457 3201')).toBeTruthy();
    const contacts = await screen.findByRole('region', { name: 'Ihre Ansprechpartner bei uns' }, SLOW);
    expect(within(contacts).getByText(/Franz Huber/)).toBeTruthy();
    const activity = await screen.findByRole('region', { name: 'Letzte Änderungen' }, SLOW);
    expect(await within(activity).findByText('Franz Huber für Anna Berger', undefined, SLOW)).toBeTruthy();
    expect(within(activity).getByText(/hat den Standort „Küche Wien“ geändert/)).toBeTruthy();
    expect(within(activity).getByText('Ort: Wien → Linz')).toBeTruthy();
  });
});
