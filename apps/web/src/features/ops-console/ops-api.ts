import type { MaintenanceLogEntry, MaintenanceState } from '@shop/jobs';

/** The console's server side (apps/bff/src/ops, docs/decisions/0139-operations-console.md). */
export const OPS_API = '/api/ops';
export const OPS_EVENTS_URL = `${OPS_API}/console/events`;
/** Where the console's sign-in starts and comes back to. */
export const OPS_LOGIN_URL = `/auth/login?${new URLSearchParams({ locale: 'de-de', redirect: '/ops' }).toString()}`;

export interface OpsMe {
  via: 'token' | 'session';
  name: string | null;
  loginEmail: string | null;
  queueBoard: string;
  queues: string[];
}

export interface OpsTenant {
  mandantCode: string;
  state: MaintenanceState;
  window: { start: string | null; end: string | null };
  openPages: number;
  log: MaintenanceLogEntry[];
}

/** A refused or failed call: the status and the shop's error body (code and message key). */
export class OpsApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    readonly messageKey: string | null,
    readonly fields: { field: string; messageKey: string }[] = [],
  ) {
    super(messageKey ?? `HTTP ${status}`);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${OPS_API}${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
  } catch {
    throw new OpsApiError(0, 'UNAVAILABLE', 'error.service-unavailable');
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const details = body?.details as { fields?: { field: string; messageKey: string }[] } | undefined;
    throw new OpsApiError(
      response.status,
      typeof body?.code === 'string' ? body.code : null,
      typeof body?.messageKey === 'string' ? body.messageKey : null,
      details?.fields ?? [],
    );
  }
  return body as T;
}

export const fetchOpsMe = () => call<OpsMe>('/console/me');

/** One 10-second window of the BFF process that answered (docs/decisions/0135-metrics.md). */
export interface TrafficSample {
  at: string;
  requestsPerSecond: number;
  p95Ms: number | null;
  errors: number;
}

export interface QueueDepth {
  queue: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

export interface OpsHealth {
  /** False with METRICS=off: no samples. */
  metrics: boolean;
  samples: TrafficSample[];
  /** Null while Redis does not answer. */
  queues: QueueDepth[] | null;
}

export const fetchOpsHealth = () => call<OpsHealth>('/console/metrics');

export const fetchOpsTenants = () =>
  call<{ tenants: OpsTenant[] }>('/console/tenants').then((r) => r.tenants);

export interface MaintenanceCommand {
  mandantCode: string;
  enabled: boolean;
  from?: string | null;
  until?: string | null;
}

/** Hands a switch or a window to the worker (through the maintenance queue); 202. */
export const sendMaintenance = (command: MaintenanceCommand) =>
  call<{ jobId: string }>('/maintenance', { method: 'POST', body: JSON.stringify(command) });

export const refreshPrices = (mandantCode: string, customerNos: string[]) =>
  call<{ jobId: string }>('/console/prices/refresh', {
    method: 'POST',
    body: JSON.stringify({ mandantCode, customerNos: customerNos.length ? customerNos : null }),
  });

/** The message key of an error for the user: the first field's, else the body's. */
export function messageKeyOf(error: unknown): string | null {
  if (!(error instanceof OpsApiError)) return null;
  return error.fields[0]?.messageKey ?? error.messageKey;
}

export interface OpsApiClient {
  clientId: string;
  name: string;
  role: string | null;
  mandantCode: string;
  customerNo: string;
  customerName: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  state: 'ACTIVE' | 'REVOKED';
  version: number;
}

export const fetchOpsApiClients = () =>
  call<{ clients: OpsApiClient[] }>('/console/api-clients').then((r) => r.clients);

/** Revokes a client at the version shown; its tokens are refused from the next request on. */
export const revokeOpsApiClient = (client: Pick<OpsApiClient, 'clientId' | 'version'>) =>
  call<OpsApiClient>(`/console/api-clients/${encodeURIComponent(client.clientId)}/revoke`, {
    method: 'POST',
    body: JSON.stringify({ version: client.version }),
  });
