import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { buildPath } from '@shop/locales';
import { lazyPage } from './lazy-page';
import { homePage, routePageOfPath } from './route-elements';

function Greeting({ name = 'Welt' }: { name?: string }) {
  return <p>Hallo {name}</p>;
}

describe('lazyPage', () => {
  it('loads the module once for preloads and rendering, and renders the named export with fixed props', async () => {
    const load = jest.fn(() => Promise.resolve({ Greeting }));
    const page = lazyPage(load, 'Greeting');
    await page.preload();
    await page.preload();
    render(
      <Suspense fallback={<p>lädt</p>}>
        {page.element()}
        {page.with({ name: 'Anna' }).element()}
      </Suspense>,
    );
    expect(await screen.findByText('Hallo Welt')).toBeTruthy();
    expect(screen.getByText('Hallo Anna')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load, and a failed preload does not reject', async () => {
    const load = jest
      .fn<Promise<{ Greeting: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Greeting });
    const page = lazyPage(load, 'Greeting');
    await expect(page.preload()).resolves.toBeUndefined();
    render(<Suspense fallback={<p>lädt</p>}>{page.element()}</Suspense>);
    expect(screen.getByText('lädt')).toBeTruthy();
    expect(await screen.findByText('Hallo Welt')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('routePageOfPath', () => {
  it('finds the page a shop path renders', () => {
    expect(routePageOfPath('/de-at')).toBe(homePage);
    expect(routePageOfPath('/de-at/')).toBe(homePage);
    expect(routePageOfPath(buildPath('account', 'de-at'))).toBe(
      routePageOfPath(buildPath('account-home', 'de-at')),
    );
    expect(routePageOfPath(buildPath('account-home', 'de-at'))).not.toBe(homePage);
    expect(routePageOfPath('/de-at/footer/hilfe')).not.toBe(homePage);
    expect(routePageOfPath('/de-at/footer/hilfe')).toBe(routePageOfPath('/de-at/footer/impressum'));
    expect(routePageOfPath(buildPath('cart', 'de-at'))).not.toBeNull();
  });

  it('has nothing to load for paths outside the shop locales', () => {
    expect(routePageOfPath('/')).toBeNull();
    expect(routePageOfPath('/xx-yy/warenkorb')).toBeNull();
  });

  it('loads a route page ahead', async () => {
    await expect(routePageOfPath(buildPath('cart', 'de-at'))!.preload()).resolves.toBeUndefined();
  });
});

describe('a failed preload', () => {
  it("keeps Vite's preload error from the page reload while it runs, and lets it through afterwards", async () => {
    const reloads: Event[] = [];
    const onPreloadError = (event: Event) => reloads.push(event);
    window.addEventListener('vite:preloadError', onPreloadError);
    try {
      const page = lazyPage(() => {
        // What Vite's preload helper does when the import fails.
        window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      }, 'Greeting');
      await page.preload();
      expect(reloads).toHaveLength(0);
      window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
      expect(reloads).toHaveLength(1);
    } finally {
      window.removeEventListener('vite:preloadError', onPreloadError);
    }
  });
});
