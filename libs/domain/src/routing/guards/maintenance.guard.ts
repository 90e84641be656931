import { next, redirectTo, type Guard } from '../guard-types';

/**
 * Guard 5, per tenant: in maintenance every route but the maintenance page leads there; out of
 * maintenance the maintenance page leads to the home page. An unknown state changes nothing.
 */
export const maintenanceGuard: Guard = ({ maintenance, route, targets }) => {
  if (!maintenance) return next();
  const onMaintenancePage = route?.name === 'maintenance';
  if (maintenance.enabled && !onMaintenancePage) return redirectTo(targets.maintenance);
  if (!maintenance.enabled && onMaintenancePage) return redirectTo(targets.home);
  return next();
};
