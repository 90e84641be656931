import { isApiClientsChangedEvent, type ApiClientsChangedEvent } from './api-client-events';
import { isBudgetChangedEvent, type BudgetChangedEvent } from './budget-events';
import { isShoppingListChangedEvent, type ShoppingListChangedEvent } from './shopping-list-events';
import { isCartChangedEvent, type CartChangedEvent } from './cart-events';
import { isContactsChangedEvent, type ContactsChangedEvent } from './contact-events';
import { isCompanyChangedEvent, type CompanyChangedEvent } from './company-events';
import { isDocumentReadyEvent, type DocumentReadyEvent } from './documents';
import { isPricesChangedEvent, type PricesChangedEvent } from './prices';
import { REDIS_KEYS } from './redis-keys';
import { isRegistrationDecidedEvent, type RegistrationDecidedEvent } from './registration-events';

/** Base name of the Redis pub/sub channel shop events go out on; see shopEventsChannel(). */
export const SHOP_EVENTS_CHANNEL_BASE = REDIS_KEYS.eventsChannel;

/**
 * The pub/sub channel of one Redis database. Redis pub/sub ignores the database index (channels are
 * global to the server), so without the index in the name a test on database 11 would hear the
 * events of a shop on database 0. The worker publishes and every BFF subscribes on the channel
 * derived from the same REDIS_URL.
 */
export function shopEventsChannel(redisUrl: string): string {
  return `${SHOP_EVENTS_CHANNEL_BASE}:db${redisDbIndex(redisUrl)}`;
}

/** The logical database of a redis:// URL (path /N or ?db=N), 0 when it names none. */
export function redisDbIndex(redisUrl: string): number {
  let url: URL;
  try {
    url = new URL(redisUrl);
  } catch {
    throw new Error(`not a Redis URL: ${redisUrl}`);
  }
  const fromPath = url.pathname.replace(/^\//, '');
  const raw = fromPath !== '' ? fromPath : (url.searchParams.get('db') ?? '0');
  if (!/^\d+$/.test(raw)) throw new Error(`Redis database must be a number: ${redisUrl}`);
  return Number(raw);
}

export interface MaintenanceState {
  enabled: boolean;
  /** ISO time a running window ends by itself, or null. */
  until: string | null;
  changedAt: string;
}

export interface MaintenanceChangedEvent {
  type: 'maintenance';
  /** Epoch ms of the change: SSE `id:`, so clients can resume with Last-Event-ID. */
  id: string;
  mandantCode: string;
  state: MaintenanceState;
}

export type ShopEvent =
  | MaintenanceChangedEvent
  | PricesChangedEvent
  | CartChangedEvent
  | DocumentReadyEvent
  | BudgetChangedEvent
  | ApiClientsChangedEvent
  | ContactsChangedEvent
  | CompanyChangedEvent
  | RegistrationDecidedEvent
  | ShoppingListChangedEvent;

/** One entry per ShopEvent type: `satisfies` fails the type check when a type is missing or unknown. */
const EVENT_TYPE_SET = {
  maintenance: true,
  'prices-changed': true,
  'cart-changed': true,
  'document-ready': true,
  'budget-changed': true,
  'api-clients-changed': true,
  'contacts-changed': true,
  'company-changed': true,
  'registration-decided': true,
  'shopping-list-changed': true,
} as const satisfies Record<ShopEvent['type'], true>;

/** Every type of ShopEvent: the SSE event names of the stream (GET /sse) a client listens to. */
export const SHOP_EVENT_TYPES = Object.keys(EVENT_TYPE_SET) as readonly ShopEvent['type'][];

/** Redis hash holding the maintenance state, field = mandant code, value = JSON MaintenanceState. */
export const MAINTENANCE_STATE_KEY = REDIS_KEYS.maintenanceState;

function isMaintenanceState(value: unknown): value is MaintenanceState {
  const state = value as Partial<MaintenanceState> | null;
  return (
    !!state &&
    typeof state.enabled === 'boolean' &&
    (state.until === null || typeof state.until === 'string') &&
    typeof state.changedAt === 'string'
  );
}

/** Reads a published event; null for anything malformed or unknown (dropped by the reader). */
export function parseShopEvent(raw: string): ShopEvent | null {
  try {
    const value = JSON.parse(raw) as Partial<ShopEvent> | null;
    if (
      value &&
      value.type === 'maintenance' &&
      typeof value.mandantCode === 'string' &&
      typeof value.id === 'string' &&
      isMaintenanceState(value.state)
    ) {
      return value as ShopEvent;
    }
    if (isPricesChangedEvent(value)) return value;
    if (isCartChangedEvent(value)) return value;
    if (isDocumentReadyEvent(value)) return value;
    if (isBudgetChangedEvent(value)) return value;
    if (isApiClientsChangedEvent(value)) return value;
    if (isContactsChangedEvent(value)) return value;
    if (isCompanyChangedEvent(value)) return value;
    if (isRegistrationDecidedEvent(value)) return value;
    if (isShoppingListChangedEvent(value)) return value;
  } catch {
    // not JSON: dropped below
  }
  return null;
}

/**
 * The event streams' heartbeat (GET /sse): an event of this name, without an id, every
 * SSE_HEARTBEAT_MS. It keeps proxies from closing an idle stream and tells the browser the stream is
 * alive: a client that hears nothing for SSE_STALE_AFTER_MS (two and a half heartbeats) opens a new one.
 */
export const SSE_HEARTBEAT_EVENT = 'heartbeat';
export const SSE_HEARTBEAT_MS = 15_000;
export const SSE_STALE_AFTER_MS = 37_500;
