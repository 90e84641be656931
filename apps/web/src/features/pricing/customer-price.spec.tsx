import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nextProvider } from 'react-i18next';
import { createCache } from '../../app/apollo-client';
import { i18nFor } from '../../i18n/i18n';
import { meMock } from '../../testing/graphql-fixtures';
import { LocaleContext, localeContextOf } from '../locale/locale-context';
import { CustomerPrice, shownMoney } from './customer-price';
import { batchedCustPricesQuery } from './fetch-prices';
import { resetPriceRegistry } from './price-registry';

const eur = (centAmount: number) => ({ __typename: 'Money', centAmount, currency: 'EUR' });

describe('CustomerPrice on the detail page', () => {
  beforeEach(() => resetPriceRegistry());

  it('loads price and tier prices with the batched custPrices query and shows the tax of the locale', async () => {
    const detail = {
      request: { query: batchedCustPricesQuery(1), variables: { locale: 'de-at', s0: 'A1' } },
      result: {
        data: {
          p0: {
            __typename: 'CustPrice',
            id: 'cp-1',
            sku: 'A1',
            channel: 'SALES_PRICE',
            price: eur(1000),
            tierPrices: [
              { __typename: 'TierPrice', id: 't1', minimumQuantity: 10, price: eur(950) },
              { __typename: 'TierPrice', id: 't2', minimumQuantity: 50, price: eur(900) },
            ],
          },
        },
      },
    };
    const { container } = render(
      <MockedProvider
        mocks={[meMock({ role: 'ROLE_ADMIN', customer: { customerNo: '100001', name: 'C' } }), detail]}
        cache={createCache()}
      >
        <LocaleContext.Provider value={localeContextOf('de-at')}>
          <I18nextProvider i18n={i18nFor('de')}>
            <CustomerPrice sku="A1" kind="detail" config={{ intlLocale: 'de-AT', alternativePrice: null }} />
          </I18nextProvider>
        </LocaleContext.Provider>
      </MockedProvider>,
    );
    await waitFor(() => expect(container.querySelector('.price__main')?.textContent).toBe('€\u00a010,00'));
    expect(screen.getByText('Staffelpreise')).toBeTruthy();
    expect([...container.querySelectorAll('.price__tiers tr')].map((row) => row.textContent)).toEqual([
      'ab 10 Stück€\u00a09,50',
      'ab 50 Stück€\u00a09,00',
    ]);
    expect(screen.getByText('zzgl. 20 % MwSt.')).toBeTruthy();
  });
});

describe('CustomerPrice when the price cannot be loaded (decision 0140)', () => {
  beforeEach(() => resetPriceRegistry());

  it("retries once, then says so in the language of the page and loads again on the shopper's retry", async () => {
    const request = { query: batchedCustPricesQuery(1), variables: { locale: 'de-at', s0: 'A1' } };
    const down = { request, error: new Error('503 Service Unavailable') };
    const price = {
      request,
      result: {
        data: {
          p0: {
            __typename: 'CustPrice',
            id: 'cp-1',
            sku: 'A1',
            channel: 'SALES_PRICE',
            price: eur(1234),
            tierPrices: [],
          },
        },
      },
    };
    const { container } = render(
      <MockedProvider
        mocks={[
          meMock({ role: 'ROLE_ADMIN', customer: { customerNo: '100001', name: 'C' } }),
          down,
          down,
          price,
        ]}
        cache={createCache()}
      >
        <LocaleContext.Provider value={localeContextOf('de-at')}>
          <I18nextProvider i18n={i18nFor('de')}>
            <CustomerPrice sku="A1" kind="detail" config={{ intlLocale: 'de-AT', alternativePrice: null }} />
          </I18nextProvider>
        </LocaleContext.Provider>
      </MockedProvider>,
    );
    // The first failure is retried by itself: the placeholder stays until the second one.
    expect(await screen.findByText('Preis derzeit nicht verfügbar', {}, { timeout: 4000 })).toBeTruthy();
    expect(container.querySelector('.price__main')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut laden' }));
    await waitFor(() => expect(container.querySelector('.price__main')?.textContent).toBe('€\u00a012,34'));
    expect(screen.queryByText('Preis derzeit nicht verfügbar')).toBeNull();
  });
});

describe('shownMoney (docs/rules/states-and-rules.md)', () => {
  const own = {
    id: 'x',
    sku: 'A',
    channel: 'SALES_PRICE' as const,
    price: { centAmount: 450, currency: 'EUR' },
    tierPrices: [],
  };
  it('shows the customer price once loaded, and nothing while loading, without one or without visibility', () => {
    expect(shownMoney(true, { status: 'loading' })).toBeNull();
    expect(shownMoney(true, { status: 'loaded', price: own })).toEqual(own.price);
    expect(shownMoney(true, { status: 'loaded', price: null })).toBeNull();
    expect(shownMoney(false, { status: 'not-requested' })).toBeNull();
    expect(shownMoney(true, { status: 'failed' })).toBeNull();
  });
});
