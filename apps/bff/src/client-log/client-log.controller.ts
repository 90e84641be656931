import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { ShopError } from '../common/shop-error';
import { RATE_LIMITED_KEY, RateLimiter, rateLimitHeaders } from '../rate-limit/rate-limit';
import { rateLimitCallerOf } from '../rate-limit/rate-limit-caller';
import { ClientLogDto } from './client-log.dto';
import { CLIENT_LOG_LIMITER, WEB_LOGGER } from './client-log.tokens';

/**
 * POST /api/log: the web's error reports and log lines into the structured log, as service "web"
 * (decision 0112). Public (guests' pages fail too); counted per caller by a budget of its own, so a
 * page in an error loop cannot flood the log. The answer is 204 without body: the reporter ignores it.
 */
@Controller('api/log')
export class ClientLogController {
  constructor(
    @Inject(WEB_LOGGER) private readonly logger: Logger,
    @Inject(CLIENT_LOG_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  async log(
    @Body() body: ClientLogDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    const caller = rateLimitCallerOf(req);
    const counted = await this.limiter.count({ key: `client-log:${caller.key}`, integration: false });
    if (counted) res.set(rateLimitHeaders(counted.status));
    if (counted?.limited) {
      res.set('retry-after', String(counted.status.resetInSeconds));
      throw new ShopError('RATE_LIMITED', RATE_LIMITED_KEY, {
        retryAfterSeconds: counted.status.resetInSeconds,
      });
    }
    const user = req.session?.user;
    this.logger[body.level](
      {
        client: body.context ?? {},
        reqId: req.id,
        mandantCode: user?.mandantCode ?? null,
        userType: user?.userType ?? null,
        userAgent: req.headers['user-agent'] ?? null,
      },
      body.message,
    );
  }
}
