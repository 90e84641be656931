import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type Redis from 'ioredis';
import type { Db } from '@shop/db';
import { DB, REDIS } from '../infra/tokens';

@Controller('health')
export class HealthController {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  /** Ready when both the database and Redis answer; 503 names the part that does not. */
  @Get('ready')
  async ready(@Res() res: Response) {
    const [database, redis] = await Promise.all([
      // Bounded like the ping: a database that accepts but never answers must not hang the probe.
      withTimeout(this.db.query('select 1'), 1000).then(
        () => 'ok',
        () => 'down',
      ),
      withTimeout(this.redis.ping(), 1000).then(
        () => 'ok',
        () => 'down',
      ),
    ]);
    const ok = database === 'ok' && redis === 'ok';
    res
      .status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
      .json({ status: ok ? 'ok' : 'down', database, redis });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms)),
  ]);
}
