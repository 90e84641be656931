import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cartMock, cartFixture } from '../../testing/cart-fixtures';
import { layoutMocks, routeMock, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import { CUSTOMER_PLANS_QUERY } from '../../features/display-plans/display-plans.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };
const PATH = '/de-at/account/mein-konto/aushangplaene';

const ME: MeFixture = {
  role: 'ROLE_CART_PURCHASER',
  customer: { customerNo: '100001', name: 'Hotel Alpenblick' },
  contact: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
};

const plan = (id: string, name: string, date: string, language: [string, string, string]) => ({
  __typename: 'Plan',
  id,
  name,
  date,
  type: {
    __typename: 'PlanType',
    id: 'KITCHEN',
    name: 'Küchenhygieneplan',
    columns: ['AREA', 'PRODUCT', 'DOSAGE'],
    rootCategory: 'kitchen-hygiene',
  },
  language: {
    __typename: 'PlanLanguage',
    id: language[0],
    languageIdentifier: language[1],
    name: language[2],
  },
});

const plansMock = (
  items: ReturnType<typeof plan>[],
  variables: Record<string, unknown> = {},
  info = { totalCount: items.length, lastPage: 1 },
): Mock => ({
  request: {
    query: CUSTOMER_PLANS_QUERY,
    variables: {
      locale: 'de-at',
      page: 1,
      limit: 10,
      orderField: 'DATE',
      orderDirection: 'DESC',
      ...variables,
    },
  },
  result: {
    data: {
      customerPlans: {
        __typename: 'PlanPage',
        collection: items,
        paginationInfo: { __typename: 'PaginationInfo', itemsPerPage: 10, ...info },
      },
    },
  },
});

describe('display plans page', () => {
  beforeEach(() => stubMaintenanceFetch());

  const render = (mocks: Mock[]) =>
    renderRoute(PATH, [...layoutMocks('de-at', ME), routeMock(PATH), cartMock(cartFixture(1, [])), ...mocks]);

  it('lists the plans with date, type and print language, pages and orders them', async () => {
    const kitchen = plan('pl-1', 'Küchenhygieneplan – Hauptküche', '2026-03-02', ['de', 'DEA', 'Deutsch']);
    const bulgarian = plan('pl-2', 'Хигиенен план за кухня – Партер', '2026-01-15', [
      'bg',
      'BGR',
      'Български',
    ]);
    render([
      plansMock([kitchen, bulgarian], {}, { totalCount: 12, lastPage: 2 }),
      plansMock([plan('pl-3', 'Bodenpflegeplan – Erdgeschoss', '2025-01-02', ['de', 'DEA', 'Deutsch'])], {
        page: 2,
      }),
      plansMock([bulgarian, kitchen], { orderField: 'NAME', orderDirection: 'DESC' }),
    ]);
    const table = await screen.findByRole('table', { name: 'Aushangpläne' }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('rowheader').textContent).toBe('Küchenhygieneplan – Hauptküche');
    expect(within(rows[0]).getByText('02.03.2026')).toBeTruthy();
    expect(within(rows[0]).getByText('Küchenhygieneplan')).toBeTruthy();
    expect(within(rows[1]).getByText('Български').getAttribute('lang')).toBe('bg');
    expect(screen.getByText('12 Aushangpläne')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Bodenpflegeplan – Erdgeschoss', undefined, SLOW)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Sortierung'), { target: { value: 'NAME-DESC' } });
    await waitFor(() => {
      const names = within(screen.getByRole('table'))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
      expect(names).toEqual(['Хигиенен план за кухня – Партер', 'Küchenhygieneplan – Hauptküche']);
    }, SLOW);
  });

  it('says so when the customer has no plans', async () => {
    render([plansMock([])]);
    expect(
      await screen.findByText(
        'Für Ihre Firma gibt es noch keine Aushangpläne. Ihr Außendienst erstellt sie gerne mit Ihnen.',
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
  });

  it('shows the error state with a retry', async () => {
    render([{ request: plansMock([]).request, error: new Error('down') }]);
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' }, SLOW)).toBeTruthy();
  });
});
