import { act, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createCache } from '../../app/apollo-client';
import type { ProductCardFragment } from '../../gql/generated';
import { i18nFor } from '../../i18n/i18n';
import { FakeEventSource } from '../../testing/fake-event-source';
import { meMock, type MeFixture } from '../../testing/graphql-fixtures';
import { useMe } from '../account/use-me';
import { LocaleContext, localeContextOf } from '../locale/locale-context';
import { CUST_PRICE_1_UNITS_QUERY } from '../pricing/prices.queries';
import { resetPriceRegistry } from '../pricing/price-registry';
import { ProductCard } from './product-card';

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;
const config = { intlLocale: 'de-AT', alternativePrice: null };
const SKU = '1004711';
const PURCHASER: MeFixture = {
  role: 'ROLE_CART_PURCHASER',
  customer: { customerNo: '100001', name: 'Hotel Alpenblick' },
};

const unitPrices = (centAmount: number): Mock => ({
  request: { query: CUST_PRICE_1_UNITS_QUERY, variables: { locale: 'de-at', skus: [SKU] } },
  result: {
    data: {
      custPrice1Units: [
        {
          __typename: 'CustPrice1Unit',
          id: 'cp-1',
          sku: SKU,
          channel: 'SALES_PRICE',
          price: { __typename: 'Money', centAmount, currency: 'EUR' },
        },
      ],
    },
  },
});

/** Shows whose `me` the page has; it renders in the same pass as the card's price. */
function MeRole() {
  const { data } = useMe();
  return <p>{data ? `role: ${data.me?.role ?? 'guest'}` : 'loading'}</p>;
}

function renderCard(price: ProductCardFragment['price'], showLoginHint: boolean, mocks: Mock[]) {
  const product: ProductCardFragment = {
    id: 'p1',
    sku: SKU,
    name: 'Unterhaltsreiniger Zitrus',
    slug: 'unterhaltsreiniger-zitrus',
    unit: 'FL',
    packSize: 1,
    imageUrl: '/api/images/products/1004711.svg',
    price,
  };
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter>
        <LocaleContext.Provider value={localeContextOf('de-at')}>
          <I18nextProvider i18n={i18nFor('de')}>
            <ProductCard product={product} priceConfig={config} showLoginHint={showLoginHint} />
            <MeRole />
          </I18nextProvider>
        </LocaleContext.Provider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

const mainPrice = (container: HTMLElement) => container.querySelector('.price__main')?.textContent;

describe('product card', () => {
  beforeEach(() => {
    resetPriceRegistry();
    FakeEventSource.instances = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });

  it('shows name, pack, link and the product price for a guest', async () => {
    const { container } = renderCard({ centAmount: 390, currency: 'EUR' }, false, [meMock(null)]);
    expect(screen.getByRole('link', { name: 'Unterhaltsreiniger Zitrus' }).getAttribute('href')).toBe(
      '/de-at/p/unterhaltsreiniger-zitrus',
    );
    expect(screen.getByText('Flasche')).toBeTruthy();
    expect(mainPrice(container)).toBe('€\u00a03,90');
  });

  it('hides the price when it is null', async () => {
    const { container } = renderCard(null, false, [meMock(null)]);
    await act(async () => undefined);
    expect(container.querySelector('.price')).toBeNull();
    expect(container.textContent).not.toMatch(/€/);
    expect(screen.queryByText('Preise nach Anmeldung')).toBeNull();
  });

  it('tells guests that prices follow the login', async () => {
    const { container } = renderCard(null, true, [meMock(null)]);
    await act(async () => undefined);
    expect(container.querySelector('.price')).toBeNull();
    expect(screen.getByText('Preise nach Anmeldung')).toBeTruthy();
  });

  it('shows the customer price (custPrice1Units) with the tax note and updates it on a prices-changed event', async () => {
    const pricesAsked = jest.fn(() => 0);
    const { container } = renderCard({ centAmount: 390, currency: 'EUR' }, false, [
      meMock(PURCHASER),
      { ...unitPrices(350), delay: pricesAsked },
      { ...unitPrices(333), delay: pricesAsked },
    ]);
    await waitFor(() => expect(mainPrice(container)).toBe('€\u00a03,50'));
    expect(screen.getByText('zzgl. 20 % MwSt.')).toBeTruthy();
    const stream = FakeEventSource.instances.find((source) => source.url.includes('topic=prices'))!;
    expect(stream.url).toBe('/sse?locale=de-at&topic=prices');
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
    const { container } = renderCard(null, false, [
      meMock({ role: 'ROLE_CART_MANAGER_NO_CHECKOUT', customer: PURCHASER.customer }),
    ]);
    await screen.findByText('role: ROLE_CART_MANAGER_NO_CHECKOUT');
    expect(container.querySelector('.price')).toBeNull();
    expect(FakeEventSource.instances.filter((source) => source.url.includes('topic=prices'))).toEqual([]);
  });
});
