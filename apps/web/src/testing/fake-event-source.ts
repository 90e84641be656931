/** Stands in for the browser's EventSource in unit tests: the edge of the system. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  readyState = 0;
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  static latest(): FakeEventSource {
    return FakeEventSource.instances[FakeEventSource.instances.length - 1];
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  removeEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((candidate) => candidate !== listener),
    );
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }

  open() {
    this.readyState = 1;
    this.emit('open');
  }

  /** The connection failed for good (the browser will not retry by itself). */
  fail() {
    this.readyState = 2;
    this.emit('error');
  }

  /** The connection dropped; the browser retries by itself. */
  drop() {
    this.readyState = 0;
    this.emit('error');
  }

  emit(type: string, data?: unknown, lastEventId = '') {
    const event = {
      data: data === undefined ? '' : typeof data === 'string' ? data : JSON.stringify(data),
      lastEventId,
    } as MessageEvent<string>;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}
