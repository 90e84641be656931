import { FakeEventSource } from '../../testing/fake-event-source';
import { resetShopEvents, STREAM_LINGER_MS, subscribeShopEvents } from './shop-events';

const maintenance = (mandantCode: string) => ({
  type: 'maintenance',
  id: '1',
  mandantCode,
  state: { enabled: true, until: null, changedAt: '2026-11-26T10:00:00.000Z' },
});
const pricesChanged = {
  type: 'prices-changed',
  id: '2',
  mandantCode: '20HHAT',
  customers: [{ customerNo: '100001', skus: ['A'] }],
};

describe('subscribeShopEvents', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    // No Web Locks in jsdom: the tab opens the stream itself.
    resetShopEvents({ EventSourceImpl: FakeEventSource as unknown as typeof EventSource, locks: null });
  });

  it('relays every event type over one stream per locale to typed listeners, parsed once', () => {
    const heard: string[] = [];
    subscribeShopEvents('de-at', { maintenance: (event) => heard.push(`m:${event.mandantCode}`) });
    subscribeShopEvents('de-at', {
      'prices-changed': (event) => heard.push(`p:${event.customers[0].customerNo}`),
      maintenance: () => heard.push('m2'),
    });
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual(['/sse?locale=de-at']);
    const stream = FakeEventSource.latest();
    stream.emit('maintenance', maintenance('20HHAT'));
    stream.emit('prices-changed', pricesChanged);
    stream.emit('maintenance', 'not json');
    expect(heard).toEqual(['m:20HHAT', 'm2', 'p:100001']);
  });

  it('tells every subscriber of a (re)connect', () => {
    const opened = jest.fn();
    subscribeShopEvents('cs-cz', { onOpen: opened });
    subscribeShopEvents('cs-cz', { onOpen: opened });
    FakeEventSource.latest().open();
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('closes the stream a while after the last subscriber left, and keeps it for one who comes back', () => {
    jest.useFakeTimers();
    try {
      const first = subscribeShopEvents('de-at', {});
      const stream = FakeEventSource.latest();
      first();
      jest.advanceTimersByTime(STREAM_LINGER_MS - 1);
      const again = subscribeShopEvents('de-at', {});
      jest.advanceTimersByTime(STREAM_LINGER_MS);
      expect(stream.closed).toBe(false);
      expect(FakeEventSource.instances).toHaveLength(1);
      again();
      jest.advanceTimersByTime(STREAM_LINGER_MS);
      expect(stream.closed).toBe(true);
      // A later subscriber opens a new stream.
      subscribeShopEvents('de-at', {});
      expect(FakeEventSource.instances).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
