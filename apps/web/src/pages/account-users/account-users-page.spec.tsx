import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { buildPath } from '@shop/locales';
import { cartMock, cartFixture } from '../../testing/cart-fixtures';
import { layoutMocks, routeMock, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import { companyContact, USERS_ADMIN } from '../../testing/users-fixtures';
import {
  COMPANY_CONTACTS_QUERY,
  REMOVE_PERSON_MUTATION,
  RESEND_INVITATION_MUTATION,
} from '../../features/users/users.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };
const PATH = buildPath('account-users', 'de-at');

const listMock = (
  items: unknown[],
  variables: Record<string, unknown> = {},
  totalCount = items.length,
): Mock => ({
  request: {
    query: COMPANY_CONTACTS_QUERY,
    variables: {
      locale: 'de-at',
      mandantCode: '20HHAT',
      search: '',
      sort: 'name',
      direction: 'ASC',
      page: 1,
      limit: 20,
      ...variables,
    },
  },
  result: {
    data: {
      companyContacts: {
        __typename: 'ContactPage',
        items,
        paginationInfo: {
          __typename: 'PaginationInfo',
          totalCount,
          lastPage: Math.max(1, Math.ceil(totalCount / 20)),
          itemsPerPage: 20,
        },
        temporaryAssociatesKnown: true,
      },
    },
  },
});

describe('user administration page', () => {
  beforeEach(() => stubMaintenanceFetch());

  const render = (mocks: Mock[]) =>
    renderRoute(PATH, [
      ...layoutMocks('de-at', USERS_ADMIN),
      routeMock(PATH),
      cartMock(cartFixture(1, [])),
      ...mocks,
    ]);

  it('lists the contacts with the web’s role names and marks an open invitation', async () => {
    render([
      listMock([
        companyContact('1', { role: 'ROLE_ADMIN' }),
        companyContact('2', { isTemporary: true, invitationExpiresAt: '2099-12-05T10:00:00.000Z' }),
        companyContact('3', { role: 'ROLE_SOMETHING_NEW' }),
      ]),
    ]);
    const list = await screen.findByRole('list', { name: 'Benutzer' }, SLOW);
    const [admin, invited, unknown] = within(list).getAllByRole('listitem');
    expect(within(admin).getByText('Administrator')).toBeTruthy();
    expect(within(invited).getByText('Warenkorb-Freigeber')).toBeTruthy();
    expect(within(invited).getByText(/Einladung gültig bis/)).toBeTruthy();
    expect(
      within(invited).getByRole('button', { name: 'Einladung an Maria Huber 2 erneut senden' }),
    ).toBeTruthy();
    expect(within(admin).queryByRole('button', { name: /Einladung/ })).toBeNull();
    // An unknown role code is never shown raw.
    expect(within(unknown).getByText('Administrator')).toBeTruthy();
    expect(screen.getByText('3 Benutzer')).toBeTruthy();
  });

  it('searches and sorts through the BFF, and says when nothing matches', async () => {
    render([
      listMock([companyContact('1')]),
      listMock([], { search: 'zzz' }),
      listMock([companyContact('1')], { search: 'zzz', sort: 'loginEmail' }),
    ]);
    await screen.findByRole('list', { name: 'Benutzer' }, SLOW);
    fireEvent.change(screen.getByLabelText('Benutzer suchen'), { target: { value: 'zzz' } });
    expect(await screen.findByText('Kein Benutzer passt zu „zzz“.', undefined, SLOW)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sortieren nach'), { target: { value: 'loginEmail' } });
    expect(await screen.findByRole('list', { name: 'Benutzer' }, SLOW)).toBeTruthy();
  });

  it('removes a contact only after the confirmation, and tells the last administrator’s refusal', async () => {
    const maria = companyContact('2');
    const self = companyContact('contact-1', { role: 'ROLE_ADMIN', firstName: 'Anna', lastName: 'Berger' });
    render([
      listMock([self, maria]),
      {
        request: {
          query: REMOVE_PERSON_MUTATION,
          variables: { input: { locale: 'de-at', mandantCode: '20HHAT', id: '2', version: 1 } },
        },
        result: {
          data: { removePerson: { __typename: 'Contact', id: '2', deletionState: true, version: 2 } },
        },
      },
      listMock([self]),
      {
        request: {
          query: REMOVE_PERSON_MUTATION,
          variables: { input: { locale: 'de-at', mandantCode: '20HHAT', id: 'contact-1', version: 1 } },
        },
        result: {
          errors: [
            new GraphQLError('error.missing-admin-contact', {
              extensions: { code: 'CONFLICT', messageKey: 'error.missing-admin-contact' },
            }),
          ],
        },
      },
      listMock([self]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Maria Huber 2 entfernen' }, SLOW));
    const dialog = screen.getByRole('alertdialog', { name: 'Benutzer entfernen?' });
    expect(within(dialog).getByText(/verliert den Zugang zum Shop sofort/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByText('Maria Huber 2 wurde entfernt.', undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('2@hotel.example')).toBeNull(), SLOW);

    fireEvent.click(screen.getByRole('button', { name: 'Anna Berger entfernen' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Entfernen' }));
    expect(
      await screen.findByText(/Ihre Firma braucht mindestens einen Administrator/, undefined, SLOW),
    ).toBeTruthy();
  });

  it('sends an invitation again and says so', async () => {
    const invited = companyContact('2', {
      isTemporary: true,
      invitationExpiresAt: '2099-12-05T10:00:00.000Z',
    });
    render([
      listMock([invited]),
      {
        request: {
          query: RESEND_INVITATION_MUTATION,
          variables: {
            input: { locale: 'de-at', mandantCode: '20HHAT', contactId: '2', invitationLocale: null },
          },
        },
        result: { data: { resendInvitation: invited } },
      },
      listMock([invited]),
    ]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Einladung an Maria Huber 2 erneut senden' }, SLOW),
    );
    expect(
      await screen.findByText('Die Einladung an 2@hotel.example wurde erneut gesendet.', undefined, SLOW),
    ).toBeTruthy();
  });

  it('says so when the contacts cannot be loaded, and loads them again', async () => {
    render([
      { ...listMock([]), result: undefined, error: new Error('offline') },
      listMock([companyContact('1')]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }, SLOW));
    expect(await screen.findByText('1@hotel.example', undefined, SLOW)).toBeTruthy();
  });
});
