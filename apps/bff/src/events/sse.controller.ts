import { Controller, Get, Query, Req, Res, type OnModuleDestroy } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  SSE_HEARTBEAT_EVENT,
  SSE_HEARTBEAT_MS,
  type MaintenanceChangedEvent,
  type ShopEvent,
} from '@shop/jobs';
import { isLocaleCode, LOCALES } from '@shop/locales';
import { MaintenanceService } from '../maintenance/maintenance.service';
import { badInput } from '../common/shop-error';
import { forwardCustomerEvent } from './customer-events';
import { EventHubService, sseFrame } from './event-hub.service';
import { OpenPagesService } from './open-pages.service';

/**
 * The heartbeat (libs/jobs SSE_HEARTBEAT_*): a named event, since comments never reach EventSource
 * listeners; without an id, so it does not move the browser's Last-Event-ID.
 */
export const SSE_HEARTBEAT_FRAME = `event: ${SSE_HEARTBEAT_EVENT}\ndata: {}\n\n`;
/** Reconnect delay the browser uses after a drop: 2 s plus up to 3 s of jitter per connection, so a
 * restarted BFF is not hit by every client in the same millisecond. */
export const SSE_RETRY_MS = 2000;
export const SSE_RETRY_JITTER_MS = 3000;
/** Reads of the state after the event subscription is back: up to 20 × 500 ms. */
const RESYNC_ATTEMPTS = 20;
const RESYNC_RETRY_MS = 500;

/** The state event of a tenant; its id is the change time, like the worker's events. */
export function stateEvent(mandantCode: string, state: MaintenanceChangedEvent['state']): ShopEvent {
  return { type: 'maintenance', id: String(Date.parse(state.changedAt) || 0), mandantCode, state };
}

interface OpenStream {
  mandantCode: string;
  /** Sends the event unless one newer than it was sent on this stream already. */
  send(event: ShopEvent, frame?: string): void;
}

/**
 * Server-sent events of one tenant: GET /sse?locale=de-at. Every event has an `id:`. On every
 * (re)connect — with or without Last-Event-ID — the client first gets the current state re-read
 * from Redis, so a client that was offline during a switch still ends in the right state (no event
 * log is replayed: the state is the resume point); then live events of its tenant only. An event
 * older than one already sent on the connection is dropped (the state read may finish after a newer
 * live event). A state that cannot be read is not sent: the browser keeps the one it knows. When the
 * BFF's event subscription comes back after a Redis outage, every open stream gets its tenant's
 * state again (switches published meanwhile were missed). Streams are ended, not cut, when the BFF
 * stops, so every client reconnects to the next BFF through any proxy.
 */
@Controller('sse')
export class SseController implements OnModuleDestroy {
  private readonly open = new Map<Response, OpenStream>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly stopResync: () => void;

  constructor(
    private readonly hub: EventHubService,
    private readonly maintenance: MaintenanceService,
    private readonly openPages: OpenPagesService,
  ) {
    // One timer for all connections instead of one per connection.
    this.heartbeat = setInterval(() => {
      for (const res of this.open.keys()) res.write(SSE_HEARTBEAT_FRAME);
    }, SSE_HEARTBEAT_MS);
    this.heartbeat.unref();
    this.stopResync = this.hub.onResubscribed(() => void this.resendStates());
  }

  /** Runs before Apollo stops and drains the server (`stopOnApplicationShutdown` in app.module.ts). */
  onModuleDestroy(): void {
    this.endAll();
  }

  get connectionCount(): number {
    return this.open.size;
  }

  @Get()
  async stream(@Query('locale') locale: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const mandantCode = isLocaleCode(locale) ? LOCALES[locale].mandantCode : null;
    // Answered by the global error filter, before any stream header is sent.
    if (!mandantCode) throw badInput('error.unknown-locale', { locale });
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
    const send = (event: ShopEvent, frame = sseFrame(event)) => {
      const id = Number(event.id);
      if (closed || id < lastSent) return;
      lastSent = id;
      res.write(frame);
    };
    const stop = this.hub.listen(mandantCode, (event, frame) =>
      event.type === 'maintenance' ? send(event, frame) : void forwardCustomerEvent(req, res, event),
    );
    this.open.set(res, { mandantCode, send });
    this.openPages.opened(mandantCode);
    // A bearer token's authentication ends with the token: the stream ends then, and the client
    // reconnects with a fresh token (decision 0047).
    const tokenEnds = req.bearerIdentity
      ? setTimeout(() => res.end(), Math.max(0, req.bearerIdentity.expiresAt - Date.now()))
      : undefined;
    tokenEnds?.unref();
    req.on('close', () => {
      closed = true;
      clearTimeout(tokenEnds);
      if (this.open.delete(res)) this.openPages.closed(mandantCode);
      stop();
    });

    const state = await this.maintenance.of(mandantCode);
    if (state) send(stateEvent(mandantCode, state));
  }

  /**
   * Every open stream gets its tenant's current state (one read per tenant). The read is retried for
   * a while: after an outage the subscription may be back before the connection that reads.
   */
  private async resendStates(): Promise<void> {
    const tenants = new Set([...this.open.values()].map((stream) => stream.mandantCode));
    await Promise.all(
      [...tenants].map(async (mandantCode) => {
        let state = await this.maintenance.of(mandantCode);
        for (let attempt = 1; !state && attempt < RESYNC_ATTEMPTS && this.open.size > 0; attempt++) {
          await new Promise((resolve) => setTimeout(resolve, RESYNC_RETRY_MS));
          state = await this.maintenance.of(mandantCode);
        }
        if (!state) return;
        const event = stateEvent(mandantCode, state);
        for (const stream of this.open.values()) if (stream.mandantCode === mandantCode) stream.send(event);
      }),
    );
  }

  /** Ends every stream (the browsers reconnect elsewhere); open streams would keep the server from closing. */
  private endAll(): void {
    clearInterval(this.heartbeat);
    this.stopResync();
    for (const [res, stream] of this.open) {
      res.end();
      this.openPages.closed(stream.mandantCode);
    }
    this.open.clear();
  }
}
