import {
  ERROR_REPORT_MAX_BREADCRUMBS,
  ERROR_REPORT_MAX_BYTES,
  ERROR_REPORT_MAX_EVENTS_PER_SESSION,
  jsonByteLength,
} from '@shop/domain';
import { ErrorReporter, ErrorReportingUnavailableError, type ErrorReport } from './error-reporter';

const KEY = '0123456789abcdef0123456789ABCDEF';

function reporterWith(apiKey: string | null = KEY) {
  const sent: ErrorReport[] = [];
  const reporter = new ErrorReporter({
    apiKey,
    transport: async (report) => void sent.push(report),
    release: 'build-1',
    currentUrl: () => '/de-at/c',
    now: () => new Date('2026-11-28T06:00:00Z'),
  });
  return { reporter, sent };
}

describe('ErrorReporter', () => {
  it('starts with a key of 32 hexadecimal digits and sends level, message and context', () => {
    const { reporter, sent } = reporterWith();
    expect(reporter.mock).toBe(false);
    expect(reporter.notify(new TypeError('x is undefined'))).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      level: 'error',
      message: 'TypeError: x is undefined',
      context: {
        apiKey: KEY,
        name: 'TypeError',
        handled: true,
        url: '/de-at/c',
        release: 'build-1',
        event: 1,
      },
    });
    reporter.notify('plain text', { level: 'warn' });
    expect(sent[1]).toMatchObject({ level: 'warn', message: 'plain text', context: { event: 2 } });
  });

  it.each([null, '', 'abc', '0123456789abcdef0123456789abcdeg', `${KEY}0`])(
    'runs in mock mode with the key %p: notify throws, capture only logs, nothing is sent',
    (key) => {
      const { reporter, sent } = reporterWith(key);
      expect(reporter.mock).toBe(true);
      expect(() => reporter.notify(new Error('boom'))).toThrow(ErrorReportingUnavailableError);
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(() => reporter.capture(new Error('window error'))).not.toThrow();
      expect(consoleError).toHaveBeenCalled();
      consoleError.mockRestore();
      expect(sent).toEqual([]);
    },
  );

  it(`keeps the last ${ERROR_REPORT_MAX_BREADCRUMBS} breadcrumbs`, () => {
    const { reporter, sent } = reporterWith();
    for (let i = 1; i <= 30; i++) reporter.leaveBreadcrumb('navigation', `/page/${i}`);
    expect(reporter.currentBreadcrumbs()).toHaveLength(ERROR_REPORT_MAX_BREADCRUMBS);
    reporter.notify(new Error('boom'));
    const crumbs = sent[0]!.context.breadcrumbs;
    expect(crumbs).toHaveLength(ERROR_REPORT_MAX_BREADCRUMBS);
    expect(crumbs[0]!.message).toBe('/page/6');
    expect(crumbs.at(-1)).toEqual({
      at: '2026-11-28T06:00:00.000Z',
      type: 'navigation',
      message: '/page/30',
    });
  });

  it(`sends at most ${ERROR_REPORT_MAX_EVENTS_PER_SESSION} reports per page session`, () => {
    const { reporter, sent } = reporterWith();
    const answers = Array.from({ length: 15 }, (_, i) => reporter.notify(new Error(`e${i}`)));
    expect(answers.filter(Boolean)).toHaveLength(ERROR_REPORT_MAX_EVENTS_PER_SESSION);
    expect(answers.slice(ERROR_REPORT_MAX_EVENTS_PER_SESSION)).toEqual([false, false, false, false, false]);
    expect(sent).toHaveLength(ERROR_REPORT_MAX_EVENTS_PER_SESSION);
    expect(reporter.eventCount).toBe(ERROR_REPORT_MAX_EVENTS_PER_SESSION);
  });

  it('keeps every report within 1 MB: breadcrumbs go first, then metadata; too large to shorten is dropped', () => {
    const { reporter, sent } = reporterWith();
    for (let i = 0; i < 25; i++) reporter.leaveBreadcrumb('log', 'b'.repeat(400));
    expect(
      reporter.notify(new Error('big'), { metadata: { dump: 'x'.repeat(ERROR_REPORT_MAX_BYTES - 5_000) } }),
    ).toBe(true);
    expect(jsonByteLength(sent[0])).toBeLessThanOrEqual(ERROR_REPORT_MAX_BYTES);
    expect(sent[0]!.context.breadcrumbs).toEqual([]);

    expect(
      reporter.notify(new Error('bigger'), { metadata: { dump: 'x'.repeat(ERROR_REPORT_MAX_BYTES) } }),
    ).toBe(true);
    expect(jsonByteLength(sent[1])).toBeLessThanOrEqual(ERROR_REPORT_MAX_BYTES);
    expect(sent[1]!.context.metadata).toEqual({ dropped: 'larger than 1 MB' });
  });

  it('ignores a failing transport', async () => {
    const reporter = new ErrorReporter({
      apiKey: KEY,
      transport: () => Promise.reject(new Error('offline')),
      release: 'b',
      currentUrl: () => '/',
    });
    expect(reporter.notify(new Error('boom'))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
