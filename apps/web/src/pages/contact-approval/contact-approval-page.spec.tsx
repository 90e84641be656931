import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { cartMock, cartFixture } from '../../testing/cart-fixtures';
import { layoutMocks, reusable, routeMock, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import {
  CREATE_CONTACT_WITH_TOKEN_MUTATION,
  READ_TOKEN_QUERY,
  REGISTRATION_CONFIG_QUERY,
} from '../../features/registration-decisions/registration-decisions.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };
const TOKEN = 'A'.repeat(43);
const PATH = `/de-at/account/mein-konto/benutzerverwaltung/kontakt/freigabe/${TOKEN}/100001`;
const ADMIN: MeFixture = {
  role: 'ROLE_ADMIN',
  customer: { customerNo: '100001', name: 'Hotel Alpenblick' },
  contact: { firstName: 'Claudia', lastName: 'Hofer', email: 'admin@20hhat.example' },
};

const request = (over: Record<string, unknown> = {}) => ({
  __typename: 'RegistrationReview',
  id: 'reg-2',
  kind: 'existing-customer',
  status: 'pending',
  version: 1,
  locale: 'de-at',
  createdAt: '2026-11-27T09:00:00.000Z',
  decidedAt: null,
  declineReason: null,
  companyName: 'Hotel Alpenblick',
  address1: 'Hauptstraße 1',
  postCode: '1010',
  city: 'Wien',
  countryCode: 'AT',
  phone: '+43 1 234567',
  email: 'office@alpenblick.example',
  customerGroupCode: 'HOTEL',
  customerNumber: '100001',
  dynamicFields: [],
  contact: {
    __typename: 'RegistrationContact',
    salutation: 'MS',
    firstName: 'Nora',
    lastName: 'Neumann',
    loginEmail: 'joiner@shop.example',
    phone: null,
    email: null,
    organizationalLevelCode: 'MANAGEMENT',
    webRole: 'ROLE_CART_PURCHASER',
  },
  comments: [],
  ...over,
});

const configMock: Mock = {
  ...reusable,
  request: { query: REGISTRATION_CONFIG_QUERY, variables: { locale: 'de-at' } },
  result: {
    data: {
      shopConfig: {
        __typename: 'ShopConfig',
        mandantCode: '20HHAT',
        salutations: [],
        customerGroups: [],
        organizationalLevels: [{ __typename: 'CodeName', code: 'MANAGEMENT', name: 'Geschäftsführung' }],
        webRoles: [
          { __typename: 'WebRoleConfig', code: 'ROLE_CART_PURCHASER', isAdministrator: false },
          { __typename: 'WebRoleConfig', code: 'ROLE_CART_APPROVER', isAdministrator: false },
        ],
      },
    },
  },
};

const readMock = (result: Mock['result']): Mock => ({
  request: { query: READ_TOKEN_QUERY, variables: { locale: 'de-at', token: TOKEN, customer: '100001' } },
  result,
});

const render = (mocks: Mock[]) =>
  renderRoute(PATH, [
    ...layoutMocks('de-at', ADMIN),
    routeMock(PATH),
    cartMock(cartFixture(1, [])),
    configMock,
    ...mocks,
  ]);

describe('contact approval link page', () => {
  beforeEach(() => stubMaintenanceFetch());

  it('says a used, forged or foreign link is not valid, without an error trace', async () => {
    render([
      readMock({
        errors: [
          new GraphQLError('error.registration-not-found', {
            extensions: { code: 'NOT_FOUND', messageKey: 'error.registration-not-found' },
          }),
        ],
      }),
    ]);
    expect(await screen.findByText(/Freigabe-Link ist nicht \(mehr\) gültig/, undefined, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Benutzerverwaltung' })).toBeTruthy();
  });

  it('confirms the request with the role the administrator chose', async () => {
    render([
      readMock({ data: { readTokenCustomObject: request() } }),
      {
        request: {
          query: CREATE_CONTACT_WITH_TOKEN_MUTATION,
          variables: {
            locale: 'de-at',
            token: TOKEN,
            customer: '100001',
            version: 1,
            webRole: 'ROLE_CART_APPROVER',
          },
        },
        result: {
          data: {
            createContactWithToken: request({
              status: 'confirmed',
              version: 2,
              decidedAt: '2026-11-27T10:00:00.000Z',
            }),
          },
        },
      },
    ]);
    expect(await screen.findByText('joiner@shop.example', undefined, SLOW)).toBeTruthy();
    const role = screen.getByLabelText('Rolle');
    await screen.findByRole('option', { name: 'Warenkorb-Freigeber' });
    expect((role as HTMLSelectElement).value).toBe('ROLE_CART_PURCHASER');
    fireEvent.change(role, { target: { value: 'ROLE_CART_APPROVER' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kontakt freigeben' }));
    expect(await screen.findByText(/^Bestätigt am/, undefined, SLOW)).toBeTruthy();
  });
});
