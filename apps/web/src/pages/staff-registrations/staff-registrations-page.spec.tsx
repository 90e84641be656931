import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { cartMock, cartFixture } from '../../testing/cart-fixtures';
import { layoutMocks, reusable, routeMock, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import {
  CONFIRM_REGISTRATION_MUTATION,
  DECLINE_REGISTRATION_MUTATION,
  REGISTRATION_CONFIG_QUERY,
  STAFF_REGISTRATION_QUERY,
  STAFF_REGISTRATIONS_QUERY,
} from '../../features/registration-decisions/registration-decisions.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };
const LIST_PATH = '/de-at/mitarbeiter/registrierungen';
const DETAIL_PATH = '/de-at/mitarbeiter/registrierungen/reg-1';
const STAFF: MeFixture = { employee: { employeeNo: 'MA0001', name: 'Eva Staff' } };

const registration = (over: Record<string, unknown> = {}) => ({
  __typename: 'RegistrationReview',
  id: 'reg-1',
  kind: 'new-customer',
  status: 'pending',
  version: 1,
  locale: 'de-at',
  createdAt: '2026-11-27T09:00:00.000Z',
  decidedAt: null,
  declineReason: null,
  companyName: 'Hotel Alpenblick GmbH',
  address1: 'Hauptstraße 1',
  postCode: '1010',
  city: 'Wien',
  countryCode: 'AT',
  phone: '+43 1 234567',
  email: 'office@alpenblick.example',
  customerGroupCode: 'HOTEL',
  customerNumber: null,
  dynamicFields: [{ __typename: 'RegistrationField', name: 'vatId', value: 'ATU99999999' }],
  contact: {
    __typename: 'RegistrationContact',
    salutation: 'MS',
    firstName: 'Nora',
    lastName: 'Neumann',
    loginEmail: 'newcomer@shop.example',
    phone: null,
    email: null,
    organizationalLevelCode: 'MANAGEMENT',
    webRole: 'ROLE_ADMIN',
  },
  comments: ['Bitte rasch freischalten'],
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
        salutations: [{ __typename: 'CodeName', code: 'MS', name: 'Frau' }],
        customerGroups: [{ __typename: 'CodeName', code: 'HOTEL', name: 'Hotellerie' }],
        organizationalLevels: [{ __typename: 'CodeName', code: 'MANAGEMENT', name: 'Geschäftsführung' }],
        webRoles: [],
      },
    },
  },
};

const render = (path: string, me: MeFixture, mocks: Mock[]) =>
  renderRoute(path, [
    ...layoutMocks('de-at', me),
    routeMock(path),
    cartMock(cartFixture(1, [])),
    configMock,
    ...mocks,
  ]);

describe('staff registration pages', () => {
  beforeEach(() => stubMaintenanceFetch());

  it('lists the tenant’s registrations with their status and links each to its detail', async () => {
    render(LIST_PATH, STAFF, [
      {
        request: { query: STAFF_REGISTRATIONS_QUERY, variables: { locale: 'de-at', status: null, page: 1 } },
        result: {
          data: {
            staffRegistrations: {
              __typename: 'RegistrationPage',
              total: 1,
              page: 1,
              lastPage: 1,
              items: [
                {
                  __typename: 'RegistrationReview',
                  id: 'reg-1',
                  status: 'pending',
                  createdAt: '2026-11-27T09:00:00.000Z',
                  decidedAt: null,
                  companyName: 'Hotel Alpenblick GmbH',
                  city: 'Wien',
                  contact: {
                    __typename: 'RegistrationContact',
                    firstName: 'Nora',
                    lastName: 'Neumann',
                    loginEmail: 'newcomer@shop.example',
                  },
                },
              ],
            },
          },
        },
      },
    ]);
    const link = await screen.findByRole('link', { name: 'Hotel Alpenblick GmbH' }, SLOW);
    expect(link.getAttribute('href')).toBe(DETAIL_PATH);
    expect(within(link.closest('li')!).getByText('Offen')).toBeTruthy();
    expect(screen.getByLabelText('Status')).toBeTruthy();
  });

  it('tells a customer’s contact that the page is for staff only, without asking the BFF', async () => {
    render(LIST_PATH, { role: 'ROLE_ADMIN', customer: { customerNo: '100001', name: 'Hotel' } }, []);
    expect(await screen.findByText(/nur für Mitarbeitende/, undefined, SLOW)).toBeTruthy();
  });

  it('shows every field, refuses an empty decline reason, and confirms at the version seen', async () => {
    render(DETAIL_PATH, STAFF, [
      {
        request: { query: STAFF_REGISTRATION_QUERY, variables: { locale: 'de-at', id: 'reg-1' } },
        result: { data: { staffRegistration: registration() } },
      },
      {
        request: {
          query: CONFIRM_REGISTRATION_MUTATION,
          variables: { locale: 'de-at', id: 'reg-1', version: 1 },
        },
        result: {
          data: {
            confirmRegistration: registration({
              status: 'confirmed',
              version: 2,
              decidedAt: '2026-11-27T10:00:00.000Z',
              customerNumber: '700001',
            }),
          },
        },
      },
    ]);
    expect(await screen.findByText('ATU99999999', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('newcomer@shop.example')).toBeTruthy();
    expect(screen.getByText('Bitte rasch freischalten')).toBeTruthy();
    expect(await screen.findByText('Hotellerie')).toBeTruthy();
    // Codes are shown by their names: the position from the configuration, the country in the page language.
    expect(screen.getByText('Geschäftsführung')).toBeTruthy();
    expect(screen.getAllByText('Österreich').some((element) => element.tagName === 'DD')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnung senden' }));
    expect(await screen.findByText('Bitte geben Sie eine Begründung an.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));

    fireEvent.click(screen.getByRole('button', { name: 'Registrierung bestätigen' }));
    expect(await screen.findByText(/^Bestätigt am/, undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrierung bestätigen' })).toBeNull();
  });

  it('says translated when a colleague decided first', async () => {
    render(DETAIL_PATH, STAFF, [
      {
        request: { query: STAFF_REGISTRATION_QUERY, variables: { locale: 'de-at', id: 'reg-1' } },
        result: { data: { staffRegistration: registration() } },
      },
      {
        request: {
          query: DECLINE_REGISTRATION_MUTATION,
          variables: { locale: 'de-at', id: 'reg-1', version: 1, reason: 'Keine UID' },
        },
        result: {
          errors: [
            new GraphQLError('error.registration-conflict', {
              extensions: { code: 'CONFLICT', messageKey: 'error.registration-conflict' },
            }),
          ],
        },
      },
      {
        request: { query: STAFF_REGISTRATION_QUERY, variables: { locale: 'de-at', id: 'reg-1' } },
        result: { data: { staffRegistration: registration({ status: 'confirmed', version: 2 }) } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ablehnen' }, SLOW));
    fireEvent.change(screen.getByLabelText(/Begründung/), { target: { value: 'Keine UID' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnung senden' }));
    await waitFor(() => expect(screen.getByText(/inzwischen entschieden/)).toBeTruthy(), SLOW);
  });
});
