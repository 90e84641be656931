import { screen, within } from '@testing-library/react';
import { contentMock, layoutMocks, product, unitPricesMock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import { homePage } from '../../routes/route-elements';

/**
 * The page's code loads with its route (decision 0108): loaded once before the tests (outside their
 * time limit), and its first render in jsdom still takes a while.
 */
const SLOW = { timeout: 8000 };

/** Testing Library collapses the no-break spaces of Intl output into plain spaces. */

const blocks = [
  {
    __typename: 'HeroBannerBlock',
    id: 'hero-1',
    headline: 'Sauber planen, sicher bestellen',
    text: 'Ihr Sortiment für Reinigung und Hygiene.',
    image: '/api/images/hero/de-at.svg',
    ctaLabel: 'Zum Sortiment',
    ctaLink: 'c/bodenpflege',
  },
  { __typename: 'NewsletterBlock' },
  {
    __typename: 'CategorySliderBlock',
    id: 'categories-1',
    headline: 'Beliebte Kategorien',
    categories: [
      {
        __typename: 'Category',
        id: 'c1',
        key: 'floor-care',
        name: 'Bodenpflege',
        slug: 'bodenpflege',
        productCount: 171,
      },
      {
        __typename: 'Category',
        id: 'c2',
        key: 'sanitary',
        name: 'Sanitär',
        slug: 'sanitaer',
        productCount: 1,
      },
    ],
  },
  {
    __typename: 'ProductSliderBlock',
    id: 'products-1',
    headline: 'Empfohlene Produkte',
    products: [product('p1', 'Unterhaltsreiniger Zitrus'), product('p2', 'Grundreiniger Extra stark')],
  },
];

describe('home page', () => {
  beforeAll(() => homePage.preload(), 20_000);
  beforeEach(() => stubMaintenanceFetch());

  it('renders hero, category slider and product slider from the CMS and skips unknown blocks', async () => {
    const me = {
      role: 'ROLE_CART_PURCHASER',
      customer: { customerNo: '100001', name: 'Hotel Alpenblick' },
      contact: { firstName: 'Anna', lastName: 'Berger', email: 'a@example.com' },
    };
    // The slider's customer prices: one request for both cards; p2 has none.
    const prices = unitPricesMock('de-at', ['SKU-p1', 'SKU-p2'], {
      'SKU-p1': { centAmount: 1234, currency: 'EUR' },
    });
    const { container } = renderRoute('/de-at', [
      ...layoutMocks('de-at', me),
      contentMock('de-at', blocks),
      prices,
    ]);

    expect(
      await screen.findByRole('heading', { name: 'Sauber planen, sicher bestellen' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByText('Ihr Sortiment für Reinigung und Hygiene.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Sortiment' }).getAttribute('href')).toBe(
      '/de-at/c/bodenpflege',
    );

    const categories = screen.getByRole('region', { name: 'Beliebte Kategorien' });
    expect(within(categories).getByText('171 Produkte')).toBeTruthy();
    expect(within(categories).getByText('1 Produkt')).toBeTruthy();
    expect(within(categories).getAllByRole('link')[0].getAttribute('href')).toBe('/de-at/c/bodenpflege');

    const products = screen.getByRole('region', { name: 'Empfohlene Produkte' });
    expect(within(products).getByRole('link', { name: 'Unterhaltsreiniger Zitrus' })).toBeTruthy();
    expect(await within(products).findByText('€ 12,34')).toBeTruthy();
    expect(within(products).getAllByText('Karton à 6 Stück')).toHaveLength(2);
    expect(container.querySelectorAll('.price')).toHaveLength(1);
    // signed in without a price for p2: no login hint
    expect(within(products).queryByText('Preise nach Anmeldung')).toBeNull();

    expect(container.querySelectorAll('.hero, .slider')).toHaveLength(3);
    expect(document.title).toBe('Willkommen | Hygiene Shop');
  });

  it('shows Bulgarian prices in leva with the euro equivalent', async () => {
    const bgBlocks = [
      {
        __typename: 'ProductSliderBlock',
        id: 'products-bg',
        headline: 'Препоръчани продукти',
        products: [product('p1', 'Препарат за поддръжка')],
      },
    ];
    const me = {
      role: 'ROLE_CART_PURCHASER',
      mandantCode: '57HHBG',
      customer: { customerNo: '100001', name: 'Хотел София' },
      contact: { firstName: 'Иван', lastName: 'Петров', email: 'i@example.com' },
    };
    renderRoute('/bg-bg', [
      ...layoutMocks('bg-bg', me),
      contentMock('bg-bg', bgBlocks, 'Начало'),
      unitPricesMock('bg-bg', ['SKU-p1'], { 'SKU-p1': { centAmount: 1234, currency: 'BGN' } }),
    ]);
    expect(await screen.findByText('12,34 лв.', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('равно на 6,31 €')).toBeTruthy();
  });

  it('shows a translated error with retry when the content cannot be loaded', async () => {
    const failing = {
      ...contentMock('de-at', blocks),
      result: { errors: [{ message: 'error.internal', extensions: { code: 'INTERNAL' } }] },
    };
    renderRoute('/de-at', [...layoutMocks('de-at'), failing]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Die Inhalte konnten gerade nicht geladen werden.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});
