import type Redis from 'ioredis';
import type { MaintenanceChangedEvent } from '@shop/jobs';
import { EventHubService } from './event-hub.service';

const event = (mandantCode: string): MaintenanceChangedEvent => ({
  type: 'maintenance',
  id: '1',
  mandantCode,
  state: { enabled: true, until: null, changedAt: '2026-11-23T10:00:00.000Z' },
});

describe('EventHubService', () => {
  const hub = new EventHubService({} as Redis);

  it('delivers an event to listeners of its tenant only', () => {
    const at = jest.fn();
    const de = jest.fn();
    const stopAt = hub.listen('20HHAT', at);
    const stopDe = hub.listen('30HHDE', de);
    hub.dispatch(event('20HHAT'));
    expect(at).toHaveBeenCalledWith(event('20HHAT'));
    expect(de).not.toHaveBeenCalled();
    stopAt();
    stopDe();
  });

  it('forgets listeners that stopped', () => {
    const listener = jest.fn();
    const stop = hub.listen('57HHBG', listener);
    expect(hub.listenerCount('57HHBG')).toBe(1);
    stop();
    hub.dispatch(event('57HHBG'));
    expect(listener).not.toHaveBeenCalled();
    expect(hub.listenerCount()).toBe(0);
  });
});
