import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS_KEYS } from '@shop/jobs';
import { MANDANT_CODES } from '@shop/locales';
import { REDIS } from '../infra/tokens';

/** How often each process writes its counts; an entry not refreshed for three periods is gone. */
export const OPEN_PAGES_HEARTBEAT_MS = 5_000;
export const OPEN_PAGES_TTL_MS = 3 * OPEN_PAGES_HEARTBEAT_MS;

interface ProcessEntry {
  counts: Record<string, number>;
  expiresAt: number;
}

/** Sums the live entries of every process; answers the expired fields to drop. */
export function sumOpenPages(
  raw: Record<string, string>,
  now: number,
): { totals: Record<string, number>; expired: string[] } {
  const totals: Record<string, number> = Object.fromEntries(MANDANT_CODES.map((code) => [code, 0]));
  const expired: string[] = [];
  for (const [field, value] of Object.entries(raw)) {
    let entry: ProcessEntry | null = null;
    try {
      entry = JSON.parse(value) as ProcessEntry;
    } catch {
      entry = null;
    }
    if (!entry || typeof entry.expiresAt !== 'number' || entry.expiresAt <= now) {
      expired.push(field);
      continue;
    }
    for (const code of MANDANT_CODES) {
      const count = entry.counts?.[code];
      if (typeof count === 'number' && count > 0) totals[code] += count;
    }
  }
  return { totals, expired };
}

/**
 * The open shop pages (SSE streams) per tenant across every BFF process (docs/decisions/0139): each
 * process counts its own streams and writes them to one Redis hash under its own field every
 * OPEN_PAGES_HEARTBEAT_MS; `totals()` sums the fields that are not expired. A process that dies
 * stops refreshing, and its field is dropped after OPEN_PAGES_TTL_MS. A process that stops removes it.
 */
@Injectable()
export class OpenPagesService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(OpenPagesService.name);
  private readonly processId = randomUUID();
  private readonly counts = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.report(), OPEN_PAGES_HEARTBEAT_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.redis.hdel(REDIS_KEYS.openPages, this.processId).catch(() => undefined);
  }

  opened(mandantCode: string): void {
    this.counts.set(mandantCode, (this.counts.get(mandantCode) ?? 0) + 1);
  }

  closed(mandantCode: string): void {
    const left = (this.counts.get(mandantCode) ?? 0) - 1;
    if (left > 0) this.counts.set(mandantCode, left);
    else this.counts.delete(mandantCode);
  }

  /** This process's streams per tenant. */
  local(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }

  /** Writes this process's counts now (the heartbeat; also after a test opened streams). */
  async report(): Promise<void> {
    const entry: ProcessEntry = { counts: this.local(), expiresAt: Date.now() + OPEN_PAGES_TTL_MS };
    await this.redis
      .hset(REDIS_KEYS.openPages, this.processId, JSON.stringify(entry))
      .catch((error: Error) => this.logger.debug(`open pages not reported: ${error.message}`));
  }

  /** Open pages per tenant of every process (every tenant listed, 0 for none). */
  async totals(): Promise<Record<string, number>> {
    await this.report();
    const raw = await this.redis.hgetall(REDIS_KEYS.openPages);
    const { totals, expired } = sumOpenPages(raw, Date.now());
    if (expired.length > 0) await this.redis.hdel(REDIS_KEYS.openPages, ...expired).catch(() => undefined);
    return totals;
  }
}
