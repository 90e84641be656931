import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { LocaleCode } from '@shop/locales';
import { MaintenanceProvider } from './maintenance-provider';
import { useMaintenanceState } from './maintenance-context';
import { stubMaintenanceFetch } from '../../testing/render-route';
import { FakeEventSource } from '../../testing/fake-event-source';

/** What guard 5 of the guard runner reads (routes/guards.spec.tsx tests the page moves it makes). */
function Where() {
  const maintenance = useMaintenanceState();
  return (
    <p data-testid="state">
      {maintenance ? `${maintenance.mandantCode}:${maintenance.state.enabled}` : 'unknown'}
    </p>
  );
}

/** One browser tab: the router of a locale with the maintenance provider, as LocaleRoot mounts it. */
function renderTab(locale: LocaleCode, path: string) {
  const router = createMemoryRouter(
    [
      {
        path: `/${locale}/*`,
        element: (
          <MaintenanceProvider locale={locale}>
            <Where />
          </MaintenanceProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, source: FakeEventSource.latest(), ...view };
}

const state = (enabled: boolean, changedAt: string) => ({ enabled, until: null, changedAt });
const event = (mandantCode: string, enabled: boolean, changedAt: string) => ({
  type: 'maintenance',
  id: String(Date.parse(changedAt)),
  mandantCode,
  state: state(enabled, changedAt),
});

describe('maintenance events', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });

  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  it("follows events of the locale's tenant on and off, and ignores other tenants", async () => {
    stubMaintenanceFetch({ '20HHAT': state(false, '2026-01-01T00:00:00.000Z') });
    const { source } = renderTab('de-at', '/de-at/account/mein-konto');
    expect(source.url).toBe('/sse?locale=de-at');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('20HHAT:false'));

    act(() => source.emit('maintenance', event('30HHDE', true, '2026-01-01T01:00:00.000Z')));
    await act(async () => undefined);
    expect(screen.getByTestId('state').textContent).toBe('20HHAT:false');

    act(() => source.emit('maintenance', event('20HHAT', true, '2026-01-01T02:00:00.000Z')));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('20HHAT:true'));

    act(() => source.emit('maintenance', event('20HHAT', false, '2026-01-01T03:00:00.000Z')));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('20HHAT:false'));
  });

  it('reaches every open page of the tenant over one stream per locale, and no page of another tenant', async () => {
    stubMaintenanceFetch({
      '20HHAT': state(false, '2026-01-01T00:00:00.000Z'),
      '30HHDE': state(false, '2026-01-01T00:00:00.000Z'),
    });
    const first = renderTab('de-at', '/de-at');
    const second = renderTab('de-at', '/de-at/c/reinigung');
    const germany = renderTab('de-de', '/de-de');
    const on = event('20HHAT', true, '2026-01-01T02:00:00.000Z');
    // The pages of one locale share the tab's stream; the BFF sends the tenant's event to each stream.
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual([
      '/sse?locale=de-at',
      '/sse?locale=de-de',
    ]);
    expect(second.source).toBe(first.source);
    act(() => [first, germany].forEach((tab) => tab.source.emit('maintenance', on)));
    await waitFor(() => expect(within(first.container).getByTestId('state').textContent).toBe('20HHAT:true'));
    await waitFor(() =>
      expect(within(second.container).getByTestId('state').textContent).toBe('20HHAT:true'),
    );
    await waitFor(() =>
      expect(within(germany.container).getByTestId('state').textContent).toBe('30HHDE:false'),
    );
  });

  it('refreshes the state with POST /api/maintenance on load, on every (re)connect and on an event', async () => {
    const fetchMock = stubMaintenanceFetch({
      '20HHAT': state(true, '2026-01-01T00:00:00.000Z'),
      '30HHDE': state(false, '2026-01-01T00:00:00.000Z'),
    });
    const { source } = renderTab('de-at', '/de-at');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('20HHAT:true'));
    expect(fetchMock).toHaveBeenCalledWith('/api/maintenance', expect.objectContaining({ method: 'POST' }));

    const calls = fetchMock.mock.calls.length;
    act(() => source.open());
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(calls + 1));
    act(() => source.emit('maintenance', event('20HHAT', true, '2026-01-01T00:00:00.000Z')));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(calls + 2));
    act(() => source.emit('maintenance', event('30HHDE', true, '2026-01-01T00:00:00.000Z')));
    await act(async () => undefined);
    expect(fetchMock.mock.calls.length).toBe(calls + 2);
  });

  it('ends in the right state after being offline during the switch', async () => {
    const fetchMock = stubMaintenanceFetch({ '20HHAT': state(false, '2026-01-01T00:00:00.000Z') });
    jest.useFakeTimers();
    try {
      const { source } = renderTab('de-at', '/de-at');
      await act(async () => undefined);
      source.fail(); // the BFF went away; maintenance was switched on meanwhile
      stubMaintenanceFetch({ '20HHAT': state(true, '2026-01-01T05:00:00.000Z') });
      await act(async () => {
        jest.advanceTimersByTime(2000);
      });
      const reconnected = FakeEventSource.latest();
      expect(reconnected).not.toBe(source);
      act(() => reconnected.open());
      await act(async () => undefined);
      expect(screen.getByTestId('state').textContent).toBe('20HHAT:true');
      expect(fetchMock).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not leave maintenance on a stale answer older than the last event', async () => {
    stubMaintenanceFetch({ '20HHAT': state(false, '2026-01-01T00:00:00.000Z') });
    const { source } = renderTab('de-at', '/de-at');
    act(() => source.emit('maintenance', event('20HHAT', true, '2026-01-01T05:00:00.000Z')));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('20HHAT:true'));
    act(() => source.open());
    await act(async () => undefined);
    expect(screen.getByTestId('state').textContent).toBe('20HHAT:true');
  });

  it('never connects for a locale without a tenant', () => {
    stubMaintenanceFetch({});
    renderTab('sr-rs', '/sr-rs');
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
