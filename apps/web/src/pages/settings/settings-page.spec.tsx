import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { cartMock, cartFixture } from '../../testing/cart-fixtures';
import { layoutMocks, routeMock, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import {
  CUSTOMER_CONFIGURATION_QUERY,
  SET_CUSTOMER_CONFIGURATION_MUTATION,
} from '../../features/company/company.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };
const PATH = '/de-at/account/mein-konto/einstellungen';
const ME: MeFixture = {
  role: 'ROLE_CART_APPROVER',
  customer: { customerNo: '100001', name: 'Hotel Alpenblick' },
  contact: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
};

const configMock = (reminderMailInterval: string, version: number): Mock => ({
  request: { query: CUSTOMER_CONFIGURATION_QUERY, variables: { locale: 'de-at' } },
  result: {
    data: { customerConfiguration: { __typename: 'CustomerConfiguration', reminderMailInterval, version } },
  },
});
const setMock = (
  reminderMailInterval: string,
  version: number,
  answer: { data?: Record<string, unknown>; errors?: GraphQLError[] },
): Mock => ({
  request: {
    query: SET_CUSTOMER_CONFIGURATION_MUTATION,
    variables: { input: { locale: 'de-at', reminderMailInterval, version } },
  },
  result: answer,
});

describe('settings page', () => {
  beforeEach(() => stubMaintenanceFetch());
  const render = (mocks: Mock[]) =>
    renderRoute(PATH, [...layoutMocks('de-at', ME), routeMock(PATH), cartMock(cartFixture(1, [])), ...mocks]);

  it('shows the reminder period and saves a new one at the version shown', async () => {
    render([
      configMock('THREE_DAYS', 4),
      setMock('ONE_DAY', 4, {
        data: {
          setCustomerConfiguration: {
            __typename: 'CustomerConfiguration',
            reminderMailInterval: 'ONE_DAY',
            version: 5,
          },
        },
      }),
      // The page reads the saved version back before it says so.
      configMock('ONE_DAY', 5),
    ]);
    const select = (await screen.findByLabelText(
      'Erinnerung an Freigaben',
      undefined,
      SLOW,
    )) as HTMLSelectElement;
    expect(select.value).toBe('THREE_DAYS');
    expect([...select.options].map((option) => option.textContent)).toContain('Nach einem Tag');
    fireEvent.change(select, { target: { value: 'ONE_DAY' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Einstellungen wurden gespeichert.', undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect(select.value).toBe('ONE_DAY'));
  });

  it('says so when another approver changed it meanwhile, and shows the current value', async () => {
    render([
      configMock('THREE_DAYS', 1),
      setMock('NEVER', 1, {
        errors: [
          new GraphQLError('error.settings-conflict', {
            extensions: { code: 'CONFLICT', messageKey: 'error.settings-conflict' },
          }),
        ],
      }),
      configMock('SEVEN_DAYS', 2),
    ]);
    const select = (await screen.findByLabelText(
      'Erinnerung an Freigaben',
      undefined,
      SLOW,
    )) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'NEVER' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(/Die Einstellungen wurden inzwischen geändert/, undefined, SLOW),
    ).toBeTruthy();
    await waitFor(() => expect(select.value).toBe('SEVEN_DAYS'), SLOW);
  });
});
