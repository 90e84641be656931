import { useCallback, useEffect, useRef, useState } from 'react';
import { parseShopEvent } from '@shop/jobs';
import { openEventStream } from '../events/event-stream';
import {
  fetchOpsMe,
  fetchOpsTenants,
  OPS_EVENTS_URL,
  OpsApiError,
  type OpsMe,
  type OpsTenant,
} from './ops-api';

export type OpsAccess =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'forbidden' }
  | { kind: 'failed' }
  | { kind: 'granted'; me: OpsMe };

/** Who uses the console: granted, or why not (401: sign in; 403: no operations role). */
export function useOpsAccess(): { access: OpsAccess; retry: () => void } {
  const [access, setAccess] = useState<OpsAccess>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    fetchOpsMe().then(
      (me) => active && setAccess({ kind: 'granted', me }),
      (error: unknown) => {
        if (!active) return;
        const status = error instanceof OpsApiError ? error.status : 0;
        setAccess({ kind: status === 401 ? 'signed-out' : status === 403 ? 'forbidden' : 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setAccess({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { access, retry };
}

export interface OpsTenantsState {
  tenants: OpsTenant[] | null;
  failed: boolean;
  /** The live stream is open (events arrive as they happen). */
  live: boolean;
  reload: () => void;
}

/**
 * Every tenant's maintenance, live: read once, then kept current by the console's event stream
 * (GET /api/ops/console/events, the shop's SSE mechanism for all tenants). A maintenance event sets the
 * tenant's state at once and re-reads the list (its window and log changed too); the open pages per
 * tenant arrive on the stream every few seconds. Every (re)connect re-reads the list.
 */
export function useOpsTenants(EventSourceImpl?: typeof EventSource): OpsTenantsState {
  const [tenants, setTenants] = useState<OpsTenant[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [live, setLive] = useState(false);
  const request = useRef(0);

  const reload = useCallback(() => {
    const id = ++request.current;
    fetchOpsTenants().then(
      (list) => {
        if (id !== request.current) return;
        setTenants(list);
        setFailed(false);
      },
      () => {
        if (id === request.current) setFailed(true);
      },
    );
  }, []);

  useEffect(() => {
    reload();
    const stream = openEventStream(OPS_EVENTS_URL, {
      EventSourceImpl,
      onOpen: () => {
        setLive(true);
        reload();
      },
      listeners: {
        maintenance: (data) => {
          const event = parseShopEvent(data);
          if (event?.type !== 'maintenance') return;
          setTenants(
            (list) =>
              list?.map((tenant) =>
                tenant.mandantCode === event.mandantCode &&
                Date.parse(event.state.changedAt) >= Date.parse(tenant.state.changedAt)
                  ? { ...tenant, state: event.state }
                  : tenant,
              ) ?? list,
          );
          reload();
        },
        'open-pages': (data) => {
          let totals: Record<string, number>;
          try {
            totals = JSON.parse(data) as Record<string, number>;
          } catch {
            return;
          }
          setTenants(
            (list) =>
              list?.map((tenant) =>
                typeof totals[tenant.mandantCode] === 'number'
                  ? { ...tenant, openPages: totals[tenant.mandantCode] }
                  : tenant,
              ) ?? list,
          );
        },
        error: () => setLive(false),
      },
    });
    return () => {
      stream?.close();
      setLive(false);
    };
  }, [reload, EventSourceImpl]);

  return { tenants, failed, live, reload };
}
