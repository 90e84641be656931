import { guardInput, route, user } from '../guard-input.fixture';
import { accessLevelGuard, userAccessLevel } from './access-level.guard';
import { checkoutGuard } from './checkout.guard';
import { countryCodeMarkerGuard } from './country-code-marker.guard';
import { maintenanceGuard } from './maintenance.guard';
import { notFoundGuard } from './not-found.guard';
import { queryCleaningGuard } from './query-cleaning.guard';
import { registerMarkerGuard } from './register-marker.guard';
import { registerWithCustomerGuard } from './register-with-customer.guard';
import { serverRedirectGuard } from './server-redirect.guard';
import { signInRequiredGuard } from './sign-in-required.guard';

const newcomer = user({ role: null, hasCustomer: false, hasContact: false });

describe('guard 1: register marker', () => {
  it('sends a signed-in user without customer and contact to register and sets the marker', () => {
    expect(registerMarkerGuard(guardInput({ user: newcomer }))).toEqual({
      kind: 'redirect',
      to: '/de-at/registrierung',
      external: false,
      effects: { registerMarker: 'set' },
    });
  });

  it('lets the newcomer stay on the register pages and the invitation, setting the marker once', () => {
    for (const name of ['register', 'register-new', 'register-existing', 'invitation'] as const) {
      expect(registerMarkerGuard(guardInput({ user: newcomer, route: route(name) }))).toEqual({
        kind: 'next',
        effects: { registerMarker: 'set' },
      });
    }
    const marked = guardInput({
      user: newcomer,
      route: route('register'),
      markers: { register: true, countryCode: null },
    });
    expect(registerMarkerGuard(marked)).toEqual({ kind: 'next' });
  });

  it('removes the marker once a customer or a contact exists', () => {
    const markers = { register: true, countryCode: null };
    expect(registerMarkerGuard(guardInput({ user: user({ hasContact: false }), markers }))).toEqual({
      kind: 'next',
      effects: { registerMarker: 'remove' },
    });
    expect(registerMarkerGuard(guardInput({ user: user({ hasCustomer: false }), markers }))).toEqual({
      kind: 'next',
      effects: { registerMarker: 'remove' },
    });
    expect(registerMarkerGuard(guardInput({ user: user() }))).toEqual({ kind: 'next' });
  });

  it('leaves guests and employees alone', () => {
    expect(registerMarkerGuard(guardInput())).toEqual({ kind: 'next' });
    const employee = user({ userType: 'EMPLOYEE', hasCustomer: false, hasContact: false });
    expect(registerMarkerGuard(guardInput({ user: employee }))).toEqual({ kind: 'next' });
  });
});

describe('guard 2: register while holding a customer', () => {
  it('leads to account-orders', () => {
    for (const name of ['register', 'register-new', 'register-existing'] as const) {
      expect(registerWithCustomerGuard(guardInput({ user: user(), route: route(name) }))).toMatchObject({
        kind: 'redirect',
        to: '/de-at/account/mein-konto/bestellungen',
      });
    }
  });

  it('keeps guests and newcomers on register and customers elsewhere', () => {
    expect(registerWithCustomerGuard(guardInput({ route: route('register') })).kind).toBe('next');
    expect(registerWithCustomerGuard(guardInput({ user: newcomer, route: route('register') })).kind).toBe(
      'next',
    );
    expect(registerWithCustomerGuard(guardInput({ user: user(), route: route('cart') })).kind).toBe('next');
  });
});

describe('guard 3: country-code marker', () => {
  it('clears the marker and loads the external shop', () => {
    expect(countryCodeMarkerGuard(guardInput({ markers: { register: false, countryCode: 'HU' } }))).toEqual({
      kind: 'redirect',
      to: 'https://shop.example.hu/',
      external: true,
      effects: { clearCountryCodeMarker: true },
    });
  });

  it('clears a marker without external shop and goes on', () => {
    expect(countryCodeMarkerGuard(guardInput({ markers: { register: false, countryCode: 'AT' } }))).toEqual({
      kind: 'next',
      effects: { clearCountryCodeMarker: true },
    });
    expect(countryCodeMarkerGuard(guardInput())).toEqual({ kind: 'next' });
  });
});

describe('guard 4: access level', () => {
  const adminPage = route('account-users', { access: 'ROLE_ADMIN', requiresAuth: true });
  const approverPage = route('account-budgets', { access: 'ROLE_CART_APPROVER', requiresAuth: true });
  const accountPage = route('account-sales', { access: 'ROLE_AUTHENTICATED', requiresAuth: true });

  it('opens a page to roles of at least its level', () => {
    expect(accessLevelGuard(guardInput({ route: adminPage, user: user({ role: 'ROLE_ADMIN' }) })).kind).toBe(
      'next',
    );
    expect(
      accessLevelGuard(guardInput({ route: approverPage, user: user({ role: 'ROLE_ADMIN' }) })).kind,
    ).toBe('next');
    expect(
      accessLevelGuard(guardInput({ route: approverPage, user: user({ role: 'ROLE_CART_APPROVER' }) })).kind,
    ).toBe('next');
  });

  it('answers a lower role with a fatal 403, authenticated but without access', () => {
    expect(
      accessLevelGuard(guardInput({ route: adminPage, user: user({ role: 'ROLE_CART_APPROVER' }) })),
    ).toEqual({
      kind: 'error',
      error: { status: 403, fatal: true, message: 'Forbidden', isAuthenticated: true, accessGranted: false },
    });
  });

  it('counts a user without role as ROLE_AUTHENTICATED', () => {
    const roleless = user({ role: null });
    expect(userAccessLevel(roleless)).toBe(0);
    expect(userAccessLevel(user({ role: 'ROLE_SOMETHING' }))).toBe(0);
    expect(accessLevelGuard(guardInput({ route: accountPage, user: roleless })).kind).toBe('next');
    expect(accessLevelGuard(guardInput({ route: approverPage, user: roleless })).kind).toBe('error');
  });

  it('gives a guest the 403 with isAuthenticated false on role pages, and leaves sign-in pages to guard 9', () => {
    expect(accessLevelGuard(guardInput({ route: adminPage }))).toMatchObject({
      kind: 'error',
      error: { status: 403, isAuthenticated: false, accessGranted: false },
    });
    expect(userAccessLevel(null)).toBe(-1);
    expect(accessLevelGuard(guardInput({ route: accountPage })).kind).toBe('next');
  });

  it('ignores pages without access level', () => {
    expect(accessLevelGuard(guardInput({ route: route('cart') })).kind).toBe('next');
    expect(accessLevelGuard(guardInput({ route: null })).kind).toBe('next');
  });
});

describe('guard 5: maintenance', () => {
  it('sends every route but maintenance to maintenance while on', () => {
    for (const name of ['slug', 'login', 'account-home', 'cart'] as const) {
      expect(
        maintenanceGuard(guardInput({ route: route(name), maintenance: { enabled: true } })),
      ).toMatchObject({
        kind: 'redirect',
        to: '/de-at/maintenance',
        external: false,
      });
    }
    expect(maintenanceGuard(guardInput({ route: null, maintenance: { enabled: true } })).kind).toBe(
      'redirect',
    );
    expect(
      maintenanceGuard(guardInput({ route: route('maintenance'), maintenance: { enabled: true } })).kind,
    ).toBe('next');
  });

  it('sends the maintenance page home while off, and does nothing while unknown', () => {
    expect(
      maintenanceGuard(guardInput({ route: route('maintenance'), maintenance: { enabled: false } })),
    ).toMatchObject({
      kind: 'redirect',
      to: '/de-at',
    });
    expect(maintenanceGuard(guardInput({ route: route('cart'), maintenance: { enabled: false } })).kind).toBe(
      'next',
    );
    expect(maintenanceGuard(guardInput({ route: route('maintenance'), maintenance: null })).kind).toBe(
      'next',
    );
  });
});

describe('guard 6: query cleaning', () => {
  it('removes tracking parameters and orders q, page, limit first', () => {
    const input = guardInput({
      pathname: '/de-at/suche',
      search:
        '?sort=name&shop=1&limit=24&tx_news[id]=3&__hstc=a&__hssc=b&__hsfp=c&shopLogin=x&page=2&q=seife&brand=b',
      hash: '#top',
    });
    expect(queryCleaningGuard(input)).toEqual({
      kind: 'redirect',
      to: '/de-at/suche?q=seife&page=2&limit=24&brand=b&sort=name#top',
      external: false,
      effects: {
        head: {
          canonical: 'https://shop.example/de-at/suche?q=seife&page=2&limit=24&brand=b&sort=name',
          robots: 'noindex,follow',
        },
      },
    });
  });

  it('goes on with the canonical link when the query is already clean', () => {
    expect(
      queryCleaningGuard(guardInput({ pathname: '/de-at/c/bodenpflege', search: '?page=2&limit=24' })),
    ).toEqual({
      kind: 'next',
      effects: {
        head: { canonical: 'https://shop.example/de-at/c/bodenpflege?page=2&limit=24', robots: null },
      },
    });
    expect(queryCleaningGuard(guardInput())).toEqual({
      kind: 'next',
      effects: { head: { canonical: 'https://shop.example/de-at', robots: null } },
    });
  });

  it('is stable: the cleaned URL passes unchanged', () => {
    const first = queryCleaningGuard(guardInput({ search: '?b=1&q=a%20b&a=2' }));
    expect(first.kind).toBe('redirect');
    const to = first.kind === 'redirect' ? first.to : '';
    const again = queryCleaningGuard(guardInput({ search: to.slice(to.indexOf('?')) }));
    expect(again.kind).toBe('next');
  });
});

describe('guard 7: server-supplied redirect', () => {
  it('follows an internal redirect by router navigation and an external one by full page load', () => {
    expect(
      serverRedirectGuard(guardInput({ serverRedirect: { to: '/de-at/c/bodenpflege', external: false } })),
    ).toEqual({
      kind: 'redirect',
      to: '/de-at/c/bodenpflege',
      external: false,
    });
    expect(
      serverRedirectGuard(
        guardInput({ serverRedirect: { to: 'https://partner.example/x', external: true } }),
      ),
    ).toEqual({ kind: 'redirect', to: 'https://partner.example/x', external: true });
  });

  it('ignores unsafe targets and redirects to the same path', () => {
    for (const serverRedirect of [
      { to: '//evil.example', external: false },
      { to: 'javascript:alert(1)', external: true },
      { to: '/de-at', external: false },
    ]) {
      expect(serverRedirectGuard(guardInput({ serverRedirect })).kind).toBe('next');
    }
  });
});

describe('guard 8: unmatched routes', () => {
  it('gives a non-fatal 404 without route', () => {
    expect(notFoundGuard(guardInput({ route: null }))).toEqual({
      kind: 'error',
      error: { status: 404, fatal: false, message: 'Page not found' },
    });
  });

  it('gives the fatal validation 404 with the path for a parameter that breaks its rule', () => {
    const input = guardInput({
      pathname: '/de-at/c/a.b',
      route: route('c-category', { paramsValid: false }),
    });
    expect(notFoundGuard(input)).toEqual({
      kind: 'error',
      error: { status: 404, fatal: true, message: 'Page Not Found: /de-at/c/a.b' },
    });
    expect(notFoundGuard(guardInput()).kind).toBe('next');
  });
});

describe('guard 9: sign-in required', () => {
  it('sends guests to the login page with a redirect back, query included', () => {
    const input = guardInput({
      pathname: '/de-at/account/mein-konto',
      search: '?x=1',
      route: route('account-home', { requiresAuth: true }),
    });
    expect(signInRequiredGuard(input)).toEqual({
      kind: 'redirect',
      to: '/de-at/login?redirect=%2Fde-at%2Faccount%2Fmein-konto%3Fx%3D1',
      external: false,
    });
  });

  it('lets signed-in users and public pages through', () => {
    expect(
      signInRequiredGuard(guardInput({ route: route('account-home', { requiresAuth: true }), user: user() }))
        .kind,
    ).toBe('next');
    expect(signInRequiredGuard(guardInput()).kind).toBe('next');
  });
});

describe('route guard: checkout', () => {
  it('lets customers with an ordering role through', () => {
    for (const role of [
      'ROLE_AUTHENTICATED',
      'ROLE_CART_PURCHASER',
      'ROLE_CART_APPROVER',
      'ROLE_ADMIN',
      null,
    ]) {
      expect(checkoutGuard(guardInput({ user: user({ role }) })).kind).toBe('next');
    }
  });

  it('sends the basket shopper, users without customer and guests back to the cart', () => {
    for (const who of [
      user({ role: 'ROLE_CART_MANAGER_NO_CHECKOUT' }),
      user({ userType: 'EMPLOYEE', hasCustomer: false }),
      null,
    ]) {
      expect(checkoutGuard(guardInput({ user: who }))).toEqual({
        kind: 'redirect',
        to: '/de-at/warenkorb',
        external: false,
      });
    }
  });
});
