import { Workbox } from 'workbox-window';

let registered = false;

/**
 * Registers scan-me's service worker (docs/decisions/0106; built by apps/web/scan-me-service-worker.ts)
 * from the scan-me page, once per page load. Not in development: Vite's dev server has none.
 */
export function registerScanMeServiceWorker(): void {
  if (registered || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  registered = true;
  void new Workbox('/sw.js', { scope: '/' }).register().catch(() => {
    registered = false;
  });
}
