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
 * Reads the per-tenant maintenance state from Redis (written by the worker). Fails open: when
 * Redis cannot be read the shop stays usable rather than locking every tenant out.
 */
@Injectable()
export class MaintenanceService {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async all(): Promise<Record<string, MaintenanceState>> {
    const raw = await this.redis.hgetall(MAINTENANCE_STATE_KEY).catch(() => ({}) as Record<string, string>);
    return Object.fromEntries(MANDANT_CODES.map((code) => [code, parseState(raw[code])]));
  }

  async of(mandantCode: string): Promise<MaintenanceState> {
    const raw = await this.redis.hget(MAINTENANCE_STATE_KEY, mandantCode).catch(() => null);
    return parseState(raw ?? undefined);
  }
}

function parseState(raw: string | undefined): MaintenanceState {
  if (!raw) return MAINTENANCE_OFF;
  try {
    const value = JSON.parse(raw) as MaintenanceState;
    return { enabled: value.enabled === true, until: value.until ?? null, changedAt: value.changedAt };
  } catch {
    return MAINTENANCE_OFF;
  }
}
