import type { MaintenanceState } from '@shop/jobs';
import { LOCALES, type LocaleCode } from '@shop/locales';
import { homePath, maintenancePath, samePath } from '../../routes/paths';

export interface TenantMaintenance {
  mandantCode: string;
  state: Pick<MaintenanceState, 'enabled'>;
}

/**
 * Spec 01 §4 guard 5, per tenant: while the current locale's tenant is in maintenance every page
 * leads to the maintenance page; once it ends the maintenance page leads home. States of other
 * tenants change nothing. Returns the path to go to, or null to stay.
 */
export function maintenanceRedirect(
  locale: LocaleCode,
  pathname: string,
  maintenance: TenantMaintenance,
): string | null {
  const tenant = LOCALES[locale].mandantCode;
  if (!tenant || maintenance.mandantCode !== tenant) return null;
  const onMaintenancePage = samePath(pathname, maintenancePath(locale));
  if (maintenance.state.enabled && !onMaintenancePage) return maintenancePath(locale);
  if (!maintenance.state.enabled && onMaintenancePage) return homePath(locale);
  return null;
}

/** Whether a state is at least as recent as the one already applied (POST answers may arrive late). */
export function isNewerState(candidate: MaintenanceState, current: MaintenanceState | null): boolean {
  if (!current) return true;
  const candidateTime = Date.parse(candidate.changedAt);
  const currentTime = Date.parse(current.changedAt);
  if (Number.isNaN(candidateTime) || Number.isNaN(currentTime)) return true;
  return candidateTime >= currentTime;
}
