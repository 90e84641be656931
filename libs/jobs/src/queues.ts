/** Queue names: the contract between BFF, ops CLI and worker. */
export const QUEUES = {
  maintenance: 'maintenance',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Job payload of the maintenance queue: switch one tenant's maintenance mode. */
export interface MaintenanceJob {
  mandantCode: string;
  enabled: boolean;
  /** ISO timestamp when a maintenance window ends by itself, or null. */
  until: string | null;
  /** Who asked for it (ops user name or 'schedule'). */
  requestedBy: string;
}
