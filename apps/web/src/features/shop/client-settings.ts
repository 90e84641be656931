/** GET /api/client-settings: what the built app reads at run time (apps/bff/src/client-settings). */
export const CLIENT_SETTINGS_PATH = '/api/client-settings';

export interface ThirdPartyScript {
  kind: 'consent' | 'tag-manager' | 'ab-testing';
  src: string;
}

export interface ClientSettings {
  errorReportApiKey: string | null;
  thirdPartyScripts: ThirdPartyScript[];
}

const NONE: ClientSettings = { errorReportApiKey: null, thirdPartyScripts: [] };
let pending: Promise<ClientSettings> | null = null;

function read(body: unknown): ClientSettings {
  const value = (body ?? {}) as Partial<Record<keyof ClientSettings, unknown>>;
  return {
    errorReportApiKey: typeof value.errorReportApiKey === 'string' ? value.errorReportApiKey : null,
    thirdPartyScripts: Array.isArray(value.thirdPartyScripts)
      ? (value.thirdPartyScripts as ThirdPartyScript[]).filter(
          (script) => typeof script?.src === 'string' && typeof script?.kind === 'string',
        )
      : [],
  };
}

/** The settings, asked once per page load; none (mock mode, no scripts) when they cannot be read. */
export function clientSettings(fetchImpl: typeof fetch = fetch): Promise<ClientSettings> {
  pending ??= fetchImpl(CLIENT_SETTINGS_PATH, { credentials: 'include' })
    .then((response) => (response.ok ? response.json() : null))
    .then(read, () => NONE);
  return pending;
}

/** Tests: forget the answer of an earlier test. */
export function forgetClientSettings(): void {
  pending = null;
}
