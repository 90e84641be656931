import { accessLevelGuard } from './guards/access-level.guard';
import { checkoutGuard } from './guards/checkout.guard';
import { countryCodeMarkerGuard } from './guards/country-code-marker.guard';
import { maintenanceGuard } from './guards/maintenance.guard';
import { notFoundGuard } from './guards/not-found.guard';
import { queryCleaningGuard } from './guards/query-cleaning.guard';
import { registerMarkerGuard } from './guards/register-marker.guard';
import { registerWithCustomerGuard } from './guards/register-with-customer.guard';
import { serverRedirectGuard } from './guards/server-redirect.guard';
import { signInRequiredGuard } from './guards/sign-in-required.guard';
import type { Guard, GuardEffects, GuardInput, GuardOutcome } from './guard-types';

/** Every guard by name: the nine global ones in docs/rules/routes-and-guards.md and the route guards. */
export const GUARDS: Readonly<Record<string, Guard>> = {
  'register-marker': registerMarkerGuard,
  'register-with-customer': registerWithCustomerGuard,
  'country-code-marker': countryCodeMarkerGuard,
  'access-level': accessLevelGuard,
  maintenance: maintenanceGuard,
  'query-cleaning': queryCleaningGuard,
  'server-redirect': serverRedirectGuard,
  'not-found': notFoundGuard,
  'sign-in-required': signInRequiredGuard,
  checkout: checkoutGuard,
};

/** The guards of docs/rules/routes-and-guards.md, in this order. */
export const GLOBAL_GUARD_ORDER = [
  'register-marker',
  'register-with-customer',
  'country-code-marker',
  'access-level',
  'maintenance',
  'query-cleaning',
  'server-redirect',
  'not-found',
  'sign-in-required',
] as const;

/** An unknown route guard is an error, not a silent pass (docs/rules/errors.md). */
export function guardNamed(name: string): Guard {
  const guard = Object.prototype.hasOwnProperty.call(GUARDS, name) ? GUARDS[name] : undefined;
  if (!guard) throw new Error(`Unknown route guard: ${name}`);
  return guard;
}

function merge(into: GuardEffects, more: GuardEffects | undefined): GuardEffects {
  return more ? { ...into, ...more } : into;
}

/**
 * Runs the global guards in spec order, then the route's own guards, and stops at the first that
 * redirects or fails. Effects (markers, head tags) of every guard that ran are collected.
 */
export function runGuards(input: GuardInput, order: readonly string[] = GLOBAL_GUARD_ORDER): GuardOutcome {
  const names = [...order, ...(input.route?.guards ?? [])];
  const guards = names.map((name) => [name, guardNamed(name)] as const);
  let effects: GuardEffects = {};
  for (const [name, guard] of guards) {
    const result = guard(input);
    effects = merge(effects, result.effects);
    if (result.kind === 'redirect')
      return { kind: 'redirect', guard: name, to: result.to, external: result.external, effects };
    if (result.kind === 'error') return { kind: 'error', guard: name, error: result.error, effects };
  }
  return { kind: 'allow', effects };
}
