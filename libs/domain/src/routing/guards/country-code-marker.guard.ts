import { next, redirectTo, type Guard } from '../guard-types';

/**
 * Guard 3: a stored country-code marker (a country whose shop is external) is cleared and, when the
 * country has an external shop, followed by a full page load.
 */
export const countryCodeMarkerGuard: Guard = ({ markers, targets }) => {
  if (!markers.countryCode) return next();
  const url = targets.externalShop(markers.countryCode);
  const effects = { clearCountryCodeMarker: true };
  return url ? redirectTo(url, true, effects) : next(effects);
};
