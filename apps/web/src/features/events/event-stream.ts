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
 * once when the network comes back.
 */
export function openEventStream(url: string, options: EventStreamOptions): EventStream | null {
  const Impl = options.EventSourceImpl ?? (typeof EventSource === 'undefined' ? undefined : EventSource);
  if (!Impl) return null;
  const backoff = options.backoff ?? ((attempt: number) => reconnectDelay(attempt));
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  let source: EventSource | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const connect = () => {
    if (closed) return;
    const current = new Impl(url);
    source = current;
    current.addEventListener('open', () => {
      attempt = 0;
      options.onOpen?.();
    });
    for (const [type, listener] of Object.entries(options.listeners)) {
      current.addEventListener(type, (event) => {
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
      timer = undefined;
      source?.close();
      target?.removeEventListener('online', onOnline);
    },
  };
}
