import type { GuardInput, ServerRedirect } from '@shop/domain';
import { LOCALES, type LocaleCode, type RouteMatch } from '@shop/locales';
import type { TenantMaintenanceState } from '../features/maintenance/use-maintenance-events';
import { readMarkers } from '../features/navigation/markers';
import { guardUserOf } from '../features/session/guard-user';
import type { MeQuery } from '../gql/generated';
import { guardTargetsFor } from './guard-targets';

/**
 * What the route guards of libs/domain decide on, for the shop's router (GuardRunner) and for
 * scan-me's page of its own (scan-me-guards.ts, decision 0125), so both run the same guards on the
 * same facts. `match` is null when no route matches or the server says the page is gone.
 */
export function guardInputOf(facts: {
  location: { pathname: string; search: string; hash: string };
  match: RouteMatch | null;
  me: MeQuery['me'] | undefined;
  maintenance: TenantMaintenanceState | null;
  locale: LocaleCode;
  serverRedirect: ServerRedirect | null;
}): GuardInput {
  const { location, match, maintenance, locale } = facts;
  return {
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    origin: window.location.origin,
    route: match
      ? {
          name: match.route.name,
          access: match.route.access,
          requiresAuth: match.route.requiresAuth,
          guards: match.route.guards,
          paramsValid: match.paramsValid,
        }
      : null,
    user: guardUserOf(facts.me),
    markers: readMarkers(),
    maintenance:
      maintenance && maintenance.mandantCode === LOCALES[locale].mandantCode
        ? { enabled: maintenance.state.enabled }
        : null,
    serverRedirect: facts.serverRedirect,
    targets: guardTargetsFor(locale),
  };
}
