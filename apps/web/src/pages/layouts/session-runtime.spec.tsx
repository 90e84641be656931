import { deserialize, serialize } from 'node:v8';
// fake-indexeddb clones with structuredClone, which jsdom does not expose.
globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createCache } from '../../app/apollo-client';
import { i18nFor } from '../../i18n/i18n';
import { meMock } from '../../testing/graphql-fixtures';
import { ToastProvider, ToastViewport } from '../../ui/toast';
import { useMe } from '../../features/session/use-me';
import { LocaleContext, localeContextOf } from '../../features/locale/locale-context';
import { hasLoginErrorFlag, LOGIN_ERROR_FLAG } from '../../features/session/login-error-flag';
import { NO_CUSTOMER_TOAST_MS } from '@shop/domain';
import { SessionRuntime } from './session-runtime';
import { reportUnauthenticated } from '../../features/session/session-events';
import { closeScanMeStore, guestId, guestListId, writeList } from '../../features/scan-me/scan-me-store';

const LOGIN_ERROR = 'Ihre Anmeldung ist abgelaufen oder ungültig.';
const signedIn = { role: 'ROLE_ADMIN', customer: { customerNo: '100001', name: 'Hotel' } };

function Probe() {
  const { data } = useMe();
  return <p>{data ? (data.me ? 'signed-in' : 'guest') : 'loading'}</p>;
}

/** Where the router is: the runtime moves a page to another tenant's locale. */
function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function stubFetch() {
  const fetchMock = jest.fn(async (url: string) => {
    const body = url === '/auth/csrf' ? { csrfToken: 'csrf-1' } : { authenticated: false };
    return { ok: true, status: 200, json: async () => body } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderRuntime(mocks: ReturnType<typeof meMock>[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/de-at',
        element: (
          <LocaleContext.Provider value={localeContextOf('de-at')}>
            <I18nextProvider i18n={i18nFor('de')}>
              <SessionRuntime>
                <Probe />
              </SessionRuntime>
              <ToastViewport />
            </I18nextProvider>
          </LocaleContext.Provider>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/de-at'] },
  );
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
}

const once = (mock: ReturnType<typeof meMock>) => ({ ...mock, maxUsageCount: 1 });

/**
 * A `me` answer used once. `asked` is called when the runtime requests it (the mock reads its delay
 * then), `answered` when the answer is given.
 */
function counted(me: Parameters<typeof meMock>[0], onAsked: () => void = () => undefined) {
  const mock = meMock(me);
  const asked = jest.fn(() => {
    onAsked();
    return 0;
  });
  const answered = jest.fn(() => mock.result as Record<string, unknown>);
  const countedMock: ReturnType<typeof meMock> = {
    ...mock,
    result: answered,
    delay: asked,
    maxUsageCount: 1,
  };
  return { mock: countedMock, asked, answered };
}

describe('SessionRuntime', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('refreshes the customer after a 401 and, when that fails, shows the login error and signs out', async () => {
    const fetchMock = stubFetch();
    renderRuntime([once(meMock(signedIn)), meMock(null)]);
    await screen.findByText('signed-in');
    act(() => reportUnauthenticated());
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain(LOGIN_ERROR));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/auth/logout', expect.objectContaining({ method: 'POST' })),
    );
    const logout = fetchMock.mock.calls.find(([url]) => url === '/auth/logout')!;
    expect(JSON.parse((logout as unknown as [string, RequestInit])[1].body as string)).toEqual({
      csrfToken: 'csrf-1',
      locale: 'de-at',
    });
    await screen.findByText('guest');
    expect(hasLoginErrorFlag()).toBe(false);
  });

  it('keeps the session when the customer refresh succeeds', async () => {
    const fetchMock = stubFetch();
    const first = counted(signedIn);
    const second = counted(signedIn);
    renderRuntime([once(meMock(signedIn)), first.mock, second.mock]);
    await screen.findByText('signed-in');
    act(() => reportUnauthenticated());
    await waitFor(() => expect(first.answered).toHaveBeenCalledTimes(1));
    // The refresh has ended: a later 401 refreshes again.
    await waitFor(() => {
      if (second.asked.mock.calls.length === 0) act(() => reportUnauthenticated());
      expect(second.asked).toHaveBeenCalledTimes(1);
    });
    await screen.findByText('signed-in');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalledWith('/auth/logout', expect.anything());
    expect(screen.getByText('signed-in')).toBeTruthy();
  });

  it('keeps the user signed in when the refresh after a 401 gets no answer (the server is unavailable)', async () => {
    const fetchMock = stubFetch();
    const asked = jest.fn(() => 0);
    const unavailable: ReturnType<typeof meMock> = {
      ...meMock(null),
      maxUsageCount: 1,
      delay: asked,
      result: {
        errors: [
          new GraphQLError('error.service-unavailable', {
            extensions: { code: 'UNAVAILABLE', messageKey: 'error.service-unavailable' },
          }),
        ],
      },
    };
    const later = counted(signedIn);
    renderRuntime([once(meMock(signedIn)), unavailable, later.mock]);
    await screen.findByText('signed-in');
    act(() => reportUnauthenticated());
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    // The refresh has ended (a later 401 refreshes again) without signing anybody out.
    await waitFor(() => {
      if (later.asked.mock.calls.length === 0) act(() => reportUnauthenticated());
      expect(later.asked).toHaveBeenCalledTimes(1);
    });
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(hasLoginErrorFlag()).toBe(false);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/auth/logout')).toHaveLength(0);
  });

  it('takes one 401 at a time: a burst of them while the refresh runs signs out once', async () => {
    const fetchMock = stubFetch();
    renderRuntime([once(meMock(signedIn)), meMock(null)]);
    await screen.findByText('signed-in');
    act(() => {
      reportUnauthenticated();
      reportUnauthenticated();
    });
    await screen.findByText('guest');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/auth/logout')).toHaveLength(1);
  });

  it('checks the session every 900000 ms: a sign-out elsewhere ends the session here', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = stubFetch();
      const mounted = Date.now();
      renderRuntime([once(meMock(signedIn)), meMock(null)]);
      await screen.findByText('signed-in');
      const sessionReads = () => fetchMock.mock.calls.filter(([url]) => url === '/auth/session').length;
      await act(() => jest.advanceTimersByTimeAsync(mounted + 899_999 - Date.now()));
      expect(sessionReads()).toBe(0);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(sessionReads()).toBe(1);
      await screen.findByText('guest');
      expect(screen.getByRole('alert').textContent).toContain(LOGIN_ERROR);
    } finally {
      jest.useRealTimers();
    }
  });

  it('warns an employee without a selected customer with a toast that stays', async () => {
    stubFetch();
    const employee = meMock({ employee: { employeeNo: 'E-1', name: 'Eva Muster' } });
    const me = (employee.result as { data: { me: Record<string, unknown> } }).data.me;
    me.needsCustomerSelection = true;
    renderRuntime([employee]);
    const warning = await screen.findByText(
      'Kein Kunde ausgewählt. Bitte wählen Sie einen Kunden, um für ihn einzukaufen.',
    );
    // Longer than the 5 s of the other customer notification: this one has no timeout.
    await new Promise((resolve) => setTimeout(resolve, NO_CUSTOMER_TOAST_MS + 300));
    expect(warning.isConnected).toBe(true);
  }, 15_000);

  it('answers a login error flag found at start-up with the notification and sign-out', async () => {
    window.sessionStorage.setItem(LOGIN_ERROR_FLAG, '1');
    const fetchMock = stubFetch();
    renderRuntime([meMock(null)]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(LOGIN_ERROR));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/auth/logout', expect.anything()));
    expect(hasLoginErrorFlag()).toBe(false);
  });

  it('ignores a 401 of a guest, and answers one once the visitor has signed in elsewhere', async () => {
    const fetchMock = jest.fn(async (url: string) => {
      const body =
        url === '/auth/session'
          ? {
              authenticated: true,
              mandantCode: '20HHAT',
              customerNo: '100009', // another customer than `me` shows: every session check reads `me` again
              needsCustomerSelection: false,
            }
          : { csrfToken: 'csrf-1' };
      return { ok: true, status: 200, json: async () => body } as unknown as Response;
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    // What made the runtime request `me`: the guest's 401 must not, the visibility check must.
    let cause = 'guest 401';
    const causes: string[] = [];
    const afterSignIn = counted(signedIn, () => causes.push(cause));
    const after401 = counted(signedIn);
    renderRuntime([once(meMock(null)), afterSignIn.mock, after401.mock]);
    await screen.findByText('guest');
    act(() => reportUnauthenticated());
    // Signed in in another tab: the session check on becoming visible reads `me` again.
    cause = 'visible';
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await screen.findByText('signed-in');
    expect(causes).toEqual(['visible']);
    expect(after401.asked).not.toHaveBeenCalled();
    act(() => reportUnauthenticated());
    await waitFor(() => expect(after401.answered).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalledWith('/auth/logout', expect.anything());
  });

  it('follows a customer chosen in another tab: reads every active query again and moves to its tenant’s locale', async () => {
    const fetchMock = jest.fn(async (url: string) => {
      const body =
        url === '/auth/session'
          ? {
              authenticated: true,
              mandantCode: '30HHDE',
              customerNo: '100002',
              needsCustomerSelection: false,
            }
          : { csrfToken: 'csrf-1' };
      return { ok: true, status: 200, json: async () => body } as unknown as Response;
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const again = counted({
      ...signedIn,
      mandantCode: '30HHDE',
      customer: { customerNo: '100002', name: 'Hotel Seeblick' },
    });
    renderRuntime([once(meMock(signedIn)), again.mock]);
    await screen.findByText('signed-in');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByText('at /de-de')).toBeTruthy();
    await waitFor(() => expect(again.answered).toHaveBeenCalledTimes(1));
  });

  describe('the guest-list dialog', () => {
    beforeEach(async () => {
      closeScanMeStore();
      globalThis.indexedDB = new IDBFactory();
      localStorage.clear();
      await writeList({
        id: guestListId(guestId()!),
        lines: [{ ean: '4006000000017', quantity: 2 }],
        updatedAt: 1,
      });
    });

    it('offers a signed-in customer’s contact to move the guest’s scan list', async () => {
      stubFetch();
      renderRuntime([
        meMock({
          ...signedIn,
          contact: { firstName: 'Anna', lastName: 'Berger', email: 'a@x.at', contactNo: 'KT000001' },
        }),
      ]);
      const dialog = await screen.findByRole('dialog', { name: 'Gast-Liste übernehmen?' }, { timeout: 5000 });
      expect(dialog.textContent).toContain('Sie haben als Gast 1 Position gescannt.');
    });

    it('does not offer it to an employee acting for a customer', async () => {
      stubFetch();
      renderRuntime([
        meMock({
          ...signedIn,
          contact: { firstName: 'Anna', lastName: 'Berger', email: 'a@x.at', contactNo: 'KT000001' },
          employee: { employeeNo: 'E-1', name: 'Eva Muster' },
        }),
      ]);
      await screen.findByText('signed-in');
      // Longer than the dialog's code and the guest list take to load for a contact (the test above).
      await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
