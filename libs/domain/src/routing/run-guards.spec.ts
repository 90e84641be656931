import { guardInput, route, user } from './guard-input.fixture';
import { GLOBAL_GUARD_ORDER, guardNamed, runGuards } from './run-guards';

describe('runGuards', () => {
  it('has the nine guards in docs/rules/routes-and-guards.md in order', () => {
    expect(GLOBAL_GUARD_ORDER).toEqual([
      'register-marker',
      'register-with-customer',
      'country-code-marker',
      'access-level',
      'maintenance',
      'query-cleaning',
      'server-redirect',
      'not-found',
      'sign-in-required',
    ]);
  });

  it('allows a clean request and collects the head tags', () => {
    expect(runGuards(guardInput())).toEqual({
      kind: 'allow',
      effects: { head: { canonical: 'https://shop.example/de-at', robots: null } },
    });
  });

  it('stops at the first guard that redirects', () => {
    // A newcomer during maintenance: guard 1 (register) comes before guard 5 (maintenance).
    const outcome = runGuards(
      guardInput({ user: user({ hasCustomer: false, hasContact: false }), maintenance: { enabled: true } }),
    );
    expect(outcome).toEqual({
      kind: 'redirect',
      guard: 'register-marker',
      to: '/de-at/registrierung',
      external: false,
      effects: { registerMarker: 'set' },
    });
  });

  it('answers a 403 before maintenance and a maintenance redirect before the 404', () => {
    const adminPage = route('account-users', { access: 'ROLE_ADMIN', requiresAuth: true });
    expect(
      runGuards(guardInput({ route: adminPage, user: user(), maintenance: { enabled: true } })),
    ).toMatchObject({ kind: 'error', guard: 'access-level', error: { status: 403 } });
    expect(runGuards(guardInput({ route: null, maintenance: { enabled: true } }))).toMatchObject({
      kind: 'redirect',
      guard: 'maintenance',
    });
    expect(runGuards(guardInput({ route: null }))).toMatchObject({ kind: 'error', guard: 'not-found' });
  });

  it('cleans the query before following a server redirect, and that before the 404', () => {
    const serverRedirect = { to: '/de-at/c/bodenpflege', external: false };
    expect(runGuards(guardInput({ search: '?shop=1', route: null, serverRedirect }))).toMatchObject({
      guard: 'query-cleaning',
      to: '/de-at',
    });
    expect(runGuards(guardInput({ route: null, serverRedirect }))).toMatchObject({
      guard: 'server-redirect',
      to: '/de-at/c/bodenpflege',
    });
  });

  it('sends guests to login last, and runs route guards after the global ones', () => {
    const checkout = route('order-confirmation', { requiresAuth: true, guards: ['checkout'] });
    expect(runGuards(guardInput({ route: checkout }))).toMatchObject({ guard: 'sign-in-required' });
    expect(
      runGuards(guardInput({ route: checkout, user: user({ role: 'ROLE_CART_MANAGER_NO_CHECKOUT' }) })),
    ).toMatchObject({
      guard: 'checkout',
      to: '/de-at/warenkorb',
    });
    expect(runGuards(guardInput({ route: checkout, user: user() })).kind).toBe('allow');
  });

  it('throws on an unknown guard name (docs/rules/errors.md)', () => {
    expect(() => guardNamed('teleport')).toThrow('Unknown route guard: teleport');
    expect(() => guardNamed('constructor')).toThrow('Unknown route guard: constructor');
    expect(() => runGuards(guardInput({ route: route('cart', { guards: ['teleport'] }) }))).toThrow(
      'Unknown route guard: teleport',
    );
  });
});
