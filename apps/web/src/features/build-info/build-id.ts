/** Replaced by the Vite build (vite.config.ts, plugin shop-build-info) with this bundle's build id. */
declare const __SHOP_BUILD_ID__: string | undefined;

/** Where the web server publishes the id of the build it currently serves (docs/rules/calls.md: builds/latest.json). */
export const LATEST_BUILD_PATH = '/builds/latest.json';

/** The id of the running bundle; null outside a Vite build (unit tests), where nothing is compared. */
export const CURRENT_BUILD_ID: string | null =
  typeof __SHOP_BUILD_ID__ === 'string' && __SHOP_BUILD_ID__ !== '' ? __SHOP_BUILD_ID__ : null;

/** The id the server announces now, or null when it cannot be read (offline, no such file). */
export async function fetchLatestBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(LATEST_BUILD_PATH, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' && body.id !== '' ? body.id : null;
  } catch {
    return null;
  }
}
