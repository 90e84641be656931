import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { cartMock, cartFixture, eur } from '../../testing/cart-fixtures';
import { layoutMocks, routeMock, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import { BUDGETS_QUERY, SET_BUDGET_MUTATION } from '../../features/budgets/budgets.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };
const PATH = '/de-at/account/mein-konto/budgets';

const ME: MeFixture = {
  role: 'ROLE_CART_APPROVER',
  customer: { customerNo: '100001', name: 'Hotel Alpenblick' },
  contact: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
};

const budget = (contactNumber: string, contactName: string, over: Record<string, unknown> = {}) => ({
  __typename: 'Budget',
  id: `budget-${contactNumber}`,
  contactNumber,
  contactName,
  period: 'MONTHLY',
  initialized: true,
  canExceedBudget: false,
  version: 1,
  budgetPeriodStartDate: '2026-11-01',
  budgetPeriodEndDate: '2026-11-30',
  value: eur(100_000),
  initialValue: eur(100_000),
  consumedValue: eur(30_000),
  reservedValue: eur(20_000),
  remainingValue: eur(50_000),
  ...over,
});

const notSet = (contactNumber: string, contactName: string) =>
  budget(contactNumber, contactName, {
    id: null,
    period: null,
    initialized: false,
    version: 0,
    budgetPeriodStartDate: null,
    budgetPeriodEndDate: null,
    value: eur(0),
    initialValue: eur(0),
    consumedValue: eur(0),
    reservedValue: eur(0),
    remainingValue: eur(0),
  });

const listMock = (items: unknown[]): Mock => ({
  request: { query: BUDGETS_QUERY, variables: { locale: 'de-at', mandantCode: '20HHAT' } },
  result: { data: { getBudgets: items } },
});

const setMock = (
  input: Record<string, unknown>,
  answer: { data?: Record<string, unknown>; errors?: GraphQLError[] },
): Mock => ({
  request: {
    query: SET_BUDGET_MUTATION,
    variables: { input: { locale: 'de-at', mandantCode: '20HHAT', ...input } },
  },
  result: answer,
});

describe('budgets page', () => {
  beforeEach(() => stubMaintenanceFetch());

  const render = (mocks: Mock[]) =>
    renderRoute(PATH, [...layoutMocks('de-at', ME), routeMock(PATH), cartMock(cartFixture(1, [])), ...mocks]);

  it('lists the contacts’ budgets with period, figures and whether they may be exceeded', async () => {
    render([
      listMock([
        budget('KT000002', 'Maria Huber'),
        budget('KT000005', 'Karl Moser', {
          period: 'PER_ORDER',
          budgetPeriodStartDate: null,
          budgetPeriodEndDate: null,
          value: eur(1_500),
          remainingValue: eur(1_500),
        }),
        notSet('KT000004', 'Sepp Gruber'),
      ]),
    ]);
    const list = await screen.findByRole('list', { name: 'Budgets' }, SLOW);
    const [maria, karl, sepp] = within(list).getAllByRole('listitem');
    expect(within(maria).getByText('Monatlich')).toBeTruthy();
    expect(within(maria).getByText('€ 300,00')).toBeTruthy();
    expect(within(maria).getByText('€ 500,00')).toBeTruthy();
    expect(within(maria).getByText('01.11.2026 – 30.11.2026')).toBeTruthy();
    expect(within(maria).getByText('Nein')).toBeTruthy();
    expect(within(karl).getByText('Höchstbetrag je Bestellung')).toBeTruthy();
    expect(within(karl).queryByText('Verbraucht')).toBeNull();
    expect(within(sepp).getByText('Kein Budget')).toBeTruthy();
    expect(within(sepp).getByRole('button', { name: 'Budget festlegen' })).toBeTruthy();
  });

  it('sets up a budget at version 0 and tells that it is saved', async () => {
    render([
      listMock([notSet('KT000004', 'Sepp Gruber')]),
      setMock(
        {
          contactNumber: 'KT000004',
          period: 'QUARTERLY',
          value: 125_050,
          initialValue: 125_050,
          canExceedBudget: true,
          version: 0,
        },
        { data: { setBudget: budget('KT000004', 'Sepp Gruber', { period: 'QUARTERLY', version: 1 }) } },
      ),
      listMock([budget('KT000004', 'Sepp Gruber', { period: 'QUARTERLY', version: 1 })]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Budget festlegen' }, SLOW));
    const form = screen.getByRole('form', { name: 'Budget von Sepp Gruber bearbeiten' });
    fireEvent.change(within(form).getByLabelText('Zeitraum'), { target: { value: 'QUARTERLY' } });
    fireEvent.change(within(form).getByLabelText('Budget im laufenden Zeitraum (EUR)'), {
      target: { value: '1.250,50' },
    });
    fireEvent.click(within(form).getByLabelText('Darf das Budget überschreiten'));
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Das Budget von Sepp Gruber ist gespeichert.', undefined, SLOW),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Quartalsweise')).toBeTruthy(), SLOW);
  });

  it('refuses an amount that is none before asking', async () => {
    render([listMock([budget('KT000002', 'Maria Huber')])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }, SLOW));
    const form = screen.getByRole('form', { name: 'Budget von Maria Huber bearbeiten' });
    fireEvent.change(within(form).getByLabelText('Budget im laufenden Zeitraum (EUR)'), {
      target: { value: 'viel' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Bitte geben Sie einen Betrag von 0 bis 20.000.000 ein.',
    );
  });

  it('keeps what was typed when the budget changed meanwhile, and shows the budget as it is now', async () => {
    render([
      listMock([budget('KT000002', 'Maria Huber')]),
      setMock(
        {
          contactNumber: 'KT000002',
          period: 'MONTHLY',
          value: 200_000,
          initialValue: 100_000,
          canExceedBudget: false,
          version: 1,
        },
        {
          errors: [
            new GraphQLError('error.budget-conflict', {
              extensions: { code: 'CONFLICT', messageKey: 'error.budget-conflict' },
            }),
          ],
        },
      ),
      listMock([budget('KT000002', 'Maria Huber', { version: 2, value: eur(150_000) })]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }, SLOW));
    const form = screen.getByRole('form', { name: 'Budget von Maria Huber bearbeiten' });
    const value = within(form).getByLabelText('Budget im laufenden Zeitraum (EUR)');
    fireEvent.change(value, { target: { value: '2000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText(/wurde inzwischen geändert/, undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('€ 1.500,00')).toBeTruthy(), SLOW);
    expect((value as HTMLInputElement).value).toBe('2000');
  });

  it('says so when the budgets cannot be loaded, and loads them again', async () => {
    render([
      { ...listMock([]), result: undefined, error: new Error('offline') },
      listMock([budget('KT000002', 'Maria Huber')]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }, SLOW));
    expect(await screen.findByText('Maria Huber', { exact: false }, SLOW)).toBeTruthy();
  });
});
