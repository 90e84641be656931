import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createCache } from '../app/apollo-client';
import { createRoutes } from '../routes/routes';

/** Renders the real route table at `path` with mocked GraphQL answers. */
export function renderRoute(
  path: string,
  mocks: ReadonlyArray<MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>>,
) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const view = render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { ...view, router };
}

/** The maintenance guard reads POST /api/maintenance; tests answer it here (jsdom has no network). */
export function stubMaintenanceFetch(
  states: Record<string, { enabled: boolean; until: string | null; changedAt: string }> = {},
) {
  const fetchMock = jest.fn(
    async () => ({ ok: true, status: 200, json: async () => states }) as unknown as Response,
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
