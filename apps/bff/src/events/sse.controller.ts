import { Controller, Get, Query, Req, Res, type OnModuleDestroy } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { MaintenanceChangedEvent, ShopEvent } from '@shop/jobs';
import { isLocaleCode, LOCALES } from '@shop/locales';
import { MaintenanceService } from '../maintenance/maintenance.service';
import { forwardPricesEvent } from '../pricing/prices-sse';
import { EventHubService, sseFrame } from './event-hub.service';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const SSE_HEARTBEAT_MS = 15_000;
/** Reconnect delay the browser uses after a drop: 2 s plus up to 3 s of jitter per connection, so a
 * restarted BFF is not hit by every client in the same millisecond. */
export const SSE_RETRY_MS = 2000;
export const SSE_RETRY_JITTER_MS = 3000;

/** The state event of a tenant; its id is the change time, like the worker's events. */
export function stateEvent(mandantCode: string, state: MaintenanceChangedEvent['state']): ShopEvent {
  return { type: 'maintenance', id: String(Date.parse(state.changedAt) || 0), mandantCode, state };
}

/**
 * Server-sent events of one tenant: GET /sse?locale=de-at. Every event has an `id:`. On every
 * (re)connect — with or without Last-Event-ID — the client first gets the current state re-read
 * from Redis, so a client that was offline during a switch still ends in the right state; then live
 * events of its tenant only. An event older than one already sent on the connection is dropped
 * (the state read may finish after a newer live event).
 */
@Controller('sse')
export class SseController implements OnModuleDestroy {
  private readonly open = new Set<Response>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly hub: EventHubService,
    private readonly maintenance: MaintenanceService,
  ) {
    // One timer for all connections instead of one per connection.
    this.heartbeat = setInterval(() => {
      for (const res of this.open) res.write(': ping\n\n');
    }, SSE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    // Open streams would keep the HTTP server from closing; the browsers reconnect elsewhere.
    for (const res of this.open) res.end();
    this.open.clear();
  }

  get connectionCount(): number {
    return this.open.size;
  }

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
    req.socket.setNoDelay(true);
    res.write(`retry: ${SSE_RETRY_MS + Math.floor(Math.random() * SSE_RETRY_JITTER_MS)}\n\n`);

    let closed = false;
    let lastSent = -1;
    const send = (event: ShopEvent, frame: string) => {
      const id = Number(event.id);
      if (closed || id < lastSent) return;
      lastSent = id;
      res.write(frame);
    };
    const stop = this.hub.listen(mandantCode, (event, frame) =>
      event.type === 'prices-changed' ? void forwardPricesEvent(req, res, event) : send(event, frame),
    );
    this.open.add(res);
    req.on('close', () => {
      closed = true;
      this.open.delete(res);
      stop();
    });

    const current = stateEvent(mandantCode, await this.maintenance.of(mandantCode));
    send(current, sseFrame(current));
  }
}
