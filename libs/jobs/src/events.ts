/** Redis pub/sub channel the worker publishes shop events on; every BFF instance subscribes. */
export const SHOP_EVENTS_CHANNEL = 'shop:events';

export interface MaintenanceState {
  enabled: boolean;
  until: string | null;
  changedAt: string;
}

export interface MaintenanceChangedEvent {
  type: 'maintenance';
  /** Monotonic id (epoch ms) so SSE clients can resume with Last-Event-ID. */
  id: string;
  mandantCode: string;
  state: MaintenanceState;
}

export type ShopEvent = MaintenanceChangedEvent;

/** Redis hash holding the maintenance state, field = mandant code, value = JSON MaintenanceState. */
export const MAINTENANCE_STATE_KEY = 'shop:maintenance';

export function parseShopEvent(raw: string): ShopEvent | null {
  try {
    const value = JSON.parse(raw) as Partial<ShopEvent>;
    if (value && value.type === 'maintenance' && typeof value.mandantCode === 'string' && value.state) {
      return value as ShopEvent;
    }
  } catch {
    // not JSON: ignored below
  }
  return null;
}
