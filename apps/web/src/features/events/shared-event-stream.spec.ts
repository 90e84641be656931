import { FakeEventSource } from '../../testing/fake-event-source';
import { openSharedEventStream } from './shared-event-stream';

/** Web Locks and BroadcastChannel of one browser, as fakes (the system edge; jsdom has neither). */
function fakeBrowser() {
  const waiting = new Map<string, (() => void)[]>();
  const held = new Set<string>();
  const locks = {
    request(name: string, callback: () => Promise<void>) {
      return new Promise<void>((resolve) => {
        const run = () => {
          held.add(name);
          void callback().then(() => {
            held.delete(name);
            resolve();
            waiting.get(name)?.shift()?.();
          });
        };
        if (held.has(name)) waiting.set(name, [...(waiting.get(name) ?? []), run]);
        else run();
      });
    },
  };
  const channels = new Set<{ name: string; listeners: ((event: MessageEvent) => void)[]; closed: boolean }>();
  const createChannel = (name: string) => {
    const self = { name, listeners: [] as ((event: MessageEvent) => void)[], closed: false };
    channels.add(self);
    return {
      postMessage(message: unknown) {
        for (const other of channels)
          if (other !== self && other.name === name && !other.closed)
            other.listeners.forEach((listener) => listener({ data: message } as MessageEvent));
      },
      addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
        self.listeners.push(listener);
      },
      close() {
        self.closed = true;
      },
    };
  };
  return { locks, createChannel };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function openTab(browser: ReturnType<typeof fakeBrowser>) {
  const onOpen = jest.fn();
  const onMaintenance = jest.fn();
  const stream = openSharedEventStream('/sse?locale=de-at', {
    onOpen,
    listeners: { maintenance: onMaintenance },
    EventSourceImpl: FakeEventSource as unknown as typeof EventSource,
    target: new EventTarget() as unknown as Window,
    ...browser,
  })!;
  return { stream, onOpen, onMaintenance };
}

describe('openSharedEventStream', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
  });

  it('opens one connection for all tabs and relays its events and (re)connects to every tab', async () => {
    const browser = fakeBrowser();
    const tabs = [openTab(browser), openTab(browser), openTab(browser)];
    await flush();
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.latest();
    source.open();
    source.emit('maintenance', { on: true }, '7');
    for (const tab of tabs) {
      expect(tab.onOpen).toHaveBeenCalledTimes(1);
      expect(tab.onMaintenance).toHaveBeenCalledWith('{"on":true}', '7');
    }
  });

  it('hands the connection to another tab when the leading tab closes', async () => {
    const browser = fakeBrowser();
    const leader = openTab(browser);
    const follower = openTab(browser);
    await flush();
    leader.stream.close();
    await flush();
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[0].closed).toBe(true);
    const next = FakeEventSource.latest();
    next.open();
    expect(follower.onOpen).toHaveBeenCalledTimes(1);
    next.emit('maintenance', { on: false }, '8');
    expect(follower.onMaintenance).toHaveBeenCalledWith('{"on":false}', '8');
    expect(leader.onMaintenance).not.toHaveBeenCalled();
  });

  it('falls back to a stream per tab without Web Locks', async () => {
    openTab({ locks: null, createChannel: null } as unknown as ReturnType<typeof fakeBrowser>);
    openTab({ locks: null, createChannel: null } as unknown as ReturnType<typeof fakeBrowser>);
    expect(FakeEventSource.instances).toHaveLength(2);
  });
});
