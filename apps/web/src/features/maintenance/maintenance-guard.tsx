import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LocaleCode } from '@shop/locales';
import { maintenanceRedirect } from '../events/maintenance-rule';
import { useMaintenanceEvents } from '../events/use-maintenance-events';
import { MaintenanceContext } from './maintenance-context';

/**
 * Follows the tenant's maintenance state: on every state change and every navigation the rule
 * decides whether the maintenance page (or, once it is over, the home page) has to be shown.
 */
export function MaintenanceGuard({ locale, children }: { locale: LocaleCode; children: ReactNode }) {
  const maintenance = useMaintenanceEvents(locale);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!maintenance) return;
    const target = maintenanceRedirect(locale, pathname, maintenance);
    if (target) void navigate(target, { replace: true });
  }, [locale, pathname, maintenance, navigate]);

  return <MaintenanceContext.Provider value={maintenance}>{children}</MaintenanceContext.Provider>;
}
