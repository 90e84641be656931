import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { buildPath } from '@shop/locales';
import { cartMock, cartFixture } from '../../testing/cart-fixtures';
import { layoutMocks, reusable, routeMock, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import { companyContact, contactFormOptions, USERS_ADMIN } from '../../testing/users-fixtures';
import {
  CHANGE_PERSON_MUTATION,
  COMPANY_CONTACT_QUERY,
  CONTACT_FORM_OPTIONS_QUERY,
  CREATE_CONTACT_MUTATION,
} from '../../features/users/users.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };
const CREATE = buildPath('account-users-contact-create', 'de-at');
const EDIT = buildPath('account-users-contact-edit', 'de-at', { id: '7' });
const at = { locale: 'de-at', mandantCode: '20HHAT' };

const optionsMock: Mock = {
  ...reusable,
  request: { query: CONTACT_FORM_OPTIONS_QUERY, variables: { locale: 'de-at' } },
  result: { data: { shopConfig: contactFormOptions } },
};
const refusal = (messageKey: string, code: string, details?: Record<string, unknown>) => ({
  errors: [
    new GraphQLError(messageKey, { extensions: { code, messageKey, ...(details ? { details } : {}) } }),
  ],
});

describe('contact pages of the user administration', () => {
  beforeEach(() => stubMaintenanceFetch());

  const render = (path: string, mocks: Mock[]) =>
    renderRoute(path, [
      ...layoutMocks('de-at', USERS_ADMIN),
      routeMock(path),
      cartMock(cartFixture(1, [])),
      optionsMock,
      ...mocks,
    ]);
  /** A field by its label (required ones end in a mark hidden from screen readers). */
  const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);
  const input = (label: string) => screen.getByLabelText(labelled(label));
  const fill = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

  it('offers every field, the tenant’s roles by their web names, and checks the required ones first', async () => {
    render(CREATE, []);
    await screen.findByLabelText(labelled('Vorname'), undefined, SLOW);
    for (const label of [
      'Anrede',
      'Weitere Vornamen',
      'Nachname',
      'Position',
      'Unternehmensbereich',
      'Persönliche E-Mail',
      'Telefon',
      'Anmelde-E-Mail',
      'Rolle',
      'Sprache der Einladung',
    ])
      expect(input(label)).toBeTruthy();
    const role = input('Rolle') as HTMLSelectElement;
    expect([...role.options].map((option) => option.text)).toEqual([
      'Einkäufer',
      'Warenkorb-Freigeber',
      'Administrator',
    ]);
    fill('Telefon', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Benutzer anlegen und einladen' }));
    expect(screen.getAllByText('Bitte geben Sie einen Namen mit 1 bis 50 Zeichen ein.')).toHaveLength(2);
    expect(screen.getByText('Bitte geben Sie eine gültige Anmelde-E-Mail-Adresse ein.')).toBeTruthy();
    expect(screen.getByText(/Telefonnummer aus Ziffern/)).toBeTruthy();
    expect(document.activeElement).toBe(input('Vorname'));
  });

  it('shows the BFF’s refusal of a login e-mail in use under its field', async () => {
    render(CREATE, [
      {
        request: {
          query: CREATE_CONTACT_MUTATION,
          variables: {
            input: {
              ...at,
              invitationLocale: 'de-at',
              firstName: 'Eva',
              middleName: null,
              lastName: 'Moser',
              loginEmail: 'eva@hotel.example',
              webRole: 'ROLE_CART_PURCHASER',
              salutation: null,
              organizationalLevelCode: null,
              phone: null,
              email: null,
              position: null,
            },
          },
        },
        result: refusal('error.login-email-taken', 'BAD_USER_INPUT', {
          fields: [{ field: 'loginEmail', messageKey: 'error.login-email-taken' }],
        }),
      },
    ]);
    await screen.findByLabelText(labelled('Vorname'), undefined, SLOW);
    fill('Vorname', 'Eva');
    fill('Nachname', 'Moser');
    fill('Anmelde-E-Mail', 'eva@hotel.example');
    fireEvent.click(screen.getByRole('button', { name: 'Benutzer anlegen und einladen' }));
    expect(
      await screen.findByText(
        'Mit dieser E-Mail-Adresse meldet sich bereits ein Benutzer an.',
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Bitte prüfen Sie die markierten Felder.');
    expect(input('Anmelde-E-Mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('edits a contact at its version and offers to reload it when it changed meanwhile', async () => {
    const contact = companyContact('7', {
      firstName: 'Karl',
      lastName: 'Moser',
      role: 'ROLE_CART_PURCHASER',
    });
    const contactMock = (version: number, firstName: string): Mock => ({
      request: { query: COMPANY_CONTACT_QUERY, variables: { ...at, id: '7' } },
      result: { data: { companyContact: { ...contact, version, firstName } } },
    });
    render(EDIT, [
      contactMock(1, 'Karl'),
      {
        request: {
          query: CHANGE_PERSON_MUTATION,
          variables: {
            input: {
              ...at,
              id: '7',
              contactNumber: 'KT7',
              customerNumber: '100001',
              version: 1,
              firstName: 'Karlheinz',
              middleName: null,
              lastName: 'Moser',
              loginEmail: '7@hotel.example',
              webRole: 'ROLE_CART_PURCHASER',
              salutation: 'MS',
              organizationalLevelCode: null,
              phone: null,
              email: null,
              position: null,
            },
          },
        },
        result: refusal('error.contact-conflict', 'CONFLICT'),
      },
      contactMock(2, 'Carl'),
    ]);
    const first = (await screen.findByLabelText(labelled('Vorname'), undefined, SLOW)) as HTMLInputElement;
    expect(first.value).toBe('Karl');
    fireEvent.change(first, { target: { value: 'Karlheinz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText(/inzwischen von jemand anderem geändert/, undefined, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    await waitFor(() => expect((input('Vorname') as HTMLInputElement).value).toBe('Carl'), SLOW);
  });

  it('says so when the contact is not the customer’s (or gone)', async () => {
    render(EDIT, [
      {
        request: { query: COMPANY_CONTACT_QUERY, variables: { ...at, id: '7' } },
        result: refusal('error.contact-not-found', 'NOT_FOUND'),
      },
    ]);
    expect(
      await screen.findByText('Diesen Benutzer gibt es nicht oder nicht mehr.', undefined, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Benutzerverwaltung' })).toBeTruthy();
  });
});
