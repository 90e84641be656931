import type { MaintenanceState } from '@shop/jobs';

/** Whether a state is at least as recent as the one already applied (POST answers may arrive late). */
export function isNewerState(candidate: MaintenanceState, current: MaintenanceState | null): boolean {
  if (!current) return true;
  const candidateTime = Date.parse(candidate.changedAt);
  const currentTime = Date.parse(current.changedAt);
  if (Number.isNaN(candidateTime) || Number.isNaN(currentTime)) return true;
  return candidateTime >= currentTime;
}
