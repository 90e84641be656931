import { httpErrorOf } from '../common/http-error.filter';
import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import type Redis from 'ioredis';
import { SSE_HEARTBEAT_MS, type MaintenanceChangedEvent, type MaintenanceState } from '@shop/jobs';
import type { MaintenanceService } from '../maintenance/maintenance.service';
import { EventHubService } from './event-hub.service';
import { OpenPagesService } from './open-pages.service';
import { SSE_HEARTBEAT_FRAME, SseController } from './sse.controller';

/** HTTP request and response of one stream: the system edge of the controller. */
function fakeStream() {
  const req = Object.assign(new EventEmitter(), { socket: { setNoDelay: jest.fn() } });
  const written: string[] = [];
  const res = {
    statusCode: 0,
    headers: {} as Record<string, string>,
    ended: false,
    body: undefined as unknown,
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    setHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    },
    flushHeaders: jest.fn(),
    write(chunk: string) {
      written.push(chunk);
      return true;
    },
    end() {
      this.ended = true;
    },
    json(body: unknown) {
      this.body = body;
    },
  };
  return {
    req: req as unknown as Request & EventEmitter,
    res: res as unknown as Response & typeof res,
    written,
  };
}

const state = (enabled: boolean, changedAt: string): MaintenanceState => ({
  enabled,
  until: null,
  changedAt,
});
const event = (mandantCode: string, s: MaintenanceState): MaintenanceChangedEvent => ({
  type: 'maintenance',
  id: String(Date.parse(s.changedAt)),
  mandantCode,
  state: s,
});

describe('SseController', () => {
  let hub: EventHubService;
  let stored: MaintenanceState;
  let controller: SseController;
  let openPages: OpenPagesService;

  beforeEach(() => {
    openPages = new OpenPagesService({} as Redis);
    jest.useFakeTimers();
    hub = new EventHubService({} as Redis, { REDIS_URL: 'redis://127.0.0.1:6379' });
    stored = state(false, '2026-11-23T10:00:00.000Z');
    const maintenance = { of: jest.fn(async () => stored) } as unknown as MaintenanceService;
    controller = new SseController(hub, maintenance, openPages);
  });

  afterEach(() => {
    controller.onModuleDestroy();
    jest.useRealTimers();
  });

  it('opens an event stream: retry with jitter, then the current state with its id', async () => {
    const { req, res, written } = fakeStream();
    await controller.stream('de-de', req, res);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache, no-transform');
    const retry = Number(/^retry: (\d+)\n\n$/.exec(written[0])?.[1]);
    expect(retry).toBeGreaterThanOrEqual(2000);
    expect(retry).toBeLessThan(5000);
    expect(written[1]).toBe(
      `id: ${Date.parse(stored.changedAt)}\nevent: maintenance\ndata: ${JSON.stringify(event('30HHDE', stored))}\n\n`,
    );
  });

  it('counts its open streams per tenant until each closes (open shop pages of the ops console)', async () => {
    const first = fakeStream();
    const second = fakeStream();
    const other = fakeStream();
    await controller.stream('de-de', first.req, first.res);
    await controller.stream('de-de', second.req, second.res);
    await controller.stream('de-at', other.req, other.res);
    expect(openPages.local()).toEqual({ '30HHDE': 2, '20HHAT': 1 });
    first.req.emit('close');
    first.req.emit('close');
    expect(openPages.local()).toEqual({ '30HHDE': 1, '20HHAT': 1 });
    controller.onModuleDestroy();
    second.req.emit('close');
    expect(openPages.local()).toEqual({});
  });

  it('forwards live events of its tenant only and drops one older than what it sent', async () => {
    const { req, res, written } = fakeStream();
    await controller.stream('de-de', req, res);
    hub.dispatch(event('20HHAT', state(true, '2026-11-23T11:00:00.000Z')));
    hub.dispatch(event('30HHDE', state(true, '2026-11-23T12:00:00.000Z')));
    hub.dispatch(event('30HHDE', state(false, '2026-11-23T11:30:00.000Z')));
    expect(written.slice(2)).toHaveLength(1);
    expect(written[2]).toContain('"mandantCode":"30HHDE"');
    expect(written[2]).toContain('"enabled":true');
  });

  it('does not send the state read on connect when a newer live event came first', async () => {
    const { req, res, written } = fakeStream();
    let finishRead: (s: MaintenanceState) => void = () => undefined;
    const slow = { of: () => new Promise<MaintenanceState>((resolve) => (finishRead = resolve)) };
    const racing = new SseController(hub, slow as unknown as MaintenanceService, openPages);
    const connecting = racing.stream('de-de', req, res);
    hub.dispatch(event('30HHDE', state(true, '2026-11-23T12:00:00.000Z')));
    finishRead(state(false, '2026-11-23T10:00:00.000Z'));
    await connecting;
    expect(written.filter((w) => w.startsWith('id:'))).toHaveLength(1);
    expect(written[1]).toContain('"enabled":true');
    racing.onModuleDestroy();
  });

  it('sends a heartbeat event to every open stream and forgets closed ones', async () => {
    const first = fakeStream();
    const second = fakeStream();
    await controller.stream('de-at', first.req, first.res);
    await controller.stream('cs-cz', second.req, second.res);
    expect(controller.connectionCount).toBe(2);
    jest.advanceTimersByTime(SSE_HEARTBEAT_MS);
    expect(first.written.at(-1)).toBe('event: heartbeat\ndata: {}\n\n');
    expect(second.written.at(-1)).toBe(SSE_HEARTBEAT_FRAME);

    second.req.emit('close');
    expect(controller.connectionCount).toBe(1);
    expect(hub.listenerCount('80HHCZ')).toBe(0);
    const before = second.written.length;
    jest.advanceTimersByTime(SSE_HEARTBEAT_MS);
    expect(second.written).toHaveLength(before);
  });

  it('sends no state it cannot read (the browser keeps the one it knows), and live events still', async () => {
    const unknown = { of: jest.fn(async () => null) } as unknown as MaintenanceService;
    const blind = new SseController(hub, unknown, openPages);
    const { req, res, written } = fakeStream();
    await blind.stream('de-de', req, res);
    expect(res.statusCode).toBe(200);
    expect(written.filter((w) => w.includes('event: maintenance'))).toEqual([]);
    hub.dispatch(event('30HHDE', state(true, '2026-11-23T12:00:00.000Z')));
    expect(written.at(-1)).toContain('"enabled":true');
    blind.onModuleDestroy();
  });

  it('ends every open stream on shutdown so the server can close', async () => {
    const { req, res } = fakeStream();
    await controller.stream('de-at', req, res);
    controller.onModuleDestroy();
    expect(res.ended).toBe(true);
    expect(controller.connectionCount).toBe(0);
  });

  it('answers 400 with a message key for an unknown or tenant-less locale', async () => {
    for (const locale of ['xx-yy', 'sr-rs']) {
      const { req, res } = fakeStream();
      const refusal = await controller.stream(locale, req, res).then(
        () => null,
        (error: unknown) => httpErrorOf(error),
      );
      expect(refusal).toEqual({
        status: 400,
        body: { code: 'BAD_USER_INPUT', messageKey: 'error.unknown-locale', details: { locale } },
      });
      expect(controller.connectionCount).toBe(0);
    }
  });
});
