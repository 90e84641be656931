import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createCache } from '../../app/apollo-client';
import type { ProductCardFragment } from '../../gql/generated';
import { i18nFor } from '../../i18n/i18n';
import { cartFixture, cartMock } from '../../testing/cart-fixtures';
import { FakeEventSource } from '../../testing/fake-event-source';
import { meMock, unitPricesMock, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { useMe } from '../session/use-me';
import { LocaleContext, localeContextOf } from '../locale/locale-context';
import { resetPriceRegistry } from '../pricing/price-registry';
import { CHANGE_CART_LINES_MUTATION } from '../cart/cart.queries';
import { CartProvider } from '../cart/cart-provider';
import { ESSENCE_RESTRICTION_QUERY } from '../essence-list/essence-list.queries';
import { ProductCard } from './product-card';

const config = { intlLocale: 'de-AT', alternativePrice: null };
const SKU = '1004711';
const PURCHASER: MeFixture = {
  role: 'ROLE_CART_PURCHASER',
  customer: { customerNo: '100001', name: 'Hotel Alpenblick' },
};

const unitPrices = (centAmount: number): Mock =>
  unitPricesMock('de-at', [SKU], { [SKU]: { centAmount, currency: 'EUR' } });

/** Shows whose `me` the page has; it renders in the same pass as the card's price. */
function MeRole() {
  const { data } = useMe();
  return <p>{data ? `role: ${data.me?.role ?? 'guest'}` : 'loading'}</p>;
}

function renderCard(showLoginHint: boolean, mocks: Mock[]) {
  const product: ProductCardFragment = {
    id: 'p1',
    sku: SKU,
    name: 'Unterhaltsreiniger Zitrus',
    slug: 'unterhaltsreiniger-zitrus',
    unit: 'FL',
    packSize: 1,
    imageUrl: '/api/images/products/1004711.svg',
    attributes: { minimumOrderQuantity: 1, qtyInOverpack: null, successorArticleNumber: null, badges: [] },
  };
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter>
        <LocaleContext.Provider value={localeContextOf('de-at')}>
          <I18nextProvider i18n={i18nFor('de')}>
            <CartProvider>
              <ProductCard product={product} priceConfig={config} showLoginHint={showLoginHint} />
              <MeRole />
            </CartProvider>
          </I18nextProvider>
        </LocaleContext.Provider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const essenceRestriction = (onlyItemsFromEssenceList: boolean, skus: string[]): Mock => ({
  request: { query: ESSENCE_RESTRICTION_QUERY, variables: { locale: 'de-at' } },
  result: {
    data: {
      essenceRestriction: { __typename: 'EssenceRestriction', onlyItemsFromEssenceList, skus },
    },
  },
});

const mainPrice = (container: HTMLElement) => container.querySelector('.price__main')?.textContent;

describe('product card', () => {
  beforeEach(() => {
    resetPriceRegistry();
    FakeEventSource.instances = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });

  it('shows name, pack and link, and no price for a guest', async () => {
    const { container } = renderCard(false, [meMock(null)]);
    expect(screen.getByRole('link', { name: 'Unterhaltsreiniger Zitrus' }).getAttribute('href')).toBe(
      '/de-at/p/unterhaltsreiniger-zitrus',
    );
    expect(screen.getByText('Flasche')).toBeTruthy();
    await screen.findByText('role: guest');
    expect(container.querySelector('.price')).toBeNull();
    expect(container.textContent).not.toMatch(/€/);
    expect(screen.queryByText('Preise nach Anmeldung')).toBeNull();
    // Guests have no cart: no add-to-cart control.
    expect(screen.queryByRole('button', { name: /in den Warenkorb legen/ })).toBeNull();
  });

  it("puts the chosen quantity into the session's cart from the card", async () => {
    const added = jest.fn(() => 0);
    renderCard(false, [
      meMock(PURCHASER),
      unitPrices(350),
      cartMock(cartFixture(2, [])),
      essenceRestriction(false, []),
      {
        request: {
          query: CHANGE_CART_LINES_MUTATION,
          variables: {
            locale: 'de-at',
            cartId: 'cart-1',
            version: 2,
            mode: 'add',
            lines: [{ sku: SKU, quantity: 3 }],
          },
        },
        result: { data: { changeCartLines: cartFixture(3, [{ sku: SKU, quantity: 3, unit: 350 }]) } },
        delay: added,
      },
    ]);
    const button = await screen.findByRole('button', {
      name: 'Unterhaltsreiniger Zitrus in den Warenkorb legen',
    });
    fireEvent.change(screen.getByLabelText('Menge von Unterhaltsreiniger Zitrus'), {
      target: { value: '3' },
    });
    fireEvent.click(button);
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
  });

  it('shows an essence-only customer why a product outside its essence list cannot be added (decision 0102)', async () => {
    renderCard(false, [
      meMock(PURCHASER),
      unitPrices(350),
      cartMock(cartFixture(2, [])),
      essenceRestriction(true, ['9000001']),
    ]);
    expect(
      await screen.findByText(
        'Nicht in Ihrem Stammsortiment: Ihr Kundenkonto kann nur Artikel des Stammsortiments bestellen.',
      ),
    ).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: 'Unterhaltsreiniger Zitrus in den Warenkorb legen' }),
    ).toBeNull();
  });

  it('shows no price where the customer has none', async () => {
    const { container } = renderCard(false, [meMock(PURCHASER), unitPricesMock('de-at', [SKU], {})]);
    // `me` and the card's loading price render in the same pass; then the answer without a price.
    await screen.findByText('role: ROLE_CART_PURCHASER');
    expect(container.querySelector('.price--loading')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('.price--loading')).toBeNull());
    expect(container.querySelector('.price')).toBeNull();
    expect(container.textContent).not.toMatch(/€/);
  });

  it('tells guests that prices follow the login', async () => {
    const { container } = renderCard(true, [meMock(null)]);
    await act(async () => undefined);
    expect(container.querySelector('.price')).toBeNull();
    expect(screen.getByText('Preise nach Anmeldung')).toBeTruthy();
  });

  it('shows the customer price (custPrice1Units) with the tax note and updates it on a prices-changed event', async () => {
    const pricesAsked = jest.fn(() => 0);
    const { container } = renderCard(false, [
      meMock(PURCHASER),
      { ...unitPrices(350), delay: pricesAsked },
      { ...unitPrices(333), delay: pricesAsked },
    ]);
    await waitFor(() => expect(mainPrice(container)).toBe('€\u00a03,50'));
    expect(screen.getByText('zzgl. 20 % MwSt.')).toBeTruthy();
    // The tab's one shop event stream (the one maintenance listens to as well).
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual(['/sse?locale=de-at']);
    const stream = FakeEventSource.latest();
    expect(pricesAsked).toHaveBeenCalledTimes(1);
    // Another customer's or tenant's event asks for nothing: a refresh would be requested once the
    // events' microtasks have run, which the async act awaits.
    await act(async () => {
      stream.emit('prices-changed', {
        type: 'prices-changed',
        id: '1',
        mandantCode: '20HHAT',
        customers: [{ customerNo: '100002', skus: [SKU] }],
      });
      stream.emit('prices-changed', {
        type: 'prices-changed',
        id: '2',
        mandantCode: '30HHDE',
        customers: [{ customerNo: '100001', skus: [SKU] }],
      });
    });
    expect(pricesAsked).toHaveBeenCalledTimes(1);
    expect(mainPrice(container)).toBe('€\u00a03,50');
    act(() => {
      stream.emit('prices-changed', {
        type: 'prices-changed',
        id: '3',
        mandantCode: '20HHAT',
        customers: [{ customerNo: '100001', skus: [SKU] }],
      });
    });
    await waitFor(() => expect(mainPrice(container)).toBe('€\u00a03,33'));
    expect(pricesAsked).toHaveBeenCalledTimes(2);
  });

  it('asks for no prices for the basket shopper', async () => {
    const { container } = renderCard(false, [
      meMock({ role: 'ROLE_CART_MANAGER_NO_CHECKOUT', customer: PURCHASER.customer }),
    ]);
    await screen.findByText('role: ROLE_CART_MANAGER_NO_CHECKOUT');
    expect(container.querySelector('.price')).toBeNull();
    // No price request (the mocks have none: it would fail) and no stream opened for prices.
    expect(FakeEventSource.instances).toEqual([]);
  });
});
