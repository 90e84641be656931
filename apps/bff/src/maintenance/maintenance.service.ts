import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { MAINTENANCE_STATE_KEY, type MaintenanceState } from '@shop/jobs';
import { MANDANT_CODES } from '@shop/locales';
import { unavailable } from '../common/shop-error';
import { SingleFlight } from '../common/single-flight';
import { REDIS } from '../infra/tokens';

export const MAINTENANCE_OFF: MaintenanceState = {
  enabled: false,
  until: null,
  changedAt: new Date(0).toISOString(),
};

/**
 * Reads the per-tenant maintenance state from Redis (written by the worker only). A state that
 * cannot be read is unknown, never "off": `all()` then fails with UNAVAILABLE and `of()` answers
 * null, and the browser keeps the last state it knew. (The shop's own pages do not wait for it: the
 * maintenance page is shown only on a known "on".)
 */
@Injectable()
export class MaintenanceService {
  /** Reads of one tenant in flight: a reconnect storm of N SSE clients costs one HGET, not N. */
  private readonly reading = new SingleFlight<string, MaintenanceState | null>();

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async all(): Promise<Record<string, MaintenanceState>> {
    const raw = await this.redis.hgetall(MAINTENANCE_STATE_KEY).catch(() => {
      throw unavailable();
    });
    return Object.fromEntries(MANDANT_CODES.map((code) => [code, parseMaintenanceState(raw[code])]));
  }

  /** The tenant's state, or null when it cannot be read now. */
  of(mandantCode: string): Promise<MaintenanceState | null> {
    return this.reading.run(mandantCode, () =>
      this.redis.hget(MAINTENANCE_STATE_KEY, mandantCode).then(
        (raw) => parseMaintenanceState(raw ?? undefined),
        () => null,
      ),
    );
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
