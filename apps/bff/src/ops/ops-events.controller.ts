import { Controller, Get, Req, Res, UseGuards, type OnModuleDestroy } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MANDANT_CODES } from '@shop/locales';
import { EventHubService, sseFrame } from '../events/event-hub.service';
import { OPEN_PAGES_HEARTBEAT_MS, OpenPagesService } from '../events/open-pages.service';
import { SSE_HEARTBEAT_FRAME, SSE_RETRY_MS, stateEvent } from '../events/sse.controller';
import { MaintenanceService } from '../maintenance/maintenance.service';
import { OpsGuard } from './ops.guard';

/** The open pages frame: a named event without an id (it does not move Last-Event-ID). */
export const openPagesFrame = (totals: Record<string, number>) =>
  `event: open-pages\ndata: ${JSON.stringify(totals)}\n\n`;

/**
 * The console's live stream (docs/decisions/0139-operations-console.md): the shop's event mechanism
 * (Redis pub/sub → EventHubService → SSE) for every tenant at once. It carries the maintenance events
 * of all tenants (the current state of each on connect, then every switch) and, every
 * OPEN_PAGES_HEARTBEAT_MS, the open shop pages per tenant. Nothing else of the shop's events: customer
 * events (carts, prices, documents) are not for operations.
 */
@Controller('api/ops/console/events')
@UseGuards(OpsGuard)
export class OpsEventsController implements OnModuleDestroy {
  private readonly open = new Set<Response>();

  constructor(
    private readonly hub: EventHubService,
    private readonly maintenance: MaintenanceService,
    private readonly openPages: OpenPagesService,
  ) {}

  onModuleDestroy(): void {
    for (const res of this.open) res.end();
    this.open.clear();
  }

  @Get()
  async stream(@Req() req: Request, @Res() res: Response): Promise<void> {
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    res.write(`retry: ${SSE_RETRY_MS}\n\n`);
    let closed = false;
    const write = (frame: string) => {
      if (!closed) res.write(frame);
    };
    const stops = MANDANT_CODES.map((code) =>
      this.hub.listen(code, (event, frame) => {
        if (event.type === 'maintenance') write(frame);
      }),
    );
    const sendPages = () =>
      this.openPages.totals().then(
        (totals) => write(openPagesFrame(totals)),
        () => write(SSE_HEARTBEAT_FRAME),
      );
    const timer = setInterval(() => void sendPages(), OPEN_PAGES_HEARTBEAT_MS);
    this.open.add(res);
    req.on('close', () => {
      closed = true;
      clearInterval(timer);
      this.open.delete(res);
      for (const stop of stops) stop();
    });
    await Promise.all(
      MANDANT_CODES.map(async (code) => {
        const state = await this.maintenance.of(code);
        if (state) write(sseFrame(stateEvent(code, state)));
      }),
    );
    await sendPages();
  }
}
