import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { I18nextProvider } from 'react-i18next';
import { createCache } from '../../app/apollo-client';
import { i18nFor } from '../../i18n/i18n';
import { meMock, PURCHASER, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { LocaleContext, localeContextOf } from '../locale/locale-context';
import { AddToList } from './add-to-list';
import {
  SHOPPING_LIST_KEYS_QUERY,
  SHOPPING_LIST_QUERY,
  UPDATE_SHOPPING_LIST_MUTATION,
} from './shopping-list.queries';

const KEY = '100001-KT000001-20HHAT';

const list = (version: number) => ({
  __typename: 'ShoppingList',
  id: 'list-1',
  key: KEY,
  name: 'Merkliste',
  version,
  isScanMe: false,
  hasNotBuyableItems: false,
  totalLineItemQuantity: 0,
  lineItems: [],
});

const keysMock: Mock = {
  request: { query: SHOPPING_LIST_KEYS_QUERY, variables: { locale: 'de-at' } },
  result: {
    data: {
      shoppingListKeys: { __typename: 'ShoppingListKeys', shoppingList: KEY, scanMe: `${KEY}-ScanMe` },
    },
  },
};
const listMock = (version: number): Mock => ({
  request: { query: SHOPPING_LIST_QUERY, variables: { locale: 'de-at', key: KEY } },
  result: { data: { shoppingList: list(version) } },
});
const updateMock = (version: number, result: Mock['result']): Mock => ({
  request: {
    query: UPDATE_SHOPPING_LIST_MUTATION,
    variables: {
      input: {
        locale: 'de-at',
        key: KEY,
        version,
        addLineItems: [{ sku: 'A1', quantity: 1 }],
        changeLineItems: null,
        name: null,
      },
    },
  },
  result,
});
const conflict = {
  errors: [
    new GraphQLError('error.shopping-list-conflict', {
      extensions: { code: 'CONFLICT', messageKey: 'error.shopping-list-conflict' },
    }),
  ],
};

function renderAddToList(me: MeFixture | null, mocks: Mock[]) {
  render(
    <MockedProvider mocks={[meMock(me), ...mocks]} cache={createCache()}>
      <I18nextProvider i18n={i18nFor('de')}>
        <LocaleContext.Provider value={localeContextOf('de-at')}>
          <AddToList sku="A1" productName="Spülmittel" />
        </LocaleContext.Provider>
      </I18nextProvider>
    </MockedProvider>,
  );
}

describe('AddToList', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('repeats an add that met a newer list version once, at that version', async () => {
    const added = jest.fn(() => ({ data: { updateShoppingList: list(6) } }));
    renderAddToList(PURCHASER, [
      keysMock,
      listMock(4),
      updateMock(4, conflict),
      listMock(5),
      updateMock(5, added),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Auf die Merkliste: Spülmittel' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Auf die Merkliste gesetzt.'));
    expect(added).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toEqual([
      {
        event: 'add_to_wishlist',
        ecommerce: { items: [{ item_id: 'A1', item_name: 'Spülmittel', quantity: 1 }] },
      },
    ]);
  });

  it('puts it on the list of the customer an employee acts for, without add_to_wishlist', async () => {
    const added = jest.fn(() => ({ data: { updateShoppingList: list(2) } }));
    renderAddToList({ ...PURCHASER, employee: { employeeNo: 'E-1', name: 'Eva Muster' } }, [
      keysMock,
      listMock(1),
      updateMock(1, added),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Auf die Merkliste: Spülmittel' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Auf die Merkliste gesetzt.'));
    expect(added).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toEqual([]);
  });

  it('says why when the list could not be written, and reports nothing', async () => {
    renderAddToList(PURCHASER, [
      keysMock,
      listMock(4),
      updateMock(4, conflict),
      listMock(5),
      updateMock(5, conflict),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Auf die Merkliste: Spülmittel' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Die Merkliste wurde inzwischen geändert. Bitte prüfen Sie die aktuelle Liste.',
      ),
    );
    expect(window.dataLayer).toEqual([]);
  });
});
