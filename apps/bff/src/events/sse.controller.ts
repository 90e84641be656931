import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ShopEvent } from '@shop/jobs';
import { isLocaleCode, LOCALES } from '@shop/locales';
import { MaintenanceService } from '../maintenance/maintenance.service';
import { EventHubService } from './event-hub.service';

const HEARTBEAT_MS = 25_000;

/**
 * Server-sent events of one tenant: GET /sse?locale=de-at. On every (re)connect the client first
 * gets the current maintenance state, so a client that was offline during a switch still ends in
 * the right state; then it gets live events of its tenant only.
 */
@Controller('sse')
export class SseController {
  constructor(
    private readonly hub: EventHubService,
    private readonly maintenance: MaintenanceService,
  ) {}

  @Get()
  async stream(@Query('locale') locale: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const mandantCode = isLocaleCode(locale) ? LOCALES[locale].mandantCode : null;
    if (!mandantCode) {
      res.status(400).json({ code: 'BAD_USER_INPUT', messageKey: 'error.unknown-locale' });
      return;
    }
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('Connection', 'keep-alive');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    res.write('retry: 2000\n\n');

    const send = (event: ShopEvent) =>
      res.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    const stop = this.hub.listen(mandantCode, send);
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    req.on('close', () => {
      clearInterval(heartbeat);
      stop();
    });

    const state = await this.maintenance.of(mandantCode);
    send({ type: 'maintenance', id: String(Date.parse(state.changedAt) || 0), mandantCode, state });
  }
}
