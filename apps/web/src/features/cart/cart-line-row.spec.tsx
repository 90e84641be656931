import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createCache } from '../../app/apollo-client';
import { i18nFor } from '../../i18n/i18n';
import { cartFixture } from '../../testing/cart-fixtures';
import { meMock } from '../../testing/graphql-fixtures';
import { LocaleContext, localeContextOf } from '../locale/locale-context';
import { CartLineRow } from './cart-line-row';

const line = cartFixture(3, [{ sku: '100037', quantity: 2, unit: 1279 }]).lineItems[0];

function renderRow(onQuantity: (quantity: number) => Promise<void>) {
  render(
    <MockedProvider mocks={[meMock(null)]} cache={createCache()}>
      <I18nextProvider i18n={i18nFor('de')}>
        <LocaleContext.Provider value={localeContextOf('de-at')}>
          <MemoryRouter>
            <ul>
              <CartLineRow
                line={line}
                config={{ intlLocale: 'de-AT', alternativePrice: null }}
                disabled={false}
                onQuantity={onQuantity}
              />
            </ul>
          </MemoryRouter>
        </LocaleContext.Provider>
      </I18nextProvider>
    </MockedProvider>,
  );
  return screen.getByLabelText('Menge') as HTMLInputElement;
}

describe('CartLineRow', () => {
  it('sends a quantity once when Enter is followed by a blur while it is on its way', async () => {
    const sent: number[] = [];
    let answer!: () => void;
    const input = renderRow((quantity) => {
      sent.push(quantity);
      return new Promise<void>((resolve) => (answer = resolve));
    });
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    // The user moves on (e.g. to the decision comment) before the answer came.
    fireEvent.blur(input);
    expect(sent).toEqual([3]);

    // A failed change (the row is not started afresh) can be sent again.
    answer();
    await waitFor(() => {
      fireEvent.blur(input);
      expect(sent).toEqual([3, 3]);
    });
  });

  it('sends nothing when the quantity did not change', () => {
    const sent: number[] = [];
    const input = renderRow(async (quantity) => void sent.push(quantity));
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.blur(input);
    expect(sent).toEqual([]);
  });
});
