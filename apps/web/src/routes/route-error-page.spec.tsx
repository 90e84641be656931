import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { reloadToPath } from '../features/build-info/chunk-reload';
import { RouteErrorPage } from './route-error-page';

jest.mock('../features/build-info/chunk-reload', () => ({
  ...jest.requireActual('../features/build-info/chunk-reload'),
  reloadToPath: jest.fn(() => true),
}));

function Broken(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/budgets-Cx1.js');
}

describe('RouteErrorPage', () => {
  it('reloads to the target path when a code chunk of an old build fails to load', async () => {
    const router = createMemoryRouter(
      [{ path: '/de-at/*', element: <Broken />, errorElement: <RouteErrorPage /> }],
      { initialEntries: ['/de-at/account/mein-konto/budgets?page=2#top'] },
    );
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<RouterProvider router={router} />);
    await waitFor(() =>
      expect(reloadToPath).toHaveBeenCalledWith('/de-at/account/mein-konto/budgets?page=2#top'),
    );
    expect(container.textContent).toBe('');
    spy.mockRestore();
  });
});
