import { createContext, useContext } from 'react';
import type { TenantMaintenanceState } from './use-maintenance-events';

export type { TenantMaintenanceState } from './use-maintenance-events';

/**
 * The live maintenance state of the current locale's tenant, provided by MaintenanceProvider:
 * `{ mandantCode, state: { enabled, until, changedAt } }`, or null before the first answer (and for
 * locales without a tenant).
 */
export const MaintenanceContext = createContext<TenantMaintenanceState | null>(null);

/** The last known maintenance state of the current tenant, or null before the first answer. */
export function useMaintenanceState(): TenantMaintenanceState | null {
  return useContext(MaintenanceContext);
}

/** Whether the current tenant is in maintenance now (false while unknown: the shop fails open). */
export function useInMaintenance(): boolean {
  return useContext(MaintenanceContext)?.state.enabled === true;
}
