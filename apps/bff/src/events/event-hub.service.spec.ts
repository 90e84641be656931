import type Redis from 'ioredis';
import type { MaintenanceChangedEvent } from '@shop/jobs';
import { EventHubService, sseFrame } from './event-hub.service';

const event = (mandantCode: string): MaintenanceChangedEvent => ({
  type: 'maintenance',
  id: '1795428000000',
  mandantCode,
  state: { enabled: true, until: null, changedAt: '2026-11-23T10:00:00.000Z' },
});

/** The Redis subscriber is the system edge: a fake that records subscriptions and replays messages. */
function fakeSubscriber() {
  const handlers: ((channel: string, message: string) => void)[] = [];
  return {
    subscribed: [] as string[],
    on(name: string, handler: (channel: string, message: string) => void) {
      if (name === 'message') handlers.push(handler);
      return this;
    },
    async subscribe(channel: string) {
      this.subscribed.push(channel);
    },
    async unsubscribe() {},
    publish(channel: string, message: string) {
      handlers.forEach((handler) => handler(channel, message));
    },
  };
}

describe('EventHubService', () => {
  const hub = new EventHubService({} as Redis, { REDIS_URL: 'redis://127.0.0.1:6379/4' });

  it('delivers an event with its SSE frame to listeners of its tenant only', () => {
    const at = jest.fn();
    const de = jest.fn();
    const stopAt = hub.listen('20HHAT', at);
    const stopDe = hub.listen('30HHDE', de);
    hub.dispatch(event('20HHAT'));
    expect(at).toHaveBeenCalledWith(event('20HHAT'), sseFrame(event('20HHAT')));
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

  it('keeps delivering when one listener throws', () => {
    const broken = jest.fn(() => {
      throw new Error('socket gone');
    });
    const healthy = jest.fn();
    const stops = [hub.listen('80HHCZ', broken), hub.listen('80HHCZ', healthy)];
    hub.dispatch(event('80HHCZ'));
    expect(healthy).toHaveBeenCalledTimes(1);
    stops.forEach((stop) => stop());
  });

  it('subscribes to the channel of its Redis database and ignores other channels and junk', async () => {
    const subscriber = fakeSubscriber();
    const live = new EventHubService(subscriber as unknown as Redis, {
      REDIS_URL: 'redis://127.0.0.1:6379/11',
    });
    await live.onModuleInit();
    expect(subscriber.subscribed).toEqual(['shop:events:db11']);
    const listener = jest.fn();
    live.listen('30HHDE', listener);
    subscriber.publish('shop:events:db12', JSON.stringify(event('30HHDE')));
    subscriber.publish('shop:events:db11', 'not json');
    expect(listener).not.toHaveBeenCalled();
    subscriber.publish('shop:events:db11', JSON.stringify(event('30HHDE')));
    expect(listener).toHaveBeenCalledWith(event('30HHDE'), expect.stringContaining('id: 1795428000000\n'));
  });
});

describe('sseFrame', () => {
  it('carries id, event name and JSON data, ended by a blank line', () => {
    expect(sseFrame(event('20HHAT'))).toBe(
      `id: 1795428000000\nevent: maintenance\ndata: ${JSON.stringify(event('20HHAT'))}\n\n`,
    );
  });
});
