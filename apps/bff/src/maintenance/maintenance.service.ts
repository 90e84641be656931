import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { MAINTENANCE_STATE_KEY, type MaintenanceState } from '@shop/jobs';
import { MANDANT_CODES } from '@shop/locales';
import { REDIS } from '../infra/tokens';

export const MAINTENANCE_OFF: MaintenanceState = {
  enabled: false,
  until: null,
  changedAt: new Date(0).toISOString(),
};

/**
 * Reads the per-tenant maintenance state from Redis (written by the worker only). Fails open: when
 * Redis cannot be read the shop stays usable rather than locking every tenant out.
 */
@Injectable()
export class MaintenanceService {
  /** Reads of one tenant in flight: a reconnect storm of N SSE clients costs one HGET, not N. */
  private readonly reading = new Map<string, Promise<MaintenanceState>>();

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async all(): Promise<Record<string, MaintenanceState>> {
    const raw = await this.redis.hgetall(MAINTENANCE_STATE_KEY).catch(() => ({}) as Record<string, string>);
    return Object.fromEntries(MANDANT_CODES.map((code) => [code, parseMaintenanceState(raw[code])]));
  }

  of(mandantCode: string): Promise<MaintenanceState> {
    const pending = this.reading.get(mandantCode);
    if (pending) return pending;
    const read = this.redis
      .hget(MAINTENANCE_STATE_KEY, mandantCode)
      .catch(() => null)
      .then((raw) => parseMaintenanceState(raw ?? undefined))
      .finally(() => this.reading.delete(mandantCode));
    this.reading.set(mandantCode, read);
    return read;
  }
}

export function parseMaintenanceState(raw: string | undefined): MaintenanceState {
  if (!raw) return MAINTENANCE_OFF;
  try {
    const value = JSON.parse(raw) as Partial<MaintenanceState>;
    return {
      enabled: value.enabled === true,
      until: typeof value.until === 'string' ? value.until : null,
      changedAt: typeof value.changedAt === 'string' ? value.changedAt : MAINTENANCE_OFF.changedAt,
    };
  } catch {
    return MAINTENANCE_OFF;
  }
}
