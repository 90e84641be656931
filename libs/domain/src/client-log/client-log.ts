/**
 * Client error reporting and the web's log route POST /api/log, shared by the web's reporter and
 * the BFF (docs/decisions/0112-client-error-reporting.md).
 */
export const CLIENT_LOG_LEVELS = ['warn', 'info', 'error'] as const;
export type ClientLogLevel = (typeof CLIENT_LOG_LEVELS)[number];

export function isClientLogLevel(value: unknown): value is ClientLogLevel {
  return typeof value === 'string' && (CLIENT_LOG_LEVELS as readonly string[]).includes(value);
}

/** Breadcrumbs the reporter keeps (the oldest go first). */
export const ERROR_REPORT_MAX_BREADCRUMBS = 25;
/** Reports one page session sends at most; later ones are dropped. */
export const ERROR_REPORT_MAX_EVENTS_PER_SESSION = 10;
/** The largest report, as UTF-8 bytes of its JSON; the BFF's body limit for POST /api/log too. */
export const ERROR_REPORT_MAX_BYTES = 1_000_000;
/** The reporter's API key: 32 hexadecimal digits; anything else starts it in mock mode. */
export const ERROR_REPORT_API_KEY_PATTERN = /^[0-9a-f]{32}$/i;
/** Longest message the log route keeps. */
export const CLIENT_LOG_MESSAGE_MAX_LENGTH = 2000;
/** Reports per caller (session or IP address) and minute the log route takes; more answer 429. */
export const CLIENT_LOG_MAX_PER_MINUTE = 30;

export function isErrorReportApiKey(value: unknown): value is string {
  return typeof value === 'string' && ERROR_REPORT_API_KEY_PATTERN.test(value);
}

/** Size of `value` as JSON in UTF-8 bytes (what travels in the request body). */
export function jsonByteLength(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}
