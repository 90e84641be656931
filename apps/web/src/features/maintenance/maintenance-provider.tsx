import type { ReactNode } from 'react';
import type { LocaleCode } from '@shop/locales';
import { useMaintenanceEvents } from './use-maintenance-events';
import { MaintenanceContext } from './maintenance-context';

/**
 * Holds the live maintenance state of the locale's tenant (POST /api/maintenance + /sse) for
 * everything below it. Guard 5 of the guard runner (libs/domain) moves the page when it changes.
 */
export function MaintenanceProvider({ locale, children }: { locale: LocaleCode; children: ReactNode }) {
  const maintenance = useMaintenanceEvents(locale);
  return <MaintenanceContext.Provider value={maintenance}>{children}</MaintenanceContext.Provider>;
}
