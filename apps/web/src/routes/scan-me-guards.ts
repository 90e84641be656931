import { useEffect, useMemo } from 'react';
import { runGuards, type GuardOutcome } from '@shop/domain';
import type { LocaleCode, RouteMatch } from '@shop/locales';
import { useHeadTags } from '../features/locale/head-tags';
import { useMaintenanceEvents } from '../features/maintenance/use-maintenance-events';
import {
  clearCountryCodeMarker,
  removeRegisterMarker,
  setRegisterMarker,
} from '../features/navigation/markers';
import type { FetchedMe } from '../features/session/fetch-me';
import { replaceLocation } from '../ui/full-page-navigation';
import { guardInputOf } from './guard-input';

/**
 * The route guards on scan-me's page of its own (decision 0125): the same guards on the same facts
 * as the shop's GuardRunner (guard-input.ts) — the tenant's live maintenance state, who is signed in,
 * the markers — run again whenever they change. Scan-me's route waits for nobody (no sign-in, no
 * access level), so the page shows at once. A redirect to this page's own path (guard 6 cleaning the
 * query) replaces the address; any other leads into the shop (the maintenance page, registration):
 * a full page load.
 */
export function useScanMeGuards(locale: LocaleCode, match: RouteMatch, me: FetchedMe): GuardOutcome {
  const maintenance = useMaintenanceEvents(locale);
  const { pathname, search, hash } = window.location;
  const { outcome, address } = useMemo(() => {
    const run = (at: Address) =>
      runGuards(
        guardInputOf({ location: at, match, me: me.data?.me, maintenance, locale, serverRedirect: null }),
      );
    const here = { pathname, search, hash };
    const first = run(here);
    if (first.kind !== 'redirect') return { outcome: first, address: here };
    const target = new URL(first.to, window.location.href);
    if (target.origin !== window.location.origin || target.pathname !== pathname)
      return { outcome: first, address: here };
    // This page at a cleaned address: the guards again there.
    const cleaned = { pathname, search: target.search, hash: target.hash };
    return { outcome: run(cleaned), address: cleaned };
  }, [pathname, search, hash, match, me.data, maintenance, locale]);

  const effects = outcome.effects;
  useHeadTags(effects.head);
  useEffect(() => {
    if (effects.registerMarker === 'set') setRegisterMarker();
    if (effects.registerMarker === 'remove') removeRegisterMarker();
    if (effects.clearCountryCodeMarker) clearCountryCodeMarker();
  }, [effects]);
  const href = `${address.pathname}${address.search}${address.hash}`;
  useEffect(() => {
    if (href !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
      window.history.replaceState(window.history.state, '', href);
  }, [href]);
  const redirect = outcome.kind === 'redirect' ? outcome.to : null;
  useEffect(() => {
    if (redirect) replaceLocation(redirect);
  }, [redirect]);
  return outcome;
}

interface Address {
  pathname: string;
  search: string;
  hash: string;
}
