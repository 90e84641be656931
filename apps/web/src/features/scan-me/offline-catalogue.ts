import type { OfflineCatalogueWire } from '@shop/domain';
import {
  applyCatalogueAnswer,
  readCatalogue,
  readSettings,
  writeSettings,
  type ScanMeSettingsRecord,
  type StoredCatalogue,
} from './scan-me-store';

export const SCAN_ME_SETTINGS_URL = '/api/scan-me/settings';

/**
 * The offline catalogue's URL (docs/decisions/0106): asked from the BFF when online and kept, so the
 * page knows it offline. No answer ever: null (the catalogue is not loaded).
 */
export async function loadScanMeSettings(
  fetchImpl: typeof fetch = fetch,
): Promise<ScanMeSettingsRecord | null> {
  try {
    const response = await fetchImpl(SCAN_ME_SETTINGS_URL, { headers: { accept: 'application/json' } });
    if (response.ok) {
      const body = (await response.json()) as Partial<ScanMeSettingsRecord>;
      const settings = {
        offlineCatalogueUrl: typeof body.offlineCatalogueUrl === 'string' ? body.offlineCatalogueUrl : null,
      };
      await writeSettings(settings);
      return settings;
    }
  } catch {
    // Offline: the kept settings below.
  }
  return readSettings();
}

export class CatalogueHttpError extends Error {
  constructor(readonly status: number) {
    super(`offline catalogue answered ${status}`);
  }
}

function catalogueUrl(base: string, locale: string, since: string | null): string {
  const url = new URL(base, globalThis.location?.origin ?? 'http://localhost');
  url.searchParams.set('locale', locale);
  if (since !== null) url.searchParams.set('since', since);
  return `${url.pathname}${url.search}`;
}

async function fetchAnswer(
  fetchImpl: typeof fetch,
  base: string,
  locale: string,
  since: string | null,
): Promise<OfflineCatalogueWire> {
  // no-store: the browser's HTTP cache must not hand an old full answer to a delta request.
  const response = await fetchImpl(catalogueUrl(base, locale, since), { cache: 'no-store' });
  if (!response.ok) throw new CatalogueHttpError(response.status);
  return (await response.json()) as OfflineCatalogueWire;
}

/**
 * Brings the stored catalogue of a locale up to date: a delta since the stored revision, or the
 * full catalogue when nothing is stored, the server answers full, or the delta does not fit the
 * stored copy. Throws when the server cannot be reached; the stored copy stays as it was.
 */
export async function refreshCatalogue(
  key: string,
  locale: string,
  base: string,
  fetchImpl: typeof fetch = fetch,
): Promise<StoredCatalogue> {
  const stored = await readCatalogue(key);
  const since = stored?.revision ?? null;
  const answer = await fetchAnswer(fetchImpl, base, locale, since);
  const applied = await applyCatalogueAnswer(key, answer, since);
  if (applied) return applied;
  const full = await fetchAnswer(fetchImpl, base, locale, null);
  const replaced = await applyCatalogueAnswer(key, full, null);
  if (!replaced) throw new Error('full offline catalogue not applied');
  return replaced;
}
