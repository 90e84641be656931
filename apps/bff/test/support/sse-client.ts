export interface SseEvent<T> {
  id: string | null;
  event: string;
  data: T;
  /** Position in the stream (0 = the first event): orders events without relying on clock time. */
  index: number;
  /** Arrival time (ms since epoch). */
  at: number;
}

/**
 * How long `waitFor` waits by default. Generous on purpose: a test asserts order and outcome, not
 * speed, and an event may depend on a BullMQ round trip on a loaded machine (latency is measured in
 * bench/).
 */
export const SSE_WAIT_MS = 20_000;

export interface SseClient<T> {
  events: SseEvent<T>[];
  /** Everything the stream sent so far, comments and retry lines included. */
  raw: () => string;
  close(): void;
  /** The first event (in stream order) that matches, waiting up to `ms` (default SSE_WAIT_MS) for it. */
  waitFor(predicate: (event: SseEvent<T>) => boolean, ms?: number): Promise<SseEvent<T>>;
}

/** A minimal EventSource reader on fetch for `/sse?locale=`, recording each event's position and arrival time. */
export async function openSse<T = Record<string, unknown>>(
  baseUrl: string,
  locale: string,
  headers: Record<string, string> = {},
): Promise<SseClient<T>> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/sse?locale=${locale}`, { signal: controller.signal, headers });
  if (response.status !== 200) throw new Error(`SSE answered ${response.status}`);
  const events: SseEvent<T>[] = [];
  let text = '';
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const chunk = decoder.decode(value, { stream: true });
        text += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data)
            events.push({
              id: /^id: (.*)$/m.exec(block)?.[1] ?? null,
              event,
              data: JSON.parse(data) as T,
              index: events.length,
              at: Date.now(),
            });
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    events,
    raw: () => text,
    close: () => controller.abort(),
    async waitFor(predicate, ms = SSE_WAIT_MS) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching SSE event within ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}
