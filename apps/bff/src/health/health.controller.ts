import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type Redis from 'ioredis';
import type { Db } from '@shop/db';
import { withDeadline } from '@shop/redis';
import { DB, REDIS } from '../infra/tokens';
import { Draining } from './draining';

@Controller('health')
export class HealthController {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly draining: Draining,
  ) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  /** Ready when both the database and Redis answer; 503 names the part that does not, or says it is draining. */
  @Get('ready')
  async ready(@Res() res: Response) {
    if (this.draining.active) {
      res.status(HttpStatus.SERVICE_UNAVAILABLE).json({ status: 'draining' });
      return;
    }
    const [database, redis] = await Promise.all([
      // Bounded like the ping: a database that accepts but never answers must not hang the probe.
      withDeadline(this.db.query('select 1'), 1000, 'the database').then(
        () => 'ok',
        () => 'down',
      ),
      withDeadline(this.redis.ping(), 1000, 'redis').then(
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
