import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { MaintenanceGuard } from '../maintenance/maintenance-guard';
import { stubMaintenanceFetch } from '../../testing/render-route';

/** Stands in for the browser's EventSource: the edge of the system in this unit test. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  removeEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((candidate) => candidate !== listener),
    );
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data?: unknown) {
    const event = { data: data === undefined ? '' : JSON.stringify(data) } as MessageEvent<string>;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderGuarded(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/de-at/*',
        element: (
          <MaintenanceGuard locale="de-at">
            <Where />
          </MaintenanceGuard>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const state = (enabled: boolean, changedAt: string) => ({ enabled, until: null, changedAt });

describe('maintenance events', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });

  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  it("follows events of the locale's tenant and ignores other tenants", async () => {
    stubMaintenanceFetch({ '20HHAT': state(false, '2026-01-01T00:00:00.000Z') });
    const router = renderGuarded('/de-at/account/mein-konto');
    const source = FakeEventSource.instances[0];
    expect(source.url).toBe('/sse?locale=de-at');

    act(() =>
      source.emit('maintenance', {
        type: 'maintenance',
        id: '1',
        mandantCode: '30HHDE',
        state: state(true, '2026-01-01T01:00:00.000Z'),
      }),
    );
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/de-at/account/mein-konto');

    act(() =>
      source.emit('maintenance', {
        type: 'maintenance',
        id: '2',
        mandantCode: '20HHAT',
        state: state(true, '2026-01-01T02:00:00.000Z'),
      }),
    );
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/de-at/maintenance'));

    act(() =>
      source.emit('maintenance', {
        type: 'maintenance',
        id: '3',
        mandantCode: '20HHAT',
        state: state(false, '2026-01-01T03:00:00.000Z'),
      }),
    );
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/de-at'));
  });

  it('reads the state with POST /api/maintenance on load and on every (re)connect', async () => {
    const fetchMock = stubMaintenanceFetch({
      '20HHAT': state(true, '2026-01-01T00:00:00.000Z'),
      '30HHDE': state(false, '2026-01-01T00:00:00.000Z'),
    });
    renderGuarded('/de-at');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/de-at/maintenance'));
    expect(fetchMock).toHaveBeenCalledWith('/api/maintenance', expect.objectContaining({ method: 'POST' }));

    const calls = fetchMock.mock.calls.length;
    act(() => FakeEventSource.instances[0].emit('open'));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(calls + 1));
  });

  it('does not leave maintenance on a stale answer older than the last event', async () => {
    stubMaintenanceFetch({ '20HHAT': state(false, '2026-01-01T00:00:00.000Z') });
    renderGuarded('/de-at');
    const source = FakeEventSource.instances[0];
    act(() =>
      source.emit('maintenance', {
        type: 'maintenance',
        id: '5',
        mandantCode: '20HHAT',
        state: state(true, '2026-01-01T05:00:00.000Z'),
      }),
    );
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/de-at/maintenance'));
    act(() => source.emit('open'));
    await act(async () => undefined);
    expect(screen.getByTestId('path').textContent).toBe('/de-at/maintenance');
  });
});
