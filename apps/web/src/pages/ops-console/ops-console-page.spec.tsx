import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { OpsTenant } from '../../features/ops-console/ops-api';
import { FakeEventSource } from '../../testing/fake-event-source';
import { OpsConsolePage } from './ops-console-page';

const ME = {
  via: 'session',
  name: 'Oskar Betrieb',
  loginEmail: 'ops@shop.example',
  queueBoard: '/ops/queues',
  queues: ['maintenance', 'prices', 'mail', 'housekeeping', 'documents'],
};
const OFF = { enabled: false, until: null, changedAt: '2026-11-28T08:00:00.000Z' };
const tenant = (mandantCode: string, over: Partial<OpsTenant> = {}): OpsTenant => ({
  mandantCode,
  state: OFF,
  window: { start: null, end: null },
  openPages: 0,
  log: [],
  ...over,
});
const TENANTS = [
  tenant('20HHAT', { openPages: 3 }),
  tenant('30HHDE', {
    log: [
      {
        mandantCode: '30HHDE',
        outcome: 'applied',
        trigger: 'request',
        enabled: false,
        from: null,
        until: null,
        requestedBy: 'ops:ops@shop.example',
        at: '2026-11-28T08:00:00.000Z',
      },
    ],
  }),
];

const SAMPLES = Array.from({ length: 90 }, (_, index) => ({
  at: new Date(Date.parse('2026-11-28T08:00:00.000Z') + index * 10_000).toISOString(),
  requestsPerSecond: index === 89 ? 12.5 : index % 3,
  p95Ms: index < 80 ? null : 25,
  errors: index === 88 ? 4 : 0,
}));
const QUEUE_DEPTHS = ME.queues.map((queue) => ({
  queue,
  waiting: queue === 'mail' ? 2 : 0,
  active: 0,
  delayed: 0,
  failed: queue === 'documents' ? 1 : 0,
}));
const HEALTH = { metrics: true, samples: SAMPLES, queues: QUEUE_DEPTHS };

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer | ((init?: RequestInit) => Answer)>;
let calls: { url: string; init?: RequestInit }[];

function stubFetch() {
  calls = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    calls.push({ url: path, init });
    const key = `${init?.method ?? 'GET'} ${path}`;
    const found = answers[key];
    const answer = typeof found === 'function' ? found(init) : (found ?? { status: 404, body: {} });
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  }) as typeof fetch;
}

beforeEach(() => {
  window.localStorage.clear();
  FakeEventSource.instances = [];
  Object.assign(window, { EventSource: FakeEventSource });
  answers = {
    'GET /api/ops/console/me': { status: 200, body: ME },
    'GET /api/ops/console/tenants': { status: 200, body: { tenants: TENANTS } },
    'GET /auth/csrf': { status: 200, body: { csrfToken: 'csrf-1' } },
    'GET /api/ops/console/api-clients': { status: 200, body: { clients: [] } },
    'GET /api/ops/console/metrics': { status: 200, body: HEALTH },
  };
  stubFetch();
});

const renderConsole = (language: 'de' | 'en' = 'de') => render(<OpsConsolePage initialLanguage={language} />);
/** The client's table row once it is drawn. */
const findRow = (clientId: string) =>
  waitFor(() => {
    const row = document.querySelector<HTMLElement>(`tr[data-client="${clientId}"]`);
    if (!row) throw new Error(`no row of ${clientId} yet`);
    return row;
  });
const card = (code: string) => document.querySelector<HTMLElement>(`li[data-tenant="${code}"]`)!;

describe('OpsConsolePage', () => {
  it('asks a guest to sign in (401) and shows nothing of the console', async () => {
    answers['GET /api/ops/console/me'] = {
      status: 401,
      body: { code: 'UNAUTHENTICATED', messageKey: 'ops.error.unauthorized' },
    };
    renderConsole();
    expect(await screen.findByRole('heading', { name: 'Anmeldung erforderlich' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe(
      '/auth/login?locale=de-de&redirect=%2Fops',
    );
    expect(document.querySelectorAll('li[data-tenant]')).toHaveLength(0);
    expect(calls.map((c) => c.url)).not.toContain('/api/ops/console/tenants');
  });

  it('tells a shop user without the operations role that there is no access (403)', async () => {
    answers['GET /api/ops/console/me'] = {
      status: 403,
      body: { code: 'FORBIDDEN', messageKey: 'ops.error.forbidden' },
    };
    renderConsole('en');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeTruthy();
    expect(document.querySelectorAll('li[data-tenant]')).toHaveLength(0);
  });

  it('shows a retry when the console cannot be reached, and loads on retry', async () => {
    answers['GET /api/ops/console/me'] = {
      status: 503,
      body: { code: 'UNAVAILABLE', messageKey: 'error.service-unavailable' },
    };
    renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    answers['GET /api/ops/console/me'] = { status: 200, body: ME };
    fireEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Angemeldet als Oskar Betrieb')).toBeTruthy();
  });

  it('lists every tenant with state, open pages and its recorded changes, and follows the live stream', async () => {
    renderConsole();
    await waitFor(() => expect(card('30HHDE')).toBeTruthy());
    expect(within(card('20HHAT')).getByTestId('ops-open-pages-20HHAT').textContent).toBe('3');
    expect(within(card('30HHDE')).getByTestId('ops-state-30HHDE').textContent).toBe('In Betrieb');
    expect(
      within(card('30HHDE')).getByRole('list', { name: 'Letzte Änderungen von 30HHDE' }).textContent,
    ).toContain('ausgeschaltet (Auftrag) · ops@shop.example');
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/ops/console/events');
    act(() => stream.open());
    expect(screen.getByText('Live')).toBeTruthy();
    act(() =>
      stream.emit('maintenance', {
        type: 'maintenance',
        id: '2',
        mandantCode: '30HHDE',
        state: { enabled: true, until: null, changedAt: '2026-11-28T09:00:00.000Z' },
      }),
    );
    expect(within(card('30HHDE')).getByTestId('ops-state-30HHDE').textContent).toBe('Wartung aktiv');
    expect(within(card('20HHAT')).getByTestId('ops-state-20HHAT').textContent).toBe('In Betrieb');
    act(() => stream.emit('open-pages', { '20HHAT': 0, '30HHDE': 7 }));
    expect(within(card('30HHDE')).getByTestId('ops-open-pages-30HHDE').textContent).toBe('7');
    expect(within(card('20HHAT')).getByTestId('ops-open-pages-20HHAT').textContent).toBe('0');
  });

  it('switches a tenant through the maintenance route and shows a refusal translated', async () => {
    answers['POST /api/ops/maintenance'] = { status: 202, body: { jobId: '17' } };
    renderConsole();
    await waitFor(() => expect(card('30HHDE')).toBeTruthy());
    fireEvent.click(within(card('30HHDE')).getByRole('button', { name: 'Wartung einschalten – 30HHDE' }));
    expect(await within(card('30HHDE')).findByText('Auftrag für 30HHDE übergeben.')).toBeTruthy();
    const post = calls.find((c) => c.url === '/api/ops/maintenance')!;
    expect(JSON.parse(String(post.init?.body))).toEqual({ mandantCode: '30HHDE', enabled: true });

    answers['POST /api/ops/maintenance'] = {
      status: 400,
      body: {
        code: 'BAD_USER_INPUT',
        messageKey: 'error.invalid-input',
        details: { fields: [{ field: 'enabled', messageKey: 'maintenance.error.until-in-past' }] },
      },
    };
    fireEvent.click(within(card('20HHAT')).getByRole('button', { name: 'Fenster planen – 20HHAT' }));
    const form = within(card('20HHAT')).getByRole('form', { name: 'Fenster planen – 20HHAT' });
    fireEvent.change(within(form).getByLabelText('Bis'), { target: { value: '2026-11-28T07:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Planen' }));
    expect((await within(card('20HHAT')).findByRole('alert')).textContent).toBe(
      'Das Ende liegt in der Vergangenheit.',
    );
    const planned = calls.filter((c) => c.url === '/api/ops/maintenance').at(-1)!;
    expect(JSON.parse(String(planned.init?.body))).toEqual({
      mandantCode: '20HHAT',
      enabled: true,
      from: null,
      until: new Date('2026-11-28T07:00').toISOString(),
    });
  });

  it('cancels a planned window of a tenant that is not in maintenance (an off request)', async () => {
    answers['GET /api/ops/console/tenants'] = {
      status: 200,
      body: {
        tenants: [
          tenant('20HHAT'),
          tenant('57HHBG', {
            window: { start: '2026-12-01T22:00:00.000Z', end: '2026-12-02T02:00:00.000Z' },
          }),
        ],
      },
    };
    answers['POST /api/ops/maintenance'] = { status: 202, body: { jobId: '18' } };
    renderConsole('en');
    await waitFor(() => expect(card('57HHBG')).toBeTruthy());
    expect(within(card('20HHAT')).getByText('None')).toBeTruthy();
    expect(within(card('57HHBG')).queryByText('None')).toBeNull();
    fireEvent.click(within(card('57HHBG')).getByRole('button', { name: 'Cancel the window – 57HHBG' }));
    expect(await within(card('57HHBG')).findByText('Request for 57HHBG handed over.')).toBeTruthy();
    const post = calls.find((c) => c.url === '/api/ops/maintenance')!;
    expect(JSON.parse(String(post.init?.body))).toEqual({ mandantCode: '57HHBG', enabled: false });
    // Without a window there is nothing to cancel.
    expect(within(card('20HHAT')).queryByRole('button', { name: /^Cancel the window/ })).toBeNull();
  });

  it('enqueues a price refresh for a tenant’s customers and refuses malformed customer numbers without a call', async () => {
    answers['POST /api/ops/console/prices/refresh'] = { status: 202, body: { jobId: '42' } };
    renderConsole('en');
    const customers = await screen.findByLabelText('Customer numbers (optional)');
    fireEvent.change(screen.getByLabelText('Tenant'), { target: { value: '57HHBG' } });
    fireEvent.change(customers, { target: { value: '100001 a.b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh prices' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please give valid customer numbers (letters, digits, - and _, at most 20 characters).',
    );
    expect(calls.some((c) => c.url.endsWith('/prices/refresh'))).toBe(false);
    fireEvent.change(customers, { target: { value: '100001, 100002 100001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh prices' }));
    expect(await screen.findByText('Price refresh handed over (job 42).')).toBeTruthy();
    const post = calls.find((c) => c.url === '/api/ops/console/prices/refresh')!;
    expect(JSON.parse(String(post.init?.body))).toEqual({
      mandantCode: '57HHBG',
      customerNos: ['100001', '100002'],
    });
  });

  it('links every queue of the dashboard and switches its language, keeping the choice', async () => {
    renderConsole();
    await screen.findByText('Angemeldet als Oskar Betrieb');
    expect(screen.getByRole('link', { name: 'documents' }).getAttribute('href')).toBe(
      '/ops/queues/queue/documents',
    );
    expect(screen.getByRole('link', { name: 'Warteschlangen-Dashboard öffnen' }).getAttribute('href')).toBe(
      '/ops/queues',
    );
    expect(
      screen.getByRole('link', { name: 'Registrierungen von 20HHAT (de-at)' }).getAttribute('href'),
    ).toBe('/de-at/mitarbeiter/registrierungen');
    fireEvent.change(screen.getByLabelText('Sprache'), { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { name: 'Maintenance per tenant' })).toBeTruthy();
    expect(window.localStorage.getItem('shop.ops.language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it("charts the BFF's last 15 minutes (requests, p95, errors, each told in words) and the queue depths", async () => {
    renderConsole();
    const panel = await screen.findByRole('region', { name: 'Zustand des Shops' });
    const requests = await within(panel).findByRole('img', { name: /^Anfragen der letzten 15 Minuten/ });
    expect(requests.getAttribute('aria-label')).toBe(
      'Anfragen der letzten 15 Minuten: zuletzt 12,5 /s, höchstens 12,5 /s',
    );
    expect(
      within(panel)
        .getByRole('img', { name: /^Antwortzeit p95/ })
        .getAttribute('aria-label'),
    ).toBe('Antwortzeit p95 der letzten 15 Minuten: zuletzt 25 ms, höchstens 25 ms');
    expect(
      within(panel)
        .getByRole('img', { name: /^Fehler/ })
        .getAttribute('aria-label'),
    ).toBe('Fehler der letzten 15 Minuten: zuletzt 0, höchstens 4');
    const table = within(panel).getByRole('table', { name: 'Aufträge je Warteschlange' });
    const row = (queue: string) =>
      within(table).getByRole('rowheader', { name: queue }).closest('tr')!.textContent?.replace(queue, '');
    expect(row('mail')).toBe('2000');
    expect(row('documents')).toBe('0001');
    expect(within(table).getAllByRole('row')).toHaveLength(ME.queues.length + 1);
  });

  it('says so when metrics are off, and when the queues do not answer', async () => {
    answers['GET /api/ops/console/metrics'] = {
      status: 200,
      body: { metrics: false, samples: [], queues: null },
    };
    renderConsole('en');
    const panel = await screen.findByRole('region', { name: 'Shop health' });
    expect(await within(panel).findByText('Metrics are switched off (METRICS=off).')).toBeTruthy();
    expect(within(panel).getByText('The queues do not answer right now.')).toBeTruthy();
    expect(within(panel).queryByRole('img')).toBeNull();
  });

  it('offers a retry when the health cannot be read', async () => {
    answers['GET /api/ops/console/metrics'] = { status: 503, body: { code: 'UNAVAILABLE' } };
    renderConsole();
    const panel = await screen.findByRole('region', { name: 'Zustand des Shops' });
    answers['GET /api/ops/console/metrics'] = { status: 200, body: HEALTH };
    fireEvent.click(await within(panel).findByRole('button', { name: 'Erneut versuchen' }));
    expect(await within(panel).findByRole('table', { name: 'Aufträge je Warteschlange' })).toBeTruthy();
  });

  it('has no accessibility violations (axe), signed in and signed out', async () => {
    answers['GET /api/ops/console/api-clients'] = {
      status: 200,
      body: {
        clients: [
          {
            clientId: 'integration-20hhat',
            name: 'Shop sync',
            role: 'ROLE_ADMIN',
            mandantCode: '20HHAT',
            customerNo: '100002',
            customerName: 'Hotel Alpenblick',
            createdAt: '2026-11-01T08:00:00.000Z',
            lastUsedAt: null,
            revokedAt: null,
            state: 'ACTIVE',
            version: 1,
          },
        ],
      },
    };
    const { container, unmount } = renderConsole();
    await waitFor(() => expect(card('30HHDE')).toBeTruthy());
    await findRow('integration-20hhat');
    fireEvent.click(within(card('30HHDE')).getByRole('button', { name: 'Fenster planen – 30HHDE' }));
    const signedIn = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: true } },
    });
    expect(signedIn.violations.map((v) => v.id)).toEqual([]);
    unmount();
    answers['GET /api/ops/console/me'] = { status: 401, body: {} };
    const signedOut = renderConsole();
    await screen.findByRole('heading', { name: 'Anmeldung erforderlich' });
    const result = await axe.run(signedOut.container, {
      rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: true } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});

describe('OpsConsolePage: integration clients', () => {
  const client = (over: Record<string, unknown> = {}) => ({
    clientId: 'integration-50hhsk',
    name: 'ERP connector',
    role: 'ROLE_ADMIN',
    mandantCode: '50HHSK',
    customerNo: '100002',
    customerName: 'Hotel Tatra',
    createdAt: '2026-11-01T08:00:00.000Z',
    lastUsedAt: '2026-11-28T07:30:00.000Z',
    revokedAt: null,
    state: 'ACTIVE',
    version: 3,
    ...over,
  });

  it('lists every company’s clients with their last use and revokes one after a confirmation', async () => {
    let revoked = false;
    answers['GET /api/ops/console/api-clients'] = () => ({
      status: 200,
      body: {
        clients: [
          revoked ? client({ state: 'REVOKED', revokedAt: '2026-11-28T09:00:00.000Z' }) : client(),
          client({
            clientId: 'integration-20hhat',
            mandantCode: '20HHAT',
            lastUsedAt: null,
            name: 'Shop sync',
          }),
        ],
      },
    });
    answers['POST /api/ops/console/api-clients/integration-50hhsk/revoke'] = () => {
      revoked = true;
      return { status: 200, body: client({ state: 'REVOKED' }) };
    };
    renderConsole('en');
    const row = await findRow('integration-50hhsk');
    expect(row.textContent).toContain('50HHSK · 100002');
    expect(row.textContent).toContain('Hotel Tatra');
    expect(document.querySelector('tr[data-client="integration-20hhat"]')!.textContent).toContain('never');
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke – integration-50hhsk' }));
    expect(calls.some((c) => c.url.endsWith('/revoke'))).toBe(false);
    fireEvent.click(within(row).getByRole('button', { name: 'Yes, revoke' }));
    expect(await screen.findByText('ERP connector is revoked.')).toBeTruthy();
    const post = calls.find((c) => c.url.endsWith('/revoke'))!;
    expect(JSON.parse(String(post.init?.body))).toEqual({ version: 3 });
    await waitFor(() => expect(row.textContent).toContain('Revoked on'));
    expect(within(row).queryByRole('button', { name: 'Revoke – integration-50hhsk' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Filter by tenant'), { target: { value: '20HHAT' } });
    expect(document.querySelector('tr[data-client="integration-50hhsk"]')).toBeNull();
  });

  it('shows a refused revoke translated (the client changed meanwhile)', async () => {
    answers['GET /api/ops/console/api-clients'] = { status: 200, body: { clients: [client()] } };
    answers['POST /api/ops/console/api-clients/integration-50hhsk/revoke'] = {
      status: 409,
      body: { code: 'CONFLICT', messageKey: 'ops.error.api-client-changed' },
    };
    renderConsole();
    const row = await findRow('integration-50hhsk');
    fireEvent.click(within(row).getByRole('button', { name: 'Widerrufen – integration-50hhsk' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Ja, widerrufen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Der Client wurde inzwischen geändert. Die Liste ist neu geladen.',
    );
  });
});
