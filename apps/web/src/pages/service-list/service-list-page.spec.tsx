import { fireEvent, screen, within } from '@testing-library/react';
import { defaultServiceReportRange } from '@shop/domain';
import { cartMock, cartFixture, eur } from '../../testing/cart-fixtures';
import { layoutMocks, routeMock, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import { SERVICE_REPORT_QUERY } from '../../features/service-list/service-list.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };
const PATH = '/de-at/account/mein-konto/serviceleistungen';
const CATEGORY_PATH = `${PATH}/maintenance`;
const THIS_YEAR = defaultServiceReportRange(new Date());

const ME: MeFixture = {
  role: 'ROLE_ADMIN',
  customer: { customerNo: '100001', name: 'Hotel Alpenblick' },
  contact: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
};

const entry = (date: string, attachmentNumber: string, time: number, cents: number) => ({
  __typename: 'ServiceEntry',
  date,
  attachmentNumber,
  time,
  value: eur(cents),
});

const MAINTENANCE = {
  __typename: 'ServiceReportCategory',
  type: 'MAINTENANCE',
  categoryServiceCount: 3,
  categoryServiceValue: eur(16700),
  services: [
    {
      __typename: 'ServiceReportService',
      code: 'WA-100',
      name: 'Wartung Seifen- und Desinfektionsspender',
      serviceCount: 2,
      serviceValue: eur(7800),
      entries: [entry('2026-02-01', 'SB-20-004711', 30, 3900), entry('2026-05-04', 'SB-20-004799', 30, 3900)],
    },
    {
      __typename: 'ServiceReportService',
      code: 'WA-110',
      name: 'Wartung Dosieranlage Geschirrspülmaschine',
      serviceCount: 1,
      serviceValue: eur(8900),
      entries: [entry('2026-03-10', 'SB-20-004750', 90, 8900)],
    },
  ],
};
const TRAINING = {
  __typename: 'ServiceReportCategory',
  type: 'TRAINING',
  categoryServiceCount: 1,
  categoryServiceValue: eur(24000),
  services: [],
};

const reportMock = (categories: unknown[], range = THIS_YEAR): Mock => ({
  request: { query: SERVICE_REPORT_QUERY, variables: { locale: 'de-at', ...range } },
  result: { data: { serviceReportCategories: categories } },
});

describe('service list', () => {
  beforeEach(() => stubMaintenanceFetch());

  const render = (path: string, mocks: Mock[]) =>
    renderRoute(path, [
      ...layoutMocks('de-at', ME),
      routeMock(PATH),
      routeMock(CATEGORY_PATH),
      cartMock(cartFixture(1, [])),
      ...mocks,
    ]);

  it('shows the categories of the current year with totals, and drills into one', async () => {
    render(PATH, [reportMock([MAINTENANCE, TRAINING]), reportMock([MAINTENANCE, TRAINING])]);
    const table = await screen.findByRole('table', { name: 'Serviceleistungen nach Kategorie' }, SLOW);
    expect((screen.getByLabelText('Von') as HTMLInputElement).value).toBe(THIS_YEAR.fromDate);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('link', { name: 'Wartung' })).toBeTruthy();
    expect(within(rows[1]).getByText('€ 167,00')).toBeTruthy();
    expect(within(rows[3]).getByText('Gesamt')).toBeTruthy();
    expect(within(rows[3]).getByText('4')).toBeTruthy();
    expect(within(rows[3]).getByText('€ 407,00')).toBeTruthy();

    fireEvent.click(within(rows[1]).getByRole('link', { name: 'Wartung' }));
    const entries = await screen.findByRole(
      'table',
      { name: 'Einsätze: Wartung Seifen- und Desinfektionsspender' },
      SLOW,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Serviceleistungen: Wartung');
    const [, first] = within(entries).getAllByRole('row');
    expect(within(first).getByText('SB-20-004711')).toBeTruthy();
    expect(within(first).getByText('0:30')).toBeTruthy();
    expect(within(first).getByText('01.02.2026')).toBeTruthy();
    expect(screen.getByText('1:30')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alle Kategorien' }).getAttribute('href')).toBe(
      `${PATH}?from=${THIS_YEAR.fromDate}&until=${THIS_YEAR.untilDate}`,
    );
  });

  it('asks again for another range, and refuses days in the wrong order or too far apart', async () => {
    const RANGE = { fromDate: '2025-01-01', untilDate: '2025-06-30' };
    render(PATH, [reportMock([MAINTENANCE]), reportMock([], RANGE)]);
    await screen.findByRole('table', undefined, SLOW);
    fireEvent.change(screen.getByLabelText('Von'), { target: { value: '2025-07-01' } });
    fireEvent.change(screen.getByLabelText('Bis'), { target: { value: '2025-06-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(screen.getByRole('alert').textContent).toBe('Das Startdatum liegt nach dem Enddatum.');
    fireEvent.change(screen.getByLabelText('Von'), { target: { value: '2023-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(screen.getByRole('alert').textContent).toBe('Der Zeitraum ist zu lang: höchstens zwei Jahre.');
    fireEvent.change(screen.getByLabelText('Von'), { target: { value: RANGE.fromDate } });
    fireEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(
      await screen.findByText('In diesem Zeitraum wurden keine Serviceleistungen erbracht.', undefined, SLOW),
    ).toBeTruthy();
  });

  it('says so for a category the list does not know, without asking', async () => {
    render(`${PATH}/cleaning`, [routeMock(`${PATH}/cleaning`)]);
    expect(await screen.findByText('Diese Kategorie gibt es nicht.', undefined, SLOW)).toBeTruthy();
  });
});
