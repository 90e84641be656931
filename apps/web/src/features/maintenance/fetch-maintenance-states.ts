import type { MaintenanceState } from '@shop/jobs';

/** POST /api/maintenance answers the state of every tenant, keyed by mandant code (docs/rules/calls.md). */
export async function fetchMaintenanceStates(
  signal?: AbortSignal,
): Promise<Record<string, MaintenanceState>> {
  const response = await fetch('/api/maintenance', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`POST /api/maintenance answered ${response.status}`);
  return (await response.json()) as Record<string, MaintenanceState>;
}
