import type { GuardInput, GuardRoute, GuardUser } from './guard-types';

/** A guard input for tests: a guest on the Austrian home page, every field overridable. */
export function guardInput(overrides: Partial<GuardInput> = {}): GuardInput {
  return {
    pathname: '/de-at',
    search: '',
    origin: 'https://shop.example',
    route: route('slug'),
    user: null,
    markers: { register: false, countryCode: null },
    maintenance: { enabled: false },
    serverRedirect: null,
    targets: {
      home: '/de-at',
      register: '/de-at/registrierung',
      accountOrders: '/de-at/account/mein-konto/bestellungen',
      maintenance: '/de-at/maintenance',
      cart: '/de-at/warenkorb',
      login: (redirect) => `/de-at/login?redirect=${encodeURIComponent(redirect)}`,
      externalShop: (code) => (code === 'HU' ? 'https://shop.example.hu/' : null),
    },
    ...overrides,
  };
}

export function route(name: GuardRoute['name'], overrides: Partial<GuardRoute> = {}): GuardRoute {
  return { name, access: null, requiresAuth: false, guards: [], paramsValid: true, ...overrides };
}

export function user(overrides: Partial<GuardUser> = {}): GuardUser {
  return {
    userType: 'STANDARD',
    role: 'ROLE_CART_PURCHASER',
    hasCustomer: true,
    hasContact: true,
    ...overrides,
  };
}
