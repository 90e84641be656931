import { render, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createCache } from '../../app/apollo-client';
import { meMock, type MeFixture } from '../../testing/graphql-fixtures';
import { recordSignInStart } from '../auth/sign-in-attempts';
import { LocaleContext, localeContextOf } from '../locale/locale-context';
import { forgetClientSettings } from '../shop/client-settings';
import { CUSTOMER_ORDER_COUNT_QUERY } from './analytics.queries';
import { AnalyticsRuntime } from './analytics-runtime';

const customer: MeFixture = { role: 'ROLE_ADMIN', customer: { customerNo: '100001', name: 'Hotel' } };

function orderCountMock(total: number) {
  return {
    request: { query: CUSTOMER_ORDER_COUNT_QUERY, variables: { locale: 'de-at' } },
    result: { data: { orders: { __typename: 'OrderHistoryPage', total } } },
  };
}

function renderAt(path: string, me: MeFixture | null, total = 0) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LocaleContext.Provider value={localeContextOf('de-at')}>
            <AnalyticsRuntime />
          </LocaleContext.Provider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <MockedProvider mocks={[meMock(me), orderCountMock(total)]} cache={createCache()}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

describe('AnalyticsRuntime', () => {
  beforeEach(() => {
    window.dataLayer = [];
    sessionStorage.clear();
    forgetClientSettings();
    globalThis.fetch = jest.fn(async () => ({
      ok: true,
      json: async () => ({ errorReportApiKey: null, thirdPartyScripts: [] }),
    })) as unknown as typeof fetch;
  });

  it('pushes the page type of the page once the user is known', async () => {
    renderAt('/de-at/c/reinigung', null);
    await waitFor(() =>
      expect(window.dataLayer).toEqual([
        { event: 'page_view', page_type: 'listing', page_path: '/de-at/c/reinigung' },
      ]),
    );
  });

  it.each([
    [2, 'existing customer'],
    [0, 'new customer'],
  ])('after a sign-in of this tab, with %i orders: login as %s, once', async (total, status) => {
    recordSignInStart();
    renderAt('/de-at', customer, total);
    await waitFor(() => expect(window.dataLayer).toContainEqual({ event: 'login', user_status: status }));
    expect(window.dataLayer!.filter((entry) => entry.event === 'login')).toHaveLength(1);
    expect(window.dataLayer).toContainEqual({ event: 'page_view', page_type: 'home', page_path: '/de-at' });
  });

  it('reports no login without a sign-in of this tab, and nothing at all for an employee', async () => {
    renderAt('/de-at', customer, 2);
    await waitFor(() => expect(window.dataLayer).toHaveLength(1));
    window.dataLayer = [];
    recordSignInStart();
    renderAt('/de-at/p/x', { employee: { employeeNo: 'E1', name: 'Eva' } }, 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.dataLayer).toEqual([]);
  });
});
