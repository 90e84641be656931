import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { LocaleCode } from '@shop/locales';
import { layoutMocks, routeMock, reusable, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import { assignLocation } from '../../ui/full-page-navigation';
import { ACCEPT_INVITATION_MUTATION, INVITATION_QUERY } from '../../features/invitations/invitation.queries';
import {
  INVITATION_CALLBACK_MARKER,
  readInvitationCallbackMarker,
  removeInvitationCallbackMarker,
} from '../../features/navigation/markers';

jest.mock('../../ui/full-page-navigation', () => ({ assignLocation: jest.fn(), replaceLocation: jest.fn() }));
jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDE';

const invitationMock = (locale: LocaleCode, state: string, valid = state === 'VALID'): Mock => ({
  ...reusable,
  request: { query: INVITATION_QUERY, variables: { locale, token: TOKEN } },
  result: {
    data: {
      invitation: {
        __typename: 'Invitation',
        state,
        companyName: valid ? 'Hotel Alpenblick' : null,
        role: valid ? 'ROLE_CART_APPROVER' : null,
        loginEmail: valid ? 'ida.neu@20hhat.example' : null,
        firstName: valid ? 'Ida' : null,
        expiresAt: valid ? '2026-12-05T10:00:00.000Z' : null,
      },
    },
  },
});

const acceptMock = (answer: { url: string } | { errorKey: string; code: string }): Mock => ({
  request: { query: ACCEPT_INVITATION_MUTATION, variables: { locale: 'de-at', token: TOKEN } },
  result:
    'url' in answer
      ? {
          data: {
            acceptInvitation: {
              __typename: 'InvitationAcceptance',
              next: 'SET_PASSWORD',
              url: answer.url,
              contactNo: 'KT500001',
            },
          },
        }
      : {
          errors: [
            new GraphQLError(answer.errorKey, {
              extensions: { code: answer.code, messageKey: answer.errorKey },
            }),
          ],
        },
});

describe('invitation page', () => {
  beforeEach(() => {
    stubMaintenanceFetch();
    removeInvitationCallbackMarker();
    jest.mocked(assignLocation).mockClear();
  });

  const render = (locale: LocaleCode, search: string, mocks: Mock[], me: MeFixture | null = null) =>
    renderRoute(`/${locale}/invitation${search}`, [
      ...layoutMocks(locale, me),
      routeMock(`/${locale}/invitation`),
      ...mocks,
    ]);

  it('shows a valid invitation and, on the button, sets the marker and leaves for the password page', async () => {
    const url = 'http://127.0.0.1:3300/password-ticket/abc';
    render('de-at', `?token=${TOKEN}`, [invitationMock('de-at', 'VALID'), acceptMock({ url })]);
    expect(await screen.findByRole('heading', { name: 'Einladung' }, SLOW)).toBeTruthy();
    expect(screen.getByText(/Hallo Ida, Sie wurden eingeladen, für Hotel Alpenblick/)).toBeTruthy();
    expect(screen.getByText('Warenkorb-Freigeber')).toBeTruthy();
    expect(screen.getByText('ida.neu@20hhat.example')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zugang einrichten' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(url), SLOW);
    expect(screen.getByRole('button', { name: /Zugang wird eingerichtet/ })).toHaveProperty('disabled', true);
    expect(readInvitationCallbackMarker()).toBe('KT500001');
    expect(document.cookie).toContain(`${INVITATION_CALLBACK_MARKER}=KT500001`);
  });

  it('shows the used page when the acceptance is refused as used, with a way to sign in', async () => {
    render('de-at', `?token=${TOKEN}`, [
      invitationMock('de-at', 'VALID'),
      acceptMock({ errorKey: 'error.invitation-used', code: 'CONFLICT' }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Zugang einrichten' }, SLOW));
    expect(await screen.findByRole('heading', { name: 'Einladung bereits verwendet' }, SLOW)).toBeTruthy();
    expect(screen.queryByText('ida.neu@20hhat.example')).toBeNull();
    const main = screen.getByRole('main');
    const signIn = within(main).getByRole('link', { name: 'Anmelden' });
    expect(signIn.getAttribute('href')).toBe(
      `/auth/login?locale=de-at&redirect=${encodeURIComponent('/de-at/account/mein-konto')}`,
    );
    expect(assignLocation).not.toHaveBeenCalled();
    expect(readInvitationCallbackMarker()).toBeNull();
  });

  it('tells an unreachable IdP apart from a refused invitation and keeps the button', async () => {
    render('de-at', `?token=${TOKEN}`, [
      invitationMock('de-at', 'VALID'),
      acceptMock({ errorKey: 'error.service-unavailable', code: 'UNAVAILABLE' }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Zugang einrichten' }, SLOW));
    expect(await screen.findByRole('alert', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zugang einrichten' })).toBeTruthy();
  });

  it('explains an expired link in German and a used one in Bulgarian', async () => {
    const expired = render('de-at', `?token=${TOKEN}`, [invitationMock('de-at', 'EXPIRED')]);
    expect(await screen.findByRole('heading', { name: 'Einladung abgelaufen' }, SLOW)).toBeTruthy();
    expect(screen.getByText(/Bitten Sie Ihren Administrator um eine neue Einladung/)).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByRole('button')).toBeNull();
    expired.unmount();

    render('bg-bg', `?token=${TOKEN}`, [invitationMock('bg-bg', 'USED')]);
    const heading = await screen.findByRole('heading', { name: 'Поканата вече е използвана' }, SLOW);
    expect(
      within(heading.parentElement!).getByText(/помолете вашия администратор за нова покана/),
    ).toBeTruthy();
  });

  it('shows the not-found page for a link without a token, without asking the BFF', async () => {
    render('de-at', '', []);
    expect(await screen.findByRole('heading', { name: 'Einladung nicht gefunden' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de-at');
  });
});
