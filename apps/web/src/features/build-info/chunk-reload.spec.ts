import {
  installChunkReload,
  isChunkLoadError,
  pendingPath,
  RELOAD_MARKER_KEY,
  reloadToPath,
} from './chunk-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('reloadToPath', () => {
  it('loads the target path once, and not again within 10 s (no reload loop)', () => {
    const storage = memoryStorage();
    const assign = jest.fn();
    let now = 1_000_000;
    const deps = { storage, assign, now: () => now };
    expect(reloadToPath('/de-at/c/reinigung?page=2', deps)).toBe(true);
    expect(assign).toHaveBeenCalledWith('/de-at/c/reinigung?page=2');
    expect(JSON.parse(storage.values.get(RELOAD_MARKER_KEY) ?? '{}')).toEqual({
      at: 1_000_000,
      path: '/de-at/c/reinigung?page=2',
    });
    now += 9_999;
    expect(reloadToPath('/de-at/c/reinigung?page=2', deps)).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    now += 1;
    expect(reloadToPath('/de-at', deps)).toBe(true);
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('treats a damaged marker as none and still reloads without storage', () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_MARKER_KEY, '{not json');
    const assign = jest.fn();
    expect(reloadToPath('/de-at', { storage, assign })).toBe(true);
    expect(reloadToPath('/de-at', { storage: null, assign })).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('knows the browsers’ messages of failed dynamic imports', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost:3000/assets/account-abc.js',
      'error loading dynamically imported module: http://localhost:3000/assets/x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/x.css',
    ])
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(new Error('Network error'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('installChunkReload', () => {
  it('reloads to the target path on vite:preloadError and a failed dynamic import, once', () => {
    const target = new EventTarget();
    const assign = jest.fn();
    const storage = memoryStorage();
    const uninstall = installChunkReload(() => '/de-at/account/mein-konto', target as unknown as Window, {
      storage,
      assign,
    });
    const preload = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(preload);
    expect(preload.defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith('/de-at/account/mein-konto');

    // Within 10 s the error is left alone (the error page shows), so it cannot loop.
    const again = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);

    storage.values.clear();
    const rejection = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: new TypeError('Failed to fetch dynamically imported module: /assets/a.js'),
    });
    target.dispatchEvent(rejection);
    expect(assign).toHaveBeenCalledTimes(2);
    const other = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: new Error('boom'),
    });
    storage.values.clear();
    target.dispatchEvent(other);
    expect(assign).toHaveBeenCalledTimes(2);

    uninstall();
    storage.values.clear();
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(assign).toHaveBeenCalledTimes(2);
  });
});

describe('pendingPath', () => {
  const here = { pathname: '/de-at', search: '', hash: '' };
  it('prefers the pending navigation', () => {
    expect(
      pendingPath({
        state: {
          location: here,
          navigation: { location: { pathname: '/de-at/c/papier', search: '?page=2', hash: '#top' } },
        },
      }),
    ).toBe('/de-at/c/papier?page=2#top');
    expect(pendingPath({ state: { location: here, navigation: { location: null } } })).toBe('/de-at');
  });
});
