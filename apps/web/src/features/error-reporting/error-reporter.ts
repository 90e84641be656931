import {
  ERROR_REPORT_MAX_BREADCRUMBS,
  ERROR_REPORT_MAX_BYTES,
  ERROR_REPORT_MAX_EVENTS_PER_SESSION,
  isErrorReportApiKey,
  jsonByteLength,
  type ClientLogLevel,
} from '@shop/domain';

/** The body of POST /api/log (decision 0112). */
export interface ErrorReport {
  level: ClientLogLevel;
  message: string;
  context: {
    apiKey: string;
    name?: string;
    stack?: string;
    handled: boolean;
    url: string;
    release: string;
    /** Which report of this page session (1 … ERROR_REPORT_MAX_EVENTS_PER_SESSION). */
    event: number;
    breadcrumbs: Breadcrumb[];
    metadata?: Record<string, unknown>;
  };
}

export interface Breadcrumb {
  at: string;
  type: 'navigation' | 'log' | 'state';
  message: string;
}

export type ReportTransport = (report: ErrorReport) => Promise<unknown>;

export interface ErrorReporterOptions {
  apiKey: string | null | undefined;
  transport: ReportTransport;
  release: string;
  currentUrl: () => string;
  now?: () => Date;
}

/** Thrown by notify() when the reporter runs in mock mode (no valid API key): nothing is sent. */
export class ErrorReportingUnavailableError extends Error {
  constructor() {
    super('error reporting is in mock mode (no valid API key): the report was not sent');
    this.name = 'ErrorReportingUnavailableError';
  }
}

const STACK_KEEP = 20_000;

/**
 * The web's error reporter (decision 0112): a 32-hex API key starts it, anything else leaves it in
 * mock mode, where notify() throws and nothing is sent. It keeps the last 25 breadcrumbs, sends at
 * most 10 reports per page session and none over 1 MB (breadcrumbs and stack are shortened first).
 * Sending failures are ignored: reporting must never break the page.
 */
export class ErrorReporter {
  readonly mock: boolean;
  private readonly breadcrumbs: Breadcrumb[] = [];
  private sent = 0;

  constructor(private readonly options: ErrorReporterOptions) {
    this.mock = !isErrorReportApiKey(options.apiKey);
  }

  /** Reports sent so far in this page session. */
  get eventCount(): number {
    return this.sent;
  }

  leaveBreadcrumb(type: Breadcrumb['type'], message: string): void {
    this.breadcrumbs.push({ at: this.now().toISOString(), type, message: message.slice(0, 500) });
    if (this.breadcrumbs.length > ERROR_REPORT_MAX_BREADCRUMBS) this.breadcrumbs.shift();
  }

  currentBreadcrumbs(): readonly Breadcrumb[] {
    return this.breadcrumbs;
  }

  /**
   * Sends a report of `error`. Throws ErrorReportingUnavailableError in mock mode; answers false
   * when the session's reports are used up or the report cannot be made small enough, true when it
   * was handed to the transport.
   */
  notify(
    error: unknown,
    options: { level?: ClientLogLevel; handled?: boolean; metadata?: Record<string, unknown> } = {},
  ): boolean {
    if (this.mock) throw new ErrorReportingUnavailableError();
    if (this.sent >= ERROR_REPORT_MAX_EVENTS_PER_SESSION) return false;
    const report = this.fit(this.reportOf(error, options));
    if (!report) return false;
    this.sent += 1;
    report.context.event = this.sent;
    this.options.transport(report).catch(() => undefined);
    this.leaveBreadcrumb('log', `reported: ${report.message.slice(0, 100)}`);
    return true;
  }

  /** For the window's error and unhandledrejection handlers: in mock mode the console only. */
  capture(error: unknown, handled = false): void {
    if (this.mock) {
      console.error('[error reporting: mock mode]', error);
      return;
    }
    this.notify(error, { level: 'error', handled });
  }

  private reportOf(
    error: unknown,
    options: { level?: ClientLogLevel; handled?: boolean; metadata?: Record<string, unknown> },
  ): ErrorReport {
    const asError = error instanceof Error ? error : null;
    const message = (asError ? `${asError.name}: ${asError.message}` : String(error)).slice(0, 2000);
    return {
      level: options.level ?? 'error',
      message: message || 'Unknown error',
      context: {
        apiKey: this.options.apiKey!,
        ...(asError ? { name: asError.name, stack: asError.stack?.slice(0, STACK_KEEP) } : {}),
        handled: options.handled ?? true,
        url: this.options.currentUrl(),
        release: this.options.release,
        event: this.sent + 1,
        breadcrumbs: [...this.breadcrumbs],
        ...(options.metadata ? { metadata: options.metadata } : {}),
      },
    };
  }

  /** The report within ERROR_REPORT_MAX_BYTES: without breadcrumbs, then without metadata and stack. */
  private fit(report: ErrorReport): ErrorReport | null {
    if (jsonByteLength(report) <= ERROR_REPORT_MAX_BYTES) return report;
    const lighter: ErrorReport = { ...report, context: { ...report.context, breadcrumbs: [] } };
    if (jsonByteLength(lighter) <= ERROR_REPORT_MAX_BYTES) return lighter;
    const bare: ErrorReport = {
      ...lighter,
      context: { ...lighter.context, metadata: { dropped: 'larger than 1 MB' }, stack: undefined },
    };
    return jsonByteLength(bare) <= ERROR_REPORT_MAX_BYTES ? bare : null;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }
}
