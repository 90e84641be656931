import { act, screen, waitFor } from '@testing-library/react';
import { contentMock, externalShopsMock, layoutMocks, routeMock } from '../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../testing/render-route';
import { recordSignInStart, takeSignInReturnMark } from '../features/auth/sign-in-attempts';
import { replaceLocation, assignLocation } from '../ui/full-page-navigation';

jest.mock('../ui/full-page-navigation', () => ({ assignLocation: jest.fn(), replaceLocation: jest.fn() }));

describe('routes', () => {
  beforeEach(() => {
    stubMaintenanceFetch();
    jest.mocked(replaceLocation).mockClear();
    jest.mocked(assignLocation).mockClear();
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });

  it('shows the fatal validation 404 with the path for a content slug outside the CMS sections', async () => {
    const { container } = renderRoute('/de-at/gibt-es-nicht', [
      ...layoutMocks('de-at'),
      routeMock('/de-at/gibt-es-nicht', { notFound: true }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByText('Seite nicht gefunden: /de-at/gibt-es-nicht')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de-at');
    expect(container.querySelector('.error-page svg')).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('Seite nicht gefunden | Hygiene Shop'));
  });

  it('shows the non-fatal 404 page with a picture when the CMS has no such page', async () => {
    const { container } = renderRoute('/de-at/footer/gibt-es-nicht', [
      ...layoutMocks('de-at'),
      routeMock('/de-at/footer/gibt-es-nicht', { notFound: true }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByText(/Die gewünschte Seite gibt es nicht oder nicht mehr/)).toBeTruthy();
    expect(container.querySelector('.error-page svg')).not.toBeNull();
  });

  it('shows the 404 page in the language of the locale', async () => {
    renderRoute('/bg-bg/nyama-takava-stranitsa', [
      ...layoutMocks('bg-bg'),
      routeMock('/bg-bg/nyama-takava-stranitsa', { notFound: true }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Страницата не е намерена' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('bg'));
    expect(document.cookie).toContain('lang=bg-bg');
  });

  it('shows the 404 page for unknown locale prefixes without remembering them', async () => {
    renderRoute('/en-us/products', layoutMocks('de-at'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(document.cookie).not.toContain('lang=');
  });

  it('redirects the bare origin to the Austrian shop', async () => {
    const { router } = renderRoute('/', [...layoutMocks('de-at'), contentMock('de-at', [])]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/de-at'));
    expect(await screen.findByText('Für diese Seite sind noch keine Inhalte hinterlegt.')).toBeTruthy();
  });

  it('sends locales without a shop to their external shop by a full page load', async () => {
    renderRoute('/hu-hu/account/mein-konto', [externalShopsMock()]);
    await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith('https://shop.example.hu/'));
    expect(screen.getByRole('link', { name: 'Weiter zum Shop' }).getAttribute('href')).toBe(
      'https://shop.example.hu/',
    );
  });

  it('sends them to the shop URL the BFF is configured with', async () => {
    renderRoute('/sl-si', [externalShopsMock({ SI: 'https://si.example.com/trgovina' })]);
    await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith('https://si.example.com/trgovina'));
    expect(replaceLocation).toHaveBeenCalledTimes(1);
  });

  it('sends a guest from the account home to the login page with a redirect back', async () => {
    const { router } = renderRoute('/bg-bg/account/moyat-akaunt', layoutMocks('bg-bg'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bg-bg/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fbg-bg%2Faccount%2Fmoyat-akaunt');
    await waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith(
        '/auth/login?locale=bg-bg&redirect=%2Fbg-bg%2Faccount%2Fmoyat-akaunt',
      ),
    );
  });

  it('stops at the login page after a failed sign-in and offers a retry instead of looping', async () => {
    renderRoute('/cs-cz/login?error=login-failed', layoutMocks('cs-cz'));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Přihlášení se nezdařilo. Zkuste to prosím znovu.',
    );
    // No target was asked for: the BFF lands on the locale's home after the sign-in (docs/rules/constants.md).
    expect(screen.getByRole('link', { name: 'Přihlásit se znovu' }).getAttribute('href')).toBe(
      '/auth/login?locale=cs-cz',
    );
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('stops a sign-in that keeps coming back without a session, not one abandoned at the provider', async () => {
    // Three sign-ins abandoned at the provider's form: the fourth goes to the provider as usual.
    for (let i = 0; i < 3; i += 1) recordSignInStart();
    const first = renderRoute('/de-at/login', layoutMocks('de-at'));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/auth/login?locale=de-at'));
    first.unmount();
    jest.mocked(assignLocation).mockClear();
    // Three that came back from the provider (the BFF's mark) without a session: a loop.
    sessionStorage.clear();
    for (let i = 0; i < 3; i += 1) {
      recordSignInStart();
      window.history.replaceState(null, '', '/de-at?signin=returned');
      takeSignInReturnMark(window.location, window.history);
    }
    renderRoute('/de-at/login', layoutMocks('de-at'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Server configuration error: /);
    expect(assignLocation).not.toHaveBeenCalled();
    sessionStorage.clear();
  });

  it('shows the sign-in timeout, keeping the redirect target, when the provider has not taken over after 60 s', async () => {
    jest.useFakeTimers();
    try {
      let startedAt = 0;
      jest.mocked(assignLocation).mockImplementation(() => {
        startedAt = Date.now();
      });
      const { router } = renderRoute('/de-at/login?redirect=%2Fde-at%2Fwarenkorb', layoutMocks('de-at'));
      await waitFor(() =>
        expect(assignLocation).toHaveBeenCalledWith('/auth/login?locale=de-at&redirect=%2Fde-at%2Fwarenkorb'),
      );
      await act(() => jest.advanceTimersByTimeAsync(startedAt + 59_999 - Date.now()));
      expect(router.state.location.search).toBe('?redirect=%2Fde-at%2Fwarenkorb');
      expect(screen.queryByRole('alert')).toBeNull();

      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(router.state.location.pathname).toBe('/de-at/login');
      expect(router.state.location.search).toBe('?error=login-timeout&redirect=%2Fde-at%2Fwarenkorb');
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Der Anmeldedienst antwortet nicht. Bitte versuchen Sie es in einigen Minuten erneut.',
      );
      // It waits for the user: the timeout does not start another sign-in.
      expect(assignLocation).toHaveBeenCalledTimes(1);
    } finally {
      jest.mocked(assignLocation).mockReset();
      jest.useRealTimers();
      sessionStorage.clear();
    }
  });

  it('sends a signed-in contact on from the login page to its redirect target, without a new sign-in (decision 0132)', async () => {
    const { router } = renderRoute(
      '/de-at/login?redirect=%2Fde-at%2Faccount%2Fmein-konto',
      layoutMocks('de-at', {
        role: 'ROLE_ADMIN',
        customer: { customerNo: 'K-100234', name: 'Reinigungsprofi Wien GmbH' },
        contact: { firstName: 'Anna', lastName: 'Berger', email: 'admin@20hhat.example' },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/de-at/account/mein-konto'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Konto' })).toBeTruthy();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('shows the account home to a signed-in contact with the translated role', async () => {
    renderRoute(
      '/de-at/account/mein-konto',
      layoutMocks('de-at', {
        role: 'ROLE_CART_APPROVER',
        customer: { customerNo: 'K-100234', name: 'Reinigungsprofi Wien GmbH' },
        contact: { firstName: 'Anna', lastName: 'Berger', email: 'approver@20hhat.example' },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Konto' })).toBeTruthy();
    expect(screen.getByText('Reinigungsprofi Wien GmbH')).toBeTruthy();
    expect(screen.getByText('K-100234')).toBeTruthy();
    expect(screen.getByText('approver@20hhat.example')).toBeTruthy();
    expect(screen.getByText('Warenkorb-Freigeber')).toBeTruthy();
    const logoutForms = document.querySelectorAll('form[action="/auth/logout?locale=de-at"]');
    expect(logoutForms.length).toBeGreaterThan(0);
    expect(logoutForms[0].getAttribute('method')).toBe('post');
  });
});
