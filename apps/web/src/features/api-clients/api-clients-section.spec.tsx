import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { I18nextProvider } from 'react-i18next';
import { createCache } from '../../app/apollo-client';
import { i18nFor } from '../../i18n/i18n';
import { FakeEventSource } from '../../testing/fake-event-source';
import type { Mock } from '../../testing/graphql-fixtures';
import { LocaleContext, localeContextOf } from '../locale/locale-context';
import { ApiClientsSection } from './api-clients-section';
import {
  API_CLIENTS_QUERY,
  CREATE_API_CLIENT_MUTATION,
  REVOKE_API_CLIENT_MUTATION,
  ROTATE_API_CLIENT_SECRET_MUTATION,
} from './api-clients.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };
const SECRET = 'q2Xh0Jx8Yk7s3w9ZfL1n4P6c5V2b8N0m7QeRtYuIoPa';

const client = (clientId: string, name: string, over: Record<string, unknown> = {}) => ({
  __typename: 'ApiClient',
  clientId,
  name,
  role: 'ROLE_CART_PURCHASER',
  contactNumber: 'KT500001',
  createdAt: '2026-11-20T09:00:00.000Z',
  createdByName: 'Anna Berger',
  lastUsedAt: null as string | null,
  state: 'ACTIVE',
  revokedAt: null as string | null,
  rotationGraceEndsAt: null as string | null,
  version: 1,
  ...over,
});

const shopConfig = {
  __typename: 'ShopConfig',
  mandantCode: '20HHAT',
  webRoles: [
    { __typename: 'WebRoleConfig', code: 'ROLE_CART_MANAGER_NO_CHECKOUT', isAdministrator: false },
    { __typename: 'WebRoleConfig', code: 'ROLE_CART_PURCHASER', isAdministrator: false },
    { __typename: 'WebRoleConfig', code: 'ROLE_CART_APPROVER', isAdministrator: false },
    { __typename: 'WebRoleConfig', code: 'ROLE_ADMIN', isAdministrator: true },
  ],
};

const listMock = (clients: unknown[]): Mock => ({
  request: { query: API_CLIENTS_QUERY, variables: { locale: 'de-at' } },
  result: { data: { apiClients: clients, shopConfig } },
});

const at = (iso: string) =>
  new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function renderSection(mocks: Mock[]) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <LocaleContext.Provider value={localeContextOf('de-at')}>
        <I18nextProvider i18n={i18nFor('de')}>
          <ApiClientsSection />
        </I18nextProvider>
      </LocaleContext.Provider>
    </MockedProvider>,
  );
}

describe('API clients block (decision 0090)', () => {
  let writeText: jest.Mock;

  beforeEach(() => {
    FakeEventSource.instances = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    jest.spyOn(crypto, 'randomUUID').mockReturnValue('7d0c3a52-1f7e-4c39-9a40-2a4e7d2b9c11');
  });

  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
    jest.restoreAllMocks();
  });

  it('lists the clients with role, creation, last use and state', async () => {
    renderSection([
      listMock([
        client('api-20hhat-aaaa', 'ERP', { lastUsedAt: '2026-11-27T10:15:00.000Z' }),
        client('api-20hhat-bbbb', 'Alt', {
          state: 'REVOKED',
          revokedAt: '2026-11-25T08:00:00.000Z',
          version: 2,
        }),
        client('api-20hhat-cccc', 'Scanner', {
          rotationGraceEndsAt: '2026-11-29T08:00:00.000Z',
          lastUsedAt: null,
        }),
      ]),
    ]);
    const list = await screen.findByRole('list', { name: 'API-Clients' }, SLOW);
    const [erp, old, scanner] = within(list).getAllByRole('listitem');
    expect(within(erp).getByText('api-20hhat-aaaa')).toBeTruthy();
    expect(within(erp).getByText('Einkäufer')).toBeTruthy();
    expect(within(erp).getByText(at('2026-11-27T10:15:00.000Z'))).toBeTruthy();
    expect(within(erp).getByText(`${at('2026-11-20T09:00:00.000Z')} von Anna Berger`)).toBeTruthy();
    expect(within(erp).getByText('Aktiv')).toBeTruthy();
    expect(within(old).getAllByText('Widerrufen').length).toBeGreaterThan(0);
    expect(within(old).queryByRole('button')).toBeNull();
    expect(within(scanner).getByText('Noch nie')).toBeTruthy();
    expect(within(scanner).getByText(at('2026-11-29T08:00:00.000Z'))).toBeTruthy();
  });

  it('creates a client and shows its secret once, with a copy button and the warning', async () => {
    const created = client('api-20hhat-dddd', 'ERP-Anbindung');
    renderSection([
      listMock([]),
      {
        request: {
          query: CREATE_API_CLIENT_MUTATION,
          variables: {
            locale: 'de-at',
            name: 'ERP-Anbindung',
            role: 'ROLE_CART_APPROVER',
            idempotencyKey: '7d0c3a52-1f7e-4c39-9a40-2a4e7d2b9c11',
          },
        },
        result: {
          data: { createApiClient: { __typename: 'ApiClientSecret', secret: SECRET, client: created } },
        },
      },
      listMock([created]),
    ]);
    await screen.findByText('Noch keine API-Clients.', undefined, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'API-Client anlegen' }));
    const form = screen.getByRole('form', { name: 'Neuer API-Client' });
    const roles = within(form).getByLabelText('Rolle') as HTMLSelectElement;
    expect([...roles.options].map((option) => option.value)).toEqual([
      'ROLE_CART_MANAGER_NO_CHECKOUT',
      'ROLE_CART_PURCHASER',
      'ROLE_CART_APPROVER',
    ]);
    // A blank name is refused before asking.
    fireEvent.click(within(form).getByRole('button', { name: 'Anlegen' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Bitte geben Sie einen Namen mit 1 bis 80 Zeichen ein.',
    );
    fireEvent.change(within(form).getByLabelText('Name (wofür der Client ist)'), {
      target: { value: ' ERP-Anbindung ' },
    });
    fireEvent.change(roles, { target: { value: 'ROLE_CART_APPROVER' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Anlegen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Geheimnis von „ERP-Anbindung“' }, SLOW);
    expect(within(dialog).getByText(/nur dieses eine Mal angezeigt/)).toBeTruthy();
    expect((within(dialog).getByLabelText('Client-Geheimnis') as HTMLInputElement).value).toBe(SECRET);
    expect((within(dialog).getByLabelText('Client-ID') as HTMLInputElement).value).toBe('api-20hhat-dddd');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Client-Geheimnis kopieren' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await within(dialog).findByText('In die Zwischenablage kopiert.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ich habe das Geheimnis gespeichert' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(await screen.findByText('api-20hhat-dddd', undefined, SLOW)).toBeTruthy();
  });

  it('rotates after confirming and tells until when the old secret works', async () => {
    const before = client('api-20hhat-aaaa', 'ERP');
    const after = client('api-20hhat-aaaa', 'ERP', {
      version: 2,
      rotationGraceEndsAt: '2026-11-29T08:00:00.000Z',
    });
    renderSection([
      listMock([before]),
      {
        request: {
          query: ROTATE_API_CLIENT_SECRET_MUTATION,
          variables: { locale: 'de-at', clientId: 'api-20hhat-aaaa', version: 1 },
        },
        result: {
          data: { rotateApiClientSecret: { __typename: 'ApiClientSecret', secret: SECRET, client: after } },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Geheimnis erneuern: ERP' }, SLOW));
    fireEvent.click(screen.getByRole('button', { name: 'Ja, erneuern' }));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    expect(
      within(dialog).getByText(`Das bisherige Geheimnis gilt noch bis ${at('2026-11-29T08:00:00.000Z')}.`),
    ).toBeTruthy();
  });

  it('revokes after confirming; a stale version says so and reloads the list', async () => {
    const erp = client('api-20hhat-aaaa', 'ERP');
    renderSection([
      listMock([erp]),
      {
        request: {
          query: REVOKE_API_CLIENT_MUTATION,
          variables: { locale: 'de-at', clientId: 'api-20hhat-aaaa', version: 1 },
        },
        result: {
          errors: [
            new GraphQLError('error.api-client-conflict', {
              extensions: {
                code: 'CONFLICT',
                messageKey: 'error.api-client-conflict',
                details: { version: 2 },
              },
            }),
          ],
        },
      },
      listMock([{ ...erp, version: 2 }]),
      {
        request: {
          query: REVOKE_API_CLIENT_MUTATION,
          variables: { locale: 'de-at', clientId: 'api-20hhat-aaaa', version: 2 },
        },
        result: {
          data: {
            revokeApiClient: { ...erp, version: 3, state: 'REVOKED', revokedAt: '2026-11-28T08:00:00.000Z' },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'ERP widerrufen' }, SLOW));
    expect(screen.getByRole('group', { name: /endgültig widerrufen/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ja, widerrufen' }));
    expect((await screen.findByRole('alert', undefined, SLOW)).textContent).toBe(
      'Der API-Client wurde inzwischen geändert. Die Liste ist neu geladen, bitte versuchen Sie es erneut.',
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.click(screen.getByRole('button', { name: 'ERP widerrufen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ja, widerrufen' }));
    expect(await screen.findByText('Der API-Client „ERP“ ist widerrufen.', undefined, SLOW)).toBeTruthy();
  });

  it('reloads when another administrator changes the clients', async () => {
    renderSection([listMock([]), listMock([client('api-20hhat-eeee', 'Neu')])]);
    await screen.findByText('Noch keine API-Clients.', undefined, SLOW);
    const stream = FakeEventSource.instances.find((source) => source.url === '/sse?locale=de-at')!;
    act(() =>
      stream.emit('api-clients-changed', {
        type: 'api-clients-changed',
        id: '1',
        mandantCode: '20HHAT',
        customerNo: '100001',
      }),
    );
    expect(await screen.findByText('api-20hhat-eeee', undefined, SLOW)).toBeTruthy();
  });
});
