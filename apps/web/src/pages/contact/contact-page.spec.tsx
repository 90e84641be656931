import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { cartMock, cartFixture } from '../../testing/cart-fixtures';
import { layoutMocks, reusable, routeMock, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import { SET_CONTACT_FORM_MUTATION } from '../../features/contact-form/contact-form.queries';
import { REGISTRATION_CONFIG_QUERY } from '../../features/registration-decisions/registration-decisions.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };
const PATH = '/de-at/kontakt';
const ID = '00000000-0000-4000-8000-000000000001';

const configMock: Mock = {
  ...reusable,
  request: { query: REGISTRATION_CONFIG_QUERY, variables: { locale: 'de-at' } },
  result: {
    data: {
      shopConfig: {
        __typename: 'ShopConfig',
        mandantCode: '20HHAT',
        salutations: [
          { __typename: 'CodeName', code: 'MR', name: 'Herr' },
          { __typename: 'CodeName', code: 'MS', name: 'Frau' },
        ],
        customerGroups: [],
        organizationalLevels: [{ __typename: 'CodeName', code: 'MANAGEMENT', name: 'Geschäftsführung' }],
        webRoles: [],
      },
    },
  },
};

const input = {
  locale: 'de-at',
  id: ID,
  salutation: 'MS',
  firstName: 'Erika',
  lastName: 'Muster',
  email: 'erika@kunde.example',
  phone: null,
  message: 'Bitte um Rückruf',
  agb: true,
};

const render = (mocks: Mock[]) =>
  renderRoute(PATH, [
    ...layoutMocks('de-at', null),
    routeMock(PATH),
    cartMock(cartFixture(1, [])),
    configMock,
    ...mocks,
  ]);

async function fill() {
  fireEvent.change(await screen.findByLabelText(/Anrede/, undefined, SLOW), { target: { value: 'MS' } });
  fireEvent.change(screen.getByLabelText(/Vorname/), { target: { value: 'Erika' } });
  fireEvent.change(screen.getByLabelText(/Nachname/), { target: { value: 'Muster' } });
  fireEvent.change(screen.getByLabelText(/E-Mail/), { target: { value: 'erika@kunde.example' } });
  fireEvent.change(screen.getByLabelText(/Ihre Nachricht/), { target: { value: 'Bitte um Rückruf' } });
}

describe('contact page', () => {
  beforeEach(() => {
    stubMaintenanceFetch();
    jest.spyOn(crypto, 'randomUUID').mockReturnValue(ID);
  });
  afterEach(() => jest.restoreAllMocks());

  it('says every missing field and the terms consent in German before sending anything', async () => {
    render([]);
    await screen.findByRole('option', { name: 'Frau' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect((await screen.findAllByText('Bitte füllen Sie dieses Feld aus.')).length).toBe(5);
    expect(screen.getByText('Bitte akzeptieren Sie die AGB.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/E-Mail/), { target: { value: 'kein-mail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
  });

  it('sends the form and shows the sent state', async () => {
    render([
      {
        request: { query: SET_CONTACT_FORM_MUTATION, variables: { input } },
        result: { data: { setContactForm: { __typename: 'ContactFormResult', id: ID, accepted: true } } },
      },
    ]);
    await screen.findByRole('option', { name: 'Frau' }, SLOW);
    await fill();
    fireEvent.click(screen.getByLabelText(/AGB/));
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Vielen Dank für Ihre Nachricht', undefined, SLOW)).toBeTruthy();
  });

  it('tells a sender over the limit to try later, translated', async () => {
    render([
      {
        request: { query: SET_CONTACT_FORM_MUTATION, variables: { input } },
        result: {
          errors: [
            new GraphQLError('error.contact-form-rate-limited', {
              extensions: { code: 'RATE_LIMITED', messageKey: 'error.contact-form-rate-limited' },
            }),
          ],
        },
      },
    ]);
    await screen.findByRole('option', { name: 'Frau' }, SLOW);
    await fill();
    fireEvent.click(screen.getByLabelText(/AGB/));
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText(/zu viele Nachrichten/, undefined, SLOW)).toBeTruthy();
  });
});
