import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { ProductCardFragment } from '../../gql/generated';
import { i18nFor } from '../../i18n/i18n';
import { LocaleContext, localeContextOf } from '../locale/locale-context';
import { ProductCard } from './product-card';

const config = { intlLocale: 'de-AT', alternativePrice: null };

function renderCard(price: ProductCardFragment['price'], showLoginHint: boolean) {
  const product: ProductCardFragment = {
    id: 'p1',
    sku: '1004711',
    name: 'Unterhaltsreiniger Zitrus',
    slug: 'unterhaltsreiniger-zitrus',
    unit: 'FL',
    packSize: 1,
    imageUrl: '/api/images/products/1004711.svg',
    price,
  };
  return render(
    <MemoryRouter>
      <LocaleContext.Provider value={localeContextOf('de-at')}>
        <I18nextProvider i18n={i18nFor('de')}>
          <ProductCard product={product} priceConfig={config} showLoginHint={showLoginHint} />
        </I18nextProvider>
      </LocaleContext.Provider>
    </MemoryRouter>,
  );
}

describe('product card', () => {
  it('shows name, pack, link and the price when there is one', () => {
    const { container } = renderCard({ centAmount: 390, currency: 'EUR' }, false);
    expect(screen.getByRole('link', { name: 'Unterhaltsreiniger Zitrus' }).getAttribute('href')).toBe(
      '/de-at/p/unterhaltsreiniger-zitrus',
    );
    expect(screen.getByText('Flasche')).toBeTruthy();
    expect(container.querySelector('.price__main')?.textContent).toBe('€\u00a03,90');
  });

  it('hides the price when it is null', () => {
    const { container } = renderCard(null, false);
    expect(container.querySelector('.price')).toBeNull();
    expect(container.textContent).not.toMatch(/€/);
    expect(screen.queryByText('Preise nach Anmeldung')).toBeNull();
  });

  it('tells guests that prices follow the login', () => {
    const { container } = renderCard(null, true);
    expect(container.querySelector('.price')).toBeNull();
    expect(screen.getByText('Preise nach Anmeldung')).toBeTruthy();
  });
});
