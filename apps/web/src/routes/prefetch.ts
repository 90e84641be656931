/** At most this many route chunks load ahead at once; further intents wait their turn (docs/rules/constants.md). */
export const MAX_CONCURRENT_PRELOADS = 4;

/** Connection types too slow to spend on code the user may never open. */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

/** The parts of the Network Information API the rule reads (navigator.connection, where browsers have it). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether links may load their route's code ahead: not when the user asked to save data, not on a
 * 2g or slower connection. Without the API (Firefox, Safari) nothing is known and prefetching runs.
 */
export function prefetchAllowed(connection: ConnectionHints | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !SLOW_CONNECTIONS.has(connection.effectiveType ?? '');
}

export interface Preloadable {
  preload(): Promise<void>;
}

/**
 * Route preloads with a limit on how many run at once: each item is started once (a page that was
 * asked for again is skipped), the rest wait in order of intent.
 */
export class PreloadQueue {
  private readonly seen = new Set<Preloadable>();
  private readonly waiting: Preloadable[] = [];
  private running = 0;

  constructor(private readonly limit = MAX_CONCURRENT_PRELOADS) {}

  /** Queues an item unless it was queued before; returns whether it was new. */
  add(item: Preloadable): boolean {
    if (this.seen.has(item)) return false;
    this.seen.add(item);
    this.waiting.push(item);
    this.pump();
    return true;
  }

  get active(): number {
    return this.running;
  }

  get pending(): number {
    return this.waiting.length;
  }

  private pump() {
    while (this.running < this.limit && this.waiting.length > 0) {
      const item = this.waiting.shift()!;
      this.running += 1;
      void item
        .preload()
        .catch(() => undefined)
        .finally(() => {
          this.running -= 1;
          this.pump();
        });
    }
  }
}

export interface LinkPrefetchOptions {
  /** The preloadable page of a same-origin path, or null when there is nothing to load. */
  pageOf: (pathname: string) => Preloadable | null;
  connection?: () => ConnectionHints | null | undefined;
  queue?: PreloadQueue;
  root?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  location?: Pick<Location, 'href' | 'origin' | 'pathname'>;
}

const INTENT_EVENTS = ['mouseover', 'focusin', 'touchstart'] as const;

/**
 * Prefetch on intent (decision 0108): hovering, focusing or touching a link to a shop route loads that
 * route's page code, within the rules above. One listener per event on the document covers every link,
 * the ones of pages added later included. Returns the uninstaller.
 */
export function installLinkPrefetch(options: LinkPrefetchOptions): () => void {
  const root = options.root ?? document;
  const queue = options.queue ?? new PreloadQueue();
  const connection =
    options.connection ?? (() => (navigator as Navigator & { connection?: ConnectionHints }).connection);
  const here = () => options.location ?? window.location;
  let lastAnchor: Element | null = null;

  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!anchor || anchor === lastAnchor) return;
    lastAnchor = anchor;
    if (!prefetchAllowed(connection())) return;
    const location = here();
    let url: URL;
    try {
      url = new URL(anchor.getAttribute('href')!, location.href);
    } catch {
      return;
    }
    if (url.origin !== location.origin || url.pathname === location.pathname) return;
    const page = options.pageOf(url.pathname);
    if (page) queue.add(page);
  };

  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent, { capture: true });
  };
}
