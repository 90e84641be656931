import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { cartMock, cartFixture } from '../../testing/cart-fixtures';
import { FakeEventSource } from '../../testing/fake-event-source';
import { layoutMocks, routeMock, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import { CARTS_QUERY, RECENT_CART_DECISIONS_QUERY } from './carts.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };
const PATH = '/de-at/account/mein-konto/warenkorbverwaltung';

const me: MeFixture = {
  role: 'ROLE_CART_PURCHASER',
  customer: { customerNo: '100001', name: 'Hotel Alpenblick' },
  contact: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
};

const noCarts: Mock = {
  maxUsageCount: Number.POSITIVE_INFINITY,
  request: {
    query: CARTS_QUERY,
    variables: { locale: 'de-at', page: 1, limit: 10, sorting: 'lastModifiedAt', sortDirection: 'DESC' },
  },
  result: { data: { carts: { __typename: 'CartPage', items: [], total: 0, page: 1, lastPage: 1 } } },
};

const decision = (
  cartId: string,
  kind: string,
  extra: { comment?: string | null; orderNumber?: string | null; at?: string } = {},
) => ({
  __typename: 'RecentCartDecision',
  cartId,
  decision: kind,
  requesterName: 'Berta Huber',
  decidedByName: 'Anna Berger',
  comment: null as string | null,
  orderNumber: null as string | null,
  at: '2026-11-20T09:00:00.000Z',
  ...extra,
});

const decisionsMock = (answer: { data: unknown } | { errors: GraphQLError[] }): Mock => ({
  request: { query: RECENT_CART_DECISIONS_QUERY, variables: { locale: 'de-at', limit: 10 } },
  result: answer as Mock['result'],
});

const render = (mocks: Mock[]) =>
  renderRoute(PATH, [
    ...layoutMocks('de-at', me),
    routeMock(PATH),
    cartMock(cartFixture(1, [])),
    noCarts,
    ...mocks,
  ]);

const at = (iso: string) =>
  new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('recent decisions in cart administration (decision 0070)', () => {
  beforeEach(() => {
    stubMaintenanceFetch();
    FakeEventSource.instances = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });

  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  it('lists approvals, changed approvals and declines with who, when, the order and the reason', async () => {
    render([
      decisionsMock({
        data: {
          recentCartDecisions: [
            decision('c-3', 'declined', { comment: 'Nicht im Budget', at: '2026-11-21T10:30:00.000Z' }),
            decision('c-2', 'modified', { orderNumber: 'WS-100002' }),
            decision('c-1', 'approved', { orderNumber: 'WS-100001', comment: 'Passt so' }),
          ],
        },
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Letzte Entscheidungen über Freigaben' }, SLOW);
    const [declined, modified, approved] = within(list).getAllByRole('listitem');
    expect(within(declined).getByText('Abgelehnt')).toBeTruthy();
    expect(
      within(declined).getByText(
        `Warenkorb von Berta Huber, entschieden von Anna Berger am ${at('2026-11-21T10:30:00.000Z')}`,
      ),
    ).toBeTruthy();
    expect(within(declined).getByText('Nicht im Budget')).toBeTruthy();
    expect(within(modified).getByText('Geändert freigegeben')).toBeTruthy();
    expect(within(modified).getByText(/Bestellung WS-100002/)).toBeTruthy();
    expect(within(approved).getByText('Freigegeben')).toBeTruthy();
    expect(within(approved).getByText('Passt so')).toBeTruthy();
  });

  it('says when there are none yet', async () => {
    render([decisionsMock({ data: { recentCartDecisions: [] } })]);
    expect(
      await screen.findByText('Noch keine Entscheidungen über Freigaben.', undefined, SLOW),
    ).toBeTruthy();
  });

  it('shows a failed load with a retry that loads again', async () => {
    render([
      decisionsMock({ errors: [new GraphQLError('error.service-unavailable')] }),
      decisionsMock({
        data: { recentCartDecisions: [decision('c-1', 'approved', { orderNumber: 'WS-1' })] },
      }),
    ]);
    const section = await screen.findByRole('region', { name: 'Letzte Entscheidungen über Freigaben' }, SLOW);
    fireEvent.click(await within(section).findByRole('button', { name: 'Erneut versuchen' }, SLOW));
    expect(await within(section).findByText('Freigegeben', undefined, SLOW)).toBeTruthy();
  });

  it('reloads live when a decision sends cart-changed to the customer’s stream', async () => {
    render([
      decisionsMock({ data: { recentCartDecisions: [] } }),
      decisionsMock({
        data: { recentCartDecisions: [decision('c-9', 'declined', { comment: 'Zu teuer' })] },
      }),
    ]);
    await screen.findByText('Noch keine Entscheidungen über Freigaben.', undefined, SLOW);
    const stream = FakeEventSource.instances.find((source) => source.url === '/sse?locale=de-at')!;
    act(() =>
      stream.emit('cart-changed', {
        type: 'cart-changed',
        id: '1',
        mandantCode: '20HHAT',
        customerNo: '100001',
        cartId: 'c-9',
        version: 3,
      }),
    );
    await waitFor(() => expect(screen.getByText('Zu teuer')).toBeTruthy(), SLOW);
  });
});
