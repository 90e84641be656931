import { parseShopEvent, SHOP_EVENT_TYPES, type ShopEvent } from '@shop/jobs';
import type { EventStream } from './event-stream';
import { openSharedEventStream, type SharedEventStreamOptions } from './shared-event-stream';

type ShopEventType = ShopEvent['type'];
type EventOf<T extends ShopEventType> = Extract<ShopEvent, { type: T }>;

/** What a subscriber hears: events by type, already parsed, and every (re)connect of the stream. */
export type ShopEventListeners = {
  [T in ShopEventType]?: (event: EventOf<T>) => void;
} & {
  /** Called on every (re)connect: the place to re-read state the stream may have missed. */
  onOpen?: () => void;
};

/** How long the stream stays open after the last subscriber left (a page navigation re-subscribes). */
export const STREAM_LINGER_MS = 5000;

interface Connection {
  stream: EventStream | null;
  subscribers: Set<ShopEventListeners>;
  closeTimer: ReturnType<typeof setTimeout> | undefined;
}

const connections = new Map<string, Connection>();
let streamOptions: Pick<SharedEventStreamOptions, 'locks' | 'createChannel' | 'EventSourceImpl'> = {};

function dispatch(connection: Connection, data: string): void {
  const event = parseShopEvent(data);
  if (!event) return;
  for (const subscriber of [...connection.subscribers]) {
    (subscriber[event.type] as ((event: ShopEvent) => void) | undefined)?.(event);
  }
}

function open(locale: string, connection: Connection): EventStream | null {
  return openSharedEventStream(`/sse?locale=${encodeURIComponent(locale)}`, {
    ...streamOptions,
    onOpen: () => {
      for (const subscriber of [...connection.subscribers]) subscriber.onOpen?.();
    },
    listeners: Object.fromEntries(
      // Every event type the BFF's stream carries (libs/jobs): one listener each on the one stream.
      SHOP_EVENT_TYPES.map((type) => [type, (data: string) => dispatch(connection, data)]),
    ),
  });
}

/**
 * The shop's live events of a locale's tenant: one server-sent-event stream per tab (shared by the
 * tabs of a browser, shared-event-stream.ts) relays every event type, parsed once, to the typed
 * listeners of every feature that subscribed (maintenance, prices, …). The stream opens with the
 * first subscriber and closes STREAM_LINGER_MS after the last one left. Returns the unsubscribe.
 */
export function subscribeShopEvents(locale: string, listeners: ShopEventListeners): () => void {
  let connection = connections.get(locale);
  if (!connection) {
    connection = { stream: null, subscribers: new Set(), closeTimer: undefined };
    connections.set(locale, connection);
  }
  const current = connection;
  clearTimeout(current.closeTimer);
  current.subscribers.add(listeners);
  current.stream ??= open(locale, current);
  return () => {
    if (!current.subscribers.delete(listeners) || current.subscribers.size > 0) return;
    current.closeTimer = setTimeout(() => {
      if (current.subscribers.size > 0) return;
      current.stream?.close();
      current.stream = null;
      if (connections.get(locale) === current) connections.delete(locale);
    }, STREAM_LINGER_MS);
  };
}

/** Tests only: close every stream and forget every subscriber; `options` replace the browser's parts. */
export function resetShopEvents(options: typeof streamOptions = {}): void {
  for (const connection of connections.values()) {
    clearTimeout(connection.closeTimer);
    connection.stream?.close();
  }
  connections.clear();
  streamOptions = options;
}
