import { act, renderHook } from '@testing-library/react';
import { SESSION_REFRESH_INTERVAL_MS } from '@shop/domain';
import { useSessionRefresh } from './use-session-refresh';

const STATE = {
  authenticated: true,
  userType: 'STANDARD',
  mandantCode: '20HHAT',
  customerNo: '100001',
  contactNo: '1',
  needsCustomerSelection: false,
  expiresAt: null,
};

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useSessionRefresh (docs/rules/constants.md)', () => {
  let fetchMock: jest.Mock;
  const sessionReads = () => fetchMock.mock.calls.filter(([url]) => url === '/auth/session').length;

  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock = jest.fn(async () => ({ ok: true, json: async () => STATE }) as unknown as Response);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  afterEach(() => {
    jest.useRealTimers();
    setVisibility('visible');
  });

  it('reads the session every 900000 ms, not before, and hands the answer on', async () => {
    expect(SESSION_REFRESH_INTERVAL_MS).toBe(900_000);
    const onState = jest.fn();
    renderHook(() => useSessionRefresh(onState));
    await act(() => jest.advanceTimersByTimeAsync(899_999));
    expect(sessionReads()).toBe(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(sessionReads()).toBe(1);
    expect(onState).toHaveBeenCalledWith(STATE);
    await act(() => jest.advanceTimersByTimeAsync(900_000));
    expect(sessionReads()).toBe(2);
  });

  it('reads it when the page becomes visible again, not when it is hidden', async () => {
    renderHook(() => useSessionRefresh(jest.fn()));
    act(() => setVisibility('hidden'));
    expect(sessionReads()).toBe(0);
    act(() => setVisibility('visible'));
    expect(sessionReads()).toBe(1);
  });

  it('stops when disabled or unmounted', async () => {
    const { rerender, unmount } = renderHook(({ on }) => useSessionRefresh(jest.fn(), on), {
      initialProps: { on: false },
    });
    await act(() => jest.advanceTimersByTimeAsync(900_000));
    act(() => setVisibility('visible'));
    expect(sessionReads()).toBe(0);
    rerender({ on: true });
    await act(() => jest.advanceTimersByTimeAsync(900_000));
    expect(sessionReads()).toBe(1);
    unmount();
    await act(() => jest.advanceTimersByTimeAsync(1_800_000));
    act(() => setVisibility('visible'));
    expect(sessionReads()).toBe(1);
  });
});
