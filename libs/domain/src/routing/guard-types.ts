import type { UserType, WebRole } from '../roles';
import type { RouteBaseName } from './route-names';

/** The matched route as the guards see it (from the libs/locales route table). */
export interface GuardRoute {
  name: RouteBaseName;
  /** Lowest role that may open the page (guard 4); null when the page has no access level. */
  access: WebRole | null;
  /** Guests are sent to the login page (guard 9). */
  requiresAuth: boolean;
  /** Route-level guards by name (e.g. `checkout`); run after the nine global ones. */
  guards: readonly string[];
  /** False when a route parameter breaks its rule (docs/rules/validation.md, category). */
  paramsValid: boolean;
}

export interface GuardUser {
  userType: UserType | string;
  /** Web role; null or unknown counts as ROLE_AUTHENTICATED. */
  role: string | null;
  hasCustomer: boolean;
  hasContact: boolean;
}

export interface ServerRedirect {
  to: string;
  external: boolean;
}

/** Paths and URLs the guards may lead to, built by the caller from the locale route table. */
export interface GuardTargets {
  home: string;
  register: string;
  accountOrders: string;
  maintenance: string;
  cart: string;
  login(redirect: string): string;
  /** The external regional shop of a country code, or null when there is none. */
  externalShop(countryCode: string): string | null;
}

export interface GuardInput {
  pathname: string;
  /** Query string with or without its leading '?'. */
  search: string;
  hash?: string;
  /** Origin for the canonical link, e.g. https://shop.example. */
  origin: string;
  /** Null when no route matches the path (guard 8). */
  route: GuardRoute | null;
  /** Null for guests. */
  user: GuardUser | null;
  markers: { register: boolean; countryCode: string | null };
  /** The tenant's maintenance state; null while unknown or for locales without a tenant. */
  maintenance: { enabled: boolean } | null;
  /** The BFF's redirect for the path, if any (guard 7). */
  serverRedirect: ServerRedirect | null;
  targets: GuardTargets;
}

export interface RouteError {
  status: number;
  /** A fatal error replaces the page and its layout; a non-fatal one is shown in the layout. */
  fatal: boolean;
  message: string;
  /** Present on authentication problems (guard 4). */
  isAuthenticated?: boolean;
  accessGranted?: boolean;
}

export interface HeadTags {
  canonical: string;
  /** 'noindex,follow' on pages with a search term; null leaves indexing alone. */
  robots: string | null;
}

/** Side effects the caller applies, whatever the outcome. */
export interface GuardEffects {
  registerMarker?: 'set' | 'remove';
  clearCountryCodeMarker?: boolean;
  head?: HeadTags;
}

export type GuardResult =
  | { kind: 'next'; effects?: GuardEffects }
  | { kind: 'redirect'; to: string; external: boolean; effects?: GuardEffects }
  | { kind: 'error'; error: RouteError; effects?: GuardEffects };

export type Guard = (input: GuardInput) => GuardResult;

export type GuardOutcome =
  | { kind: 'allow'; effects: GuardEffects }
  | { kind: 'redirect'; guard: string; to: string; external: boolean; effects: GuardEffects }
  | { kind: 'error'; guard: string; error: RouteError; effects: GuardEffects };

export const next = (effects?: GuardEffects): GuardResult =>
  effects ? { kind: 'next', effects } : { kind: 'next' };
export const redirectTo = (to: string, external = false, effects?: GuardEffects): GuardResult =>
  effects ? { kind: 'redirect', to, external, effects } : { kind: 'redirect', to, external };
