import { screen, waitFor, within } from '@testing-library/react';
import { categoryMock, listingMock } from '../testing/catalogue-fixtures';
import { layoutMocks, routeMock } from '../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../testing/render-route';
import { replaceLocation } from '../ui/full-page-navigation';
import { ROUTES } from '@shop/locales';
import { hasBuiltPage } from './route-elements';
import { scrollKey } from './scroll-key';

jest.mock('../ui/full-page-navigation', () => ({ assignLocation: jest.fn(), replaceLocation: jest.fn() }));

const company = { customerNo: 'K-100234', name: 'Reinigungsprofi Wien GmbH' };
const person = { firstName: 'Anna', lastName: 'Berger', email: 'anna@20hhat.example' };
const signedIn = (role: string) => ({ role, customer: company, contact: person });

function clearCookies() {
  for (const name of ['lang', 'register', 'country-code']) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

describe('route guards in the web router', () => {
  beforeEach(() => {
    stubMaintenanceFetch();
    jest.mocked(replaceLocation).mockClear();
    clearCookies();
    document.head
      .querySelectorAll('link[rel="canonical"], meta[name="robots"]')
      .forEach((node) => node.remove());
  });

  it('guard 1: sends a signed-in newcomer to the register page and stores the register marker', async () => {
    const { router } = renderRoute('/cs-cz/kosik', layoutMocks('cs-cz', {}));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cs-cz/registrace'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrace' })).toBeTruthy();
    expect(document.cookie).toContain('register=1');
  });

  it('guard 1: removes the register marker once the user has a customer', async () => {
    document.cookie = 'register=1; Path=/';
    renderRoute('/de-at/warenkorb', layoutMocks('de-at', signedIn('ROLE_CART_PURCHASER')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Warenkorb' })).toBeTruthy();
    await waitFor(() => expect(document.cookie).not.toContain('register=1'));
  });

  it('guard 2: sends a customer away from register to the orders', async () => {
    const { router } = renderRoute(
      '/it-it/registrazione/nuovo-cliente',
      layoutMocks('it-it', signedIn('ROLE_ADMIN')),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/it-it/account/mein-konto/bestellungen'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordini' })).toBeTruthy();
  });

  it('guard 3: clears the country-code marker and loads the external shop', async () => {
    document.cookie = 'country-code=HU; Path=/';
    renderRoute('/de-at/warenkorb', layoutMocks('de-at'));
    await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith('https://shop.example.hu/'));
    expect(document.cookie).not.toContain('country-code=HU');
  });

  it('guard 4: answers a purchaser on an admin page with the 403 page and an account button', async () => {
    renderRoute(
      '/de-at/account/mein-konto/benutzerverwaltung',
      layoutMocks('de-at', signedIn('ROLE_CART_PURCHASER')),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kein Zugriff auf diese Seite' }),
    ).toBeTruthy();
    expect(screen.getByText(/Ihr Zugang hat keine Berechtigung/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu meinem Konto' }).getAttribute('href')).toBe(
      '/de-at/account/mein-konto',
    );
    expect(screen.queryByRole('link', { name: 'Anmelden' })).toBeNull();
  });

  it('guard 4: answers a guest on an approver page with the 403 page and a login button back', async () => {
    renderRoute('/bg-bg/account/moyat-akaunt/byudzheti', layoutMocks('bg-bg'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Нямате достъп до тази страница' }),
    ).toBeTruthy();
    const page = document.querySelector<HTMLElement>('.error-page')!;
    expect(within(page).getByRole('link', { name: 'Вход' }).getAttribute('href')).toBe(
      '/bg-bg/login?redirect=%2Fbg-bg%2Faccount%2Fmoyat-akaunt%2Fbyudzheti',
    );
  });

  it('guard 4: opens an admin page to an admin, in the account layout with the full menu', async () => {
    renderRoute(
      '/de-at/account/mein-konto/benutzerverwaltung/standort',
      layoutMocks('de-at', signedIn('ROLE_ADMIN')),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Standortverwaltung' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Standortverwaltung | Hygiene Shop'));
    const trail = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/de-at', '/de-at/account/mein-konto', '/de-at/account/mein-konto/benutzerverwaltung']);
    expect(
      screen.getByText(/Ihre Standorte mit Adresse, Mitarbeitenden und gezähltem Lagerbestand/),
    ).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Kundenkonto' });
    expect(within(menu).getAllByRole('link')).toHaveLength(12);
  });

  it('lists only the account pages a purchaser may open', async () => {
    renderRoute(
      '/de-at/account/mein-konto/bestellungen',
      layoutMocks('de-at', signedIn('ROLE_CART_PURCHASER')),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestellungen' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Kundenkonto' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Mein Konto',
      'Bestellungen',
      'Stammsortiment',
      'Warenkorbverwaltung',
      'Aushangpläne',
      'Vertrieb',
    ]);
  });

  it('guard 5: moves every page of a tenant in maintenance to the maintenance page, and back when it ends', async () => {
    stubMaintenanceFetch({ '30HHDE': { enabled: true, until: null, changedAt: '2026-01-01T00:00:00Z' } });
    const first = renderRoute('/de-de/schnellbestellung', layoutMocks('de-de'));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/de-de/maintenance'));
    first.unmount();

    stubMaintenanceFetch({ '30HHDE': { enabled: false, until: null, changedAt: '2026-01-01T00:00:00Z' } });
    const second = renderRoute('/de-de/maintenance', layoutMocks('de-de'));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/de-de'));
  });

  it('guard 5: leaves other tenants alone', async () => {
    stubMaintenanceFetch({ '30HHDE': { enabled: true, until: null, changedAt: '2026-01-01T00:00:00Z' } });
    const { router } = renderRoute('/de-at/schnellbestellung', layoutMocks('de-at'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Schnellbestellung' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/de-at/schnellbestellung');
  });

  it('guard 6: removes tracking parameters, orders the query and marks search results noindex', async () => {
    const { router } = renderRoute('/sk-sk/hladat?sort=name&shop=1&__hstc=a&q=mydlo&tx_news=2', [
      ...layoutMocks('sk-sk'),
      listingMock({ searchTerm: 'mydlo' }, [], 0, 'sk-sk'),
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?q=mydlo&sort=name'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Výsledky hľadania pre „mydlo“' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        'http://localhost/sk-sk/hladat?q=mydlo&sort=name',
      ),
    );
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex,follow',
    );
  });

  it('guard 7: follows an internal server redirect by router navigation', async () => {
    const { router } = renderRoute('/de-at/sortiment/bodenpflege', [
      ...layoutMocks('de-at'),
      routeMock('/de-at/sortiment/bodenpflege', {
        notFound: false,
        redirect: { to: '/de-at/c/bodenpflege', external: false },
      }),
      routeMock('/de-at/c/bodenpflege'),
      categoryMock('bodenpflege'),
      listingMock({ queryFilter: [{ name: 'category', values: ['bodenpflege'] }] }, [], 0),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/de-at/c/bodenpflege'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bodenpflege' })).toBeTruthy();
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('guard 7: follows an external server redirect by a full page load', async () => {
    renderRoute('/de-at/karriere', [
      ...layoutMocks('de-at'),
      routeMock('/de-at/karriere', { redirect: { to: 'https://careers.example.com/', external: true } }),
    ]);
    await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith('https://careers.example.com/'));
  });

  it('a category parameter with other characters is the fatal "Page Not Found" with the path', async () => {
    renderRoute('/de-at/c/boden.pflege', [
      ...layoutMocks('de-at'),
      routeMock('/de-at/c/boden.pflege', { notFound: true }),
    ]);
    expect(await screen.findByText('Seite nicht gefunden: /de-at/c/boden.pflege')).toBeTruthy();
  });

  it('guard 9 and the checkout guard: guests log in, the basket shopper goes back to the cart', async () => {
    const guest = renderRoute('/de-at/bestellbestaetigung', layoutMocks('de-at'));
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/de-at/login'));
    expect(guest.router.state.location.search).toBe('?redirect=%2Fde-at%2Fbestellbestaetigung');
    guest.unmount();

    const shopper = renderRoute(
      '/de-at/bestellbestaetigung',
      layoutMocks('de-at', signedIn('ROLE_CART_MANAGER_NO_CHECKOUT')),
    );
    await waitFor(() => expect(shopper.router.state.location.pathname).toBe('/de-at/warenkorb'));
    shopper.unmount();

    renderRoute('/de-at/bestellabschluss', layoutMocks('de-at', signedIn('ROLE_CART_PURCHASER')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestellung abgeschlossen' })).toBeTruthy();
  });

  it('gives every route of the table a page of its own: none shows the "in preparation" shell', () => {
    // `account` redirects to the account home and `slug` is the content page; every other route has a page.
    const withoutPage = ROUTES.map((route) => route.name).filter(
      (name) => name !== 'account' && name !== 'slug' && !hasBuiltPage(name),
    );
    expect(withoutPage).toEqual([]);
  });
});

describe('scrolling', () => {
  it('shares one scroll position across account pages and gives every other page its own', () => {
    expect(scrollKey({ pathname: '/de-at/account/mein-konto', key: 'a' })).toBe('account');
    expect(scrollKey({ pathname: '/bg-bg/account/moyat-akaunt/porachki', key: 'b' })).toBe('account');
    expect(scrollKey({ pathname: '/de-at/warenkorb', key: 'c' })).toBe('c');
    expect(scrollKey({ pathname: '/de-at/c/bodenpflege', key: 'd' })).toBe('d');
  });
});
