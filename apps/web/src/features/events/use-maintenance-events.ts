import { useEffect, useState } from 'react';
import { parseShopEvent, type MaintenanceState } from '@shop/jobs';
import { LOCALES, type LocaleCode } from '@shop/locales';
import { fetchMaintenanceStates } from './fetch-maintenance-states';
import { isNewerState } from './maintenance-rule';

export interface TenantMaintenanceState {
  mandantCode: string;
  state: MaintenanceState;
}

/**
 * Live maintenance state of the locale's tenant: read once on load and on every (re)connect of the
 * event stream with POST /api/maintenance, then kept current by `maintenance` server-sent events.
 * Events of other tenants are ignored; an older state never replaces a newer one.
 */
export function useMaintenanceEvents(locale: LocaleCode): TenantMaintenanceState | null {
  const mandantCode = LOCALES[locale].mandantCode;
  const [current, setCurrent] = useState<TenantMaintenanceState | null>(null);

  useEffect(() => {
    if (!mandantCode) return;
    let active = true;
    const controller = new AbortController();

    const apply = (eventMandantCode: string, state: MaintenanceState) => {
      if (!active || eventMandantCode !== mandantCode) return;
      setCurrent((previous) =>
        previous && !isNewerState(state, previous.state) ? previous : { mandantCode, state },
      );
    };

    const readOnce = () => {
      fetchMaintenanceStates(controller.signal)
        .then((states) => {
          const state = states[mandantCode];
          if (state) apply(mandantCode, state);
        })
        // Not reachable (BFF restarting): the stream's reconnect triggers the next read.
        .catch(() => undefined);
    };

    readOnce();
    if (typeof EventSource === 'undefined') {
      return () => {
        active = false;
        controller.abort();
      };
    }

    const source = new EventSource(`/sse?locale=${encodeURIComponent(locale)}`);
    const onMaintenance = (message: MessageEvent<string>) => {
      const event = parseShopEvent(message.data);
      if (event?.type === 'maintenance') apply(event.mandantCode, event.state);
    };
    source.addEventListener('open', readOnce);
    source.addEventListener('maintenance', onMaintenance);
    return () => {
      active = false;
      controller.abort();
      source.removeEventListener('open', readOnce);
      source.removeEventListener('maintenance', onMaintenance);
      source.close();
    };
  }, [locale, mandantCode]);

  return current && current.mandantCode === mandantCode ? current : null;
}
