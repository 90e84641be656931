import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteError } from '@shop/domain';
import { i18nFor } from '../../i18n/i18n';
import { LocaleContext, localeContextOf } from '../locale/locale-context';
import { ErrorPage } from './error-page';

function renderError(error: RouteError, path = '/de-at/x') {
  const router = createMemoryRouter([{ path: '*', element: <ErrorPage error={error} /> }], {
    initialEntries: [path],
  });
  return render(
    <LocaleContext.Provider value={localeContextOf('de-at')}>
      <I18nextProvider i18n={i18nFor('de')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </LocaleContext.Provider>,
  );
}

describe('ErrorPage', () => {
  it('shows another status with its code and a homepage button only', () => {
    renderError({ status: 500, fatal: true, message: 'Error' });
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Fehler 500' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Zur Startseite']);
  });

  it('offers login to guests and the account to signed-in users without access', () => {
    const { unmount } = renderError(
      { status: 403, fatal: true, message: 'Forbidden', isAuthenticated: false, accessGranted: false },
      '/de-at/account/mein-konto/budgets?x=1',
    );
    expect(screen.getByText('Bitte melden Sie sich an, um diese Seite zu sehen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe(
      '/de-at/login?redirect=%2Fde-at%2Faccount%2Fmein-konto%2Fbudgets%3Fx%3D1',
    );
    expect(screen.queryByRole('link', { name: 'Zu meinem Konto' })).toBeNull();
    unmount();

    renderError({
      status: 403,
      fatal: true,
      message: 'Forbidden',
      isAuthenticated: true,
      accessGranted: false,
    });
    expect(screen.getByRole('link', { name: 'Zu meinem Konto' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Anmelden' })).toBeNull();
  });
});
