import { createContext, useContext } from 'react';
import type { TenantMaintenanceState } from '../events/use-maintenance-events';

export const MaintenanceContext = createContext<TenantMaintenanceState | null>(null);

/** The last known maintenance state of the current tenant, or null before the first answer. */
export function useMaintenanceState(): TenantMaintenanceState | null {
  return useContext(MaintenanceContext);
}
