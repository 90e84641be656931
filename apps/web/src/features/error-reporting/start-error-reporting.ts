import { ERROR_REPORT_MAX_EVENTS_PER_SESSION, type ClientLogLevel } from '@shop/domain';
import { CURRENT_BUILD_ID } from '../build-info/build-id';
import { clientSettings } from '../shop/client-settings';
import type { ErrorReport, ErrorReporter } from './error-reporter';

/** The log route (apps/bff/src/client-log, decision 0112). */
export const CLIENT_LOG_PATH = '/api/log';

let reporter: ErrorReporter | null = null;
/** What failed before the reporter knew its key: sent when it starts. */
const early: { error: unknown; handled: boolean }[] = [];

/** Posts a report; the answer and any failure are ignored (decision 0112). */
export function postReport(report: ErrorReport, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  const body = JSON.stringify(report);
  return fetchImpl(CLIENT_LOG_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'include',
    // keepalive lets a report leave with the page, but browsers cap such bodies at 64 KB.
    keepalive: body.length < 60_000,
    body,
  }).catch(() => undefined);
}

function capture(error: unknown, handled: boolean): void {
  if (reporter) reporter.capture(error, handled);
  else if (early.length < ERROR_REPORT_MAX_EVENTS_PER_SESSION) early.push({ error, handled });
}

/**
 * Logs a problem the page handled (a failed cache reset, …): reported when the reporter runs, on the
 * console in mock mode; never throws.
 */
export function reportProblem(error: unknown, level: ClientLogLevel = 'warn', context?: string): void {
  console.warn(context ?? 'problem', error);
  if (!reporter || reporter.mock) return;
  reporter.notify(error, { level, handled: true, metadata: context ? { context } : undefined });
}

export function leaveBreadcrumb(type: 'navigation' | 'log' | 'state', message: string): void {
  reporter?.leaveBreadcrumb(type, message);
}

/**
 * Captures the window's errors and unhandled rejections at once and starts the reporter with the
 * key the BFF names (no valid key: mock mode). Returns the function that removes the listeners.
 */
export function startErrorReporting(fetchImpl: typeof fetch = fetch): () => void {
  const onError = (event: ErrorEvent) => capture(event.error ?? event.message, false);
  const onRejection = (event: PromiseRejectionEvent) => capture(event.reason, false);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  let stopped = false;
  // The reporter's code loads after the first render (decision 0129); until it runs, errors wait in `early`.
  void Promise.all([clientSettings(fetchImpl), import('./error-reporter')]).then(([settings, module]) => {
    if (stopped) return;
    reporter = new module.ErrorReporter({
      apiKey: settings.errorReportApiKey,
      transport: (report) => postReport(report, fetchImpl),
      release: CURRENT_BUILD_ID ?? 'development',
      currentUrl: () => window.location.pathname + window.location.search,
    });
    for (const pending of early.splice(0)) reporter.capture(pending.error, pending.handled);
  });
  return () => {
    stopped = true;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    reporter = null;
  };
}
