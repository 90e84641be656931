import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { cartFixture, cartMock } from '../../testing/cart-fixtures';
import { layoutMocks, PURCHASER, routeMock, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import { CHANGE_CART_LINES_MUTATION } from '../../features/cart/cart.queries';
import { QUICK_ORDER_LOOKUP_QUERY } from '../../features/quick-order/quick-order.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };

const product = (sku: string, minimum = 1, successor: string | null = null) => ({
  __typename: 'Product',
  sku,
  name: `Reiniger ${sku}`,
  attributes: {
    __typename: 'ProductAttributes',
    minimumOrderQuantity: minimum,
    successorArticleNumber: successor,
  },
});

const lookupMock = (answers: [string, ReturnType<typeof product> | null][]): Mock => ({
  request: {
    query: QUICK_ORDER_LOOKUP_QUERY,
    variables: { locale: 'de-at', codes: answers.map(([code]) => code) },
  },
  result: {
    data: {
      quickOrderLookup: answers.map(([code, found]) => ({
        __typename: 'QuickOrderMatch',
        code,
        product: found,
      })),
    },
  },
});

const changeMock = (lines: { sku: string; quantity: number }[], result: () => Mock['result']): Mock => ({
  request: {
    query: CHANGE_CART_LINES_MUTATION,
    variables: { locale: 'de-at', cartId: 'cart-1', version: 3, mode: 'add', lines },
  },
  // MockLink calls a result function for each use; its type does not say so.
  result: result as unknown as Mock['result'],
});

const codeField = (row: number) =>
  screen.getByLabelText(`Artikelnummer oder EAN, Zeile ${row}`) as HTMLInputElement;
const quantityField = (row: number) => screen.getByLabelText(`Menge, Zeile ${row}`) as HTMLInputElement;
const fill = (row: number, code: string, quantity: string) => {
  fireEvent.change(codeField(row), { target: { value: code } });
  fireEvent.change(quantityField(row), { target: { value: quantity } });
};
const codes = () =>
  within(screen.getByRole('list', { name: 'Bestellzeilen' }))
    .getAllByLabelText(/^Artikelnummer oder EAN/)
    .map((input) => (input as HTMLInputElement).value);

describe('quick order page', () => {
  beforeEach(() => {
    stubMaintenanceFetch();
    window.dataLayer = [];
  });

  const render = (me: MeFixture | null, mocks: Mock[]) =>
    renderRoute('/de-at/schnellbestellung', [
      ...layoutMocks('de-at', me),
      routeMock('/de-at/schnellbestellung'),
      ...mocks,
    ]);

  it('puts the valid rows into the cart in one change and keeps the others with their reason', async () => {
    const added = jest.fn(() => ({
      data: {
        changeCartLines: cartFixture(4, [
          { sku: 'A1', quantity: 5, unit: 450 },
          { sku: 'B2', quantity: 1, unit: 1000 },
        ]),
      },
    }));
    render(PURCHASER, [
      cartMock(cartFixture(3, [])),
      lookupMock([
        ['A1', product('A1')],
        ['9012000000769', product('B2')],
        ['C3', product('C3', 6)],
        ['NOPE', null],
      ]),
      changeMock(
        [
          { sku: 'A1', quantity: 5 },
          { sku: 'B2', quantity: 1 },
        ],
        added,
      ),
    ]);
    await screen.findByLabelText('Artikelnummer oder EAN, Zeile 1', undefined, SLOW);
    fill(1, 'A1', '2');
    fill(2, '9012000000769', '1');
    fill(3, 'C3', '2');
    fill(4, 'NOPE', '1');
    fill(5, 'A1', '3');
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));

    expect(
      await screen.findByText(
        '3 Zeilen in den Warenkorb gelegt. 2 Zeilen brauchen Ihre Aufmerksamkeit.',
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
    expect(added).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: /^Warenkorb, 2 Positionen\b/ })).toBeTruthy();
    // The rows that went in are gone; the two others stay, each with why, then empty rows.
    expect(codes()).toEqual(['C3', 'NOPE', '', '', '']);
    const minimum = quantityField(1);
    expect(minimum.getAttribute('aria-invalid')).toBe('true');
    const reason = document.getElementById(minimum.getAttribute('aria-describedby')!)!;
    expect(reason.textContent).toContain('Reiniger C3: Die Mindestbestellmenge ist nicht erreicht.');
    expect(reason.textContent).toContain('Mindestmenge: 6.');
    expect(codeField(1).getAttribute('aria-invalid')).toBeNull();
    const unknown = codeField(2);
    expect(unknown.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(unknown.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Diesen Artikel gibt es in diesem Shop nicht.',
    );
    expect(screen.getByRole('link', { name: 'Warenkorb ansehen' }).getAttribute('href')).toBe(
      '/de-at/warenkorb',
    );
    expect(window.dataLayer).toContainEqual({
      event: 'quick_order',
      rows_needing_attention: 2,
      ecommerce: {
        items: [
          { item_id: 'A1', item_name: 'Reiniger A1', quantity: 5 },
          { item_id: 'B2', item_name: 'Reiniger B2', quantity: 1 },
        ],
      },
    });

    // The minimum is one click away, and a corrected row is valid again.
    fireEvent.click(screen.getByRole('button', { name: '6 übernehmen' }));
    expect(quantityField(1).value).toBe('6');
    expect(quantityField(1).getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps every row when the cart refuses the whole change, and says so', async () => {
    const conflict = () => ({
      errors: [
        new GraphQLError('error.cart-conflict', {
          extensions: { code: 'CONFLICT', messageKey: 'error.cart-conflict', details: { version: 4 } },
        }),
      ],
    });
    // Meanwhile another tab added Z9: the cart is at version 4.
    render(PURCHASER, [
      cartMock(cartFixture(3, [{ sku: 'Y8', quantity: 1, unit: 100 }]), false),
      lookupMock([
        ['A1', product('A1')],
        ['D4', product('D4', 1, '900123')],
      ]),
      changeMock([{ sku: 'A1', quantity: 2 }], conflict),
      cartMock(
        cartFixture(4, [
          { sku: 'Y8', quantity: 1, unit: 100 },
          { sku: 'Z9', quantity: 1, unit: 100 },
        ]),
      ),
    ]);
    await screen.findByRole('link', { name: /^Warenkorb, 1 Position\b/ }, SLOW);
    fill(1, 'A1', '2');
    fill(2, 'D4', '1');
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));

    expect(
      await screen.findByText(
        'Der Warenkorb wurde inzwischen geändert. Es wurde nichts in den Warenkorb gelegt; Ihre Zeilen sind unverändert.',
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
    expect(codes()).toEqual(['A1', 'D4', '', '', '']);
    expect(quantityField(1).value).toBe('2');
    expect(codeField(2).getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(/Dieser Artikel kann nicht bestellt werden\. Nachfolgeartikel: 900123\./),
    ).toBeTruthy();
    // Nothing but the page view (decision 0114): no quick-order event for a change that did not happen.
    expect(window.dataLayer?.filter((entry) => entry.event !== 'page_view')).toEqual([]);
    // The page shows the cart as it is now.
    expect(await screen.findByRole('link', { name: /^Warenkorb, 2 Positionen\b/ }, SLOW)).toBeTruthy();
  });

  it('turns a pasted block into rows, from the paste box and pasted into a row', async () => {
    render(PURCHASER, [cartMock(cartFixture(3, []))]);
    fireEvent.change(await screen.findByLabelText('Zeilen zum Einfügen', undefined, SLOW), {
      target: { value: 'Artikelnummer;Menge\nA1;3\nB2\t4\n9012000000769 12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zeilen übernehmen' }));
    expect(codes()).toEqual(['A1', 'B2', '9012000000769', '', '']);
    expect([1, 2, 3].map((row) => quantityField(row).value)).toEqual(['3', '4', '12']);
    // Within the page: the footer has a status of its own while it loads.
    expect(within(document.querySelector('main')!).getByRole('status').textContent).toBe(
      '3 Zeilen übernommen.',
    );

    // Cells copied from a spreadsheet and pasted into row 4 fill it and the rows after it.
    fireEvent.paste(codeField(4), { clipboardData: { getData: () => 'E5\t2\r\nF6\t7\r\n' } });
    expect(codes()).toEqual(['A1', 'B2', '9012000000769', 'E5', 'F6']);
    expect(quantityField(5).value).toBe('7');
  });

  it('reads rows from a CSV file', async () => {
    render(PURCHASER, [cartMock(cartFixture(3, []))]);
    const content = 'Artikelnummer;Menge\r\nA1;3\r\n';
    const file = Object.assign(new File([content], 'bestellung.csv', { type: 'text/csv' }), {
      // jsdom's File cannot read itself; browsers' can.
      text: async () => content,
    });
    fireEvent.change(await screen.findByLabelText('CSV- oder Excel-Datei', undefined, SLOW), {
      target: { files: [file] },
    });
    await waitFor(() => expect(codes()).toEqual(['A1', '', '', '', '']), SLOW);
    expect(quantityField(1).value).toBe('3');
  });

  it('asks for a code before anything is looked up', async () => {
    render(PURCHASER, [cartMock(cartFixture(3, []))]);
    fireEvent.click(await screen.findByRole('button', { name: 'In den Warenkorb' }, SLOW));
    // Within the page: the header's navigation has a status of its own while it loads.
    const main = within(document.querySelector('main')!);
    expect(main.getByRole('status').textContent).toBe(
      'Bitte geben Sie mindestens eine Artikelnummer oder EAN ein.',
    );
  });

  it('asks guests to sign in', async () => {
    render(null, []);
    expect(
      await screen.findByText(
        'Melden Sie sich an, um schnell nach Artikelnummer zu bestellen.',
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
    const main = within(document.querySelector('main')!);
    expect(main.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toContain(
      'redirect=%2Fde-at%2Fschnellbestellung',
    );
    expect(screen.queryByLabelText('Artikelnummer oder EAN, Zeile 1')).toBeNull();
  });
});
