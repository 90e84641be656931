import { SSE_HEARTBEAT_EVENT, SSE_STALE_AFTER_MS } from '@shop/jobs';

/** EventSource.OPEN: connected, events flow. */
const OPEN = 1;
/** EventSource.CLOSED: the browser gave up (HTTP error, wrong content type) and will not retry. */
const CLOSED = 2;

export interface EventStreamOptions {
  /** Called on every (re)connect: the place to re-read state the stream may have missed. */
  onOpen?: () => void;
  /** Listeners by SSE event name; they get the data and the event's id. */
  listeners: Record<string, (data: string, lastEventId: string) => void>;
  /** Delay before reconnect attempt n (0-based) after the browser gave up. */
  backoff?: (attempt: number) => number;
  /** The EventSource constructor (tests pass a fake; the browser's by default). */
  EventSourceImpl?: typeof EventSource;
  /** The window whose `online` event triggers an immediate reconnect. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /**
   * A stream that delivers nothing (no event, no heartbeat) for this long is dead without being
   * closed — a proxy that lost its upstream, a network that drops packets — and is replaced.
   */
  staleAfterMs?: number;
}

export interface EventStream {
  close(): void;
}

/** 1 s, 2 s, 4 s … up to 30 s, each with ±50 % jitter so a restarted BFF is not hit all at once. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (0.5 + random()));
}

/**
 * An EventSource that does not stay dead. While the connection merely drops the browser reconnects
 * by itself (with the server's `retry:` and Last-Event-ID); when it gives up — the BFF or the proxy
 * answered an error while restarting — this opens a new one after a growing, jittered delay, or at
 * once when the network comes back. A stream that stays silent past its heartbeat is closed and
 * replaced the same way. Every open (`onOpen`) is the place to re-read the state: the server keeps
 * no event log to replay, it sends the current state on every connect.
 */
export function openEventStream(url: string, options: EventStreamOptions): EventStream | null {
  const Impl = options.EventSourceImpl ?? (typeof EventSource === 'undefined' ? undefined : EventSource);
  if (!Impl) return null;
  const backoff = options.backoff ?? ((attempt: number) => reconnectDelay(attempt));
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  const staleAfterMs = options.staleAfterMs ?? SSE_STALE_AFTER_MS;
  let source: EventSource | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  /**
   * Restarts the silence timer: called on open and on every event, heartbeats included. A stream the
   * browser is reconnecting by itself is left to it; an open one that stayed silent is replaced.
   */
  const alive = (current: EventSource) => {
    if (watchdog !== undefined) clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      watchdog = undefined;
      if (closed || source !== current) return;
      if (current.readyState !== OPEN) return alive(current);
      current.close();
      schedule();
    }, staleAfterMs);
  };

  const connect = () => {
    if (closed) return;
    const current = new Impl(url);
    source = current;
    alive(current);
    current.addEventListener('open', () => {
      attempt = 0;
      alive(current);
      options.onOpen?.();
    });
    current.addEventListener(SSE_HEARTBEAT_EVENT, () => alive(current));
    for (const [type, listener] of Object.entries(options.listeners)) {
      current.addEventListener(type, (event) => {
        alive(current);
        const message = event as MessageEvent<string>;
        listener(message.data, message.lastEventId ?? '');
      });
    }
    current.addEventListener('error', () => {
      if (current.readyState !== CLOSED || closed || source !== current) return;
      current.close();
      schedule();
    });
  };

  const schedule = () => {
    if (closed || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect();
    }, backoff(attempt));
    attempt += 1;
  };

  const onOnline = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    connect();
  };

  connect();
  target?.addEventListener('online', onOnline);
  return {
    close() {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      if (watchdog !== undefined) clearTimeout(watchdog);
      timer = undefined;
      source?.close();
      target?.removeEventListener('online', onOnline);
    },
  };
}
