import { openEventStream, type EventStream, type EventStreamOptions } from './event-stream';

interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<void>;
}

interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface SharedEventStreamOptions extends EventStreamOptions {
  /** navigator.locks (tests pass a fake); without it every tab opens its own stream. */
  locks?: LockManagerLike | null;
  /** Creates the BroadcastChannel between the tabs (tests pass a fake). */
  createChannel?: ((name: string) => ChannelLike) | null;
}

type Relayed = { kind: 'open' } | { kind: 'event'; type: string; data: string; lastEventId: string };

function browserLocks(): LockManagerLike | null {
  return typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks as LockManagerLike) : null;
}

function browserChannel(): ((name: string) => ChannelLike) | null {
  return typeof BroadcastChannel === 'undefined' ? null : (name) => new BroadcastChannel(name);
}

/**
 * One server-sent-event connection per browser and URL, shared by all tabs of the shop. Browsers
 * allow only 6 HTTP/1.1 connections per origin; a stream per tab would starve the 7th tab's
 * requests. The tab holding the Web Lock `shop-sse:<url>` opens the real stream and relays every
 * event (and every (re)connect) to the other tabs over a BroadcastChannel; when it closes, the next
 * tab waiting for the lock takes over and opens its own stream (whose open makes everyone re-read
 * the state). Without Web Locks or BroadcastChannel every tab has its own stream.
 */
export function openSharedEventStream(url: string, options: SharedEventStreamOptions): EventStream | null {
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const createChannel = options.createChannel === undefined ? browserChannel() : options.createChannel;
  if (!locks || !createChannel) return openEventStream(url, options);

  const name = `shop-sse:${url}`;
  const channel = createChannel(name);
  let closed = false;
  let stream: EventStream | null = null;
  let release: () => void = () => undefined;

  const deliver = (message: Relayed) => {
    if (closed) return;
    if (message.kind === 'open') options.onOpen?.();
    else options.listeners[message.type]?.(message.data, message.lastEventId);
  };
  channel.addEventListener('message', (event) => deliver(event.data as Relayed));

  const relay = (message: Relayed) => {
    deliver(message);
    if (!closed) channel.postMessage(message);
  };

  void locks
    .request(name, () => {
      if (closed) return Promise.resolve();
      stream = openEventStream(url, {
        ...options,
        onOpen: () => relay({ kind: 'open' }),
        listeners: Object.fromEntries(
          Object.keys(options.listeners).map((type) => [
            type,
            (data: string, lastEventId: string) => relay({ kind: 'event', type, data, lastEventId }),
          ]),
        ),
      });
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    })
    .catch(() => undefined);

  return {
    close() {
      closed = true;
      stream?.close();
      release();
      channel.close();
    },
  };
}
