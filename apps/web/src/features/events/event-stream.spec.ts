import { SSE_STALE_AFTER_MS } from '@shop/jobs';
import { openEventStream, reconnectDelay } from './event-stream';
import { FakeEventSource } from '../../testing/fake-event-source';

function setup() {
  FakeEventSource.instances = [];
  const target = new EventTarget();
  const onOpen = jest.fn();
  const onMaintenance = jest.fn();
  const stream = openEventStream('/sse?locale=de-at', {
    onOpen,
    listeners: { maintenance: onMaintenance },
    backoff: (attempt) => 1000 * (attempt + 1),
    EventSourceImpl: FakeEventSource as unknown as typeof EventSource,
    target: target as unknown as Window,
  })!;
  return { stream, target, onOpen, onMaintenance };
}

describe('openEventStream', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hands named events with their id to the listeners and reports every open', () => {
    const { onOpen, onMaintenance } = setup();
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/sse?locale=de-at');
    source.open();
    source.emit('maintenance', { a: 1 }, '42');
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onMaintenance).toHaveBeenCalledWith('{"a":1}', '42');
  });

  it('leaves a dropped connection to the browser, but reopens a failed one with growing delays', () => {
    const { onOpen } = setup();
    FakeEventSource.latest().drop();
    jest.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);

    FakeEventSource.latest().fail();
    expect(FakeEventSource.instances[0].closed).toBe(true);
    jest.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);

    FakeEventSource.latest().fail();
    jest.advanceTimersByTime(1999);
    expect(FakeEventSource.instances).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(3);

    // A successful open resets the delay and re-reads the state.
    FakeEventSource.latest().open();
    expect(onOpen).toHaveBeenCalledTimes(1);
    FakeEventSource.latest().fail();
    jest.advanceTimersByTime(1000);
    expect(FakeEventSource.instances).toHaveLength(4);
  });

  it('replaces an open stream that stays silent past its heartbeat, and keeps one that hears heartbeats', () => {
    const { onOpen } = setup();
    const first = FakeEventSource.latest();
    first.open();
    // Heartbeats (and events) keep the stream: 10 minutes of them, nothing replaced.
    for (let second = 0; second < 600; second += 15) {
      jest.advanceTimersByTime(15_000);
      first.emit('heartbeat', {});
    }
    expect(FakeEventSource.instances).toHaveLength(1);
    // Then silence (a proxy lost its upstream but keeps the connection): replaced after the stale limit.
    jest.advanceTimersByTime(SSE_STALE_AFTER_MS - 1);
    expect(first.closed).toBe(false);
    jest.advanceTimersByTime(1);
    expect(first.closed).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(FakeEventSource.instances).toHaveLength(2);
    // The new stream's open re-reads the state.
    FakeEventSource.latest().open();
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('reconnects at once when the network comes back', () => {
    const { target } = setup();
    FakeEventSource.latest().fail();
    target.dispatchEvent(new Event('online'));
    expect(FakeEventSource.instances).toHaveLength(2);
    jest.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('stops for good when closed', () => {
    const { stream, target } = setup();
    FakeEventSource.latest().fail();
    stream.close();
    jest.advanceTimersByTime(60_000);
    target.dispatchEvent(new Event('online'));
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('is null where there is no EventSource', () => {
    const saved = (globalThis as { EventSource?: unknown }).EventSource;
    delete (globalThis as { EventSource?: unknown }).EventSource;
    expect(openEventStream('/sse', { listeners: {} })).toBeNull();
    (globalThis as { EventSource?: unknown }).EventSource = saved;
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s, with jitter of ±50 %', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => reconnectDelay(n, () => 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 0.999)).toBe(1499);
  });
});
