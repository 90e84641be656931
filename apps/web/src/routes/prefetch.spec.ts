import {
  installLinkPrefetch,
  MAX_CONCURRENT_PRELOADS,
  prefetchAllowed,
  PreloadQueue,
  type Preloadable,
} from './prefetch';

/** A preload that finishes when the test says so. */
function deferredPage() {
  let finish!: () => void;
  const page = {
    started: 0,
    preload: jest.fn(() => {
      page.started += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    }),
    finish: () => finish(),
  };
  return page;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetch rules', () => {
  it('prefetches without connection hints and on fast connections', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed(null)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
  });

  it('skips prefetching on data saver and on 2g or slower', () => {
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('PreloadQueue', () => {
  it('runs at most four preloads at once and starts the waiting ones in order as others finish', async () => {
    expect(MAX_CONCURRENT_PRELOADS).toBe(4);
    const queue = new PreloadQueue();
    const pages = Array.from({ length: 6 }, deferredPage);
    pages.forEach((page) => queue.add(page));
    expect(pages.map((page) => page.started)).toEqual([1, 1, 1, 1, 0, 0]);
    expect([queue.active, queue.pending]).toEqual([4, 2]);

    pages[2].finish();
    await flush();
    expect(pages.map((page) => page.started)).toEqual([1, 1, 1, 1, 1, 0]);
    expect([queue.active, queue.pending]).toEqual([4, 1]);

    pages[0].finish();
    pages[1].finish();
    await flush();
    expect(pages.map((page) => page.started)).toEqual([1, 1, 1, 1, 1, 1]);
    expect([queue.active, queue.pending]).toEqual([3, 0]);
  });

  it('asks for a page once, however often a link to it shows intent', () => {
    const queue = new PreloadQueue();
    const page = deferredPage();
    expect(queue.add(page)).toBe(true);
    expect(queue.add(page)).toBe(false);
    expect(page.preload).toHaveBeenCalledTimes(1);
  });

  it('frees the slot of a preload that failed', async () => {
    const queue = new PreloadQueue(1);
    const failing: Preloadable = { preload: () => Promise.reject(new Error('offline')) };
    const next = deferredPage();
    queue.add(failing);
    queue.add(next);
    expect(next.started).toBe(0);
    await flush();
    expect(next.started).toBe(1);
  });
});

describe('installLinkPrefetch', () => {
  const location = { href: 'http://shop.test/de-at', origin: 'http://shop.test', pathname: '/de-at' };

  function setUp(connection: { saveData?: boolean; effectiveType?: string } | undefined = undefined) {
    document.body.innerHTML = `
      <a id="cart" href="/de-at/warenkorb"><span id="inner">Warenkorb</span></a>
      <a id="orders" href="/de-at/account/bestellungen">Bestellungen</a>
      <a id="here" href="/de-at">Start</a>
      <a id="away" href="https://elsewhere.test/de-at/warenkorb">Fremd</a>
      <a id="plain">kein Link</a>`;
    const pages = new Map<string, ReturnType<typeof deferredPage>>();
    const pageOf = jest.fn((pathname: string) => {
      if (!pages.has(pathname)) pages.set(pathname, deferredPage());
      return pages.get(pathname)!;
    });
    const uninstall = installLinkPrefetch({ pageOf, connection: () => connection, location, root: document });
    return { pages, pageOf, uninstall };
  }

  const intent = (id: string, type: string) =>
    document.getElementById(id)!.dispatchEvent(new Event(type, { bubbles: true }));

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('preloads the page of a shop link on hover, focus or touch, also from an element inside the link', () => {
    const { pages, uninstall } = setUp();
    intent('inner', 'mouseover');
    intent('orders', 'focusin');
    expect([...pages.keys()]).toEqual(['/de-at/warenkorb', '/de-at/account/bestellungen']);
    expect(pages.get('/de-at/warenkorb')!.started).toBe(1);
    expect(pages.get('/de-at/account/bestellungen')!.started).toBe(1);
    uninstall();
    intent('here', 'touchstart');
    expect(pages.size).toBe(2);
  });

  it('touchstart counts as intent', () => {
    const { pages, uninstall } = setUp();
    intent('cart', 'touchstart');
    expect(pages.get('/de-at/warenkorb')!.started).toBe(1);
    uninstall();
  });

  it('ignores links to the page shown, to other origins and anchors without href', () => {
    const { pageOf, uninstall } = setUp();
    intent('here', 'mouseover');
    intent('away', 'mouseover');
    intent('plain', 'mouseover');
    expect(pageOf).not.toHaveBeenCalled();
    uninstall();
  });

  it.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])(
    'loads nothing ahead on %p',
    (connection) => {
      const { pageOf, uninstall } = setUp(connection);
      intent('cart', 'mouseover');
      intent('orders', 'focusin');
      expect(pageOf).not.toHaveBeenCalled();
      uninstall();
    },
  );
});
