import { act, fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { alternate, categoryMock, listingMock } from '../../testing/catalogue-fixtures';
import { layoutMocks, product, routeMock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import { PRODUCT_PAGE_QUERY } from '../catalogue/catalogue.queries';

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;
const SLOW = { timeout: 5000 };
jest.setTimeout(20_000);

const SLUG = 'grundreiniger-100001';

/**
 * A de-at product that de-de and cs-cz carry (other slugs), sk-sk only shows its category, bg-bg
 * only the parent category, it-it nothing of it.
 */
const productPage: Mock = {
  maxUsageCount: Number.POSITIVE_INFINITY,
  request: { query: PRODUCT_PAGE_QUERY, variables: { locale: 'de-at', slug: SLUG } },
  result: {
    data: {
      product: {
        ...product(SLUG, 'Hygiene Grundreiniger Zitrus, 10 l'),
        ean: '9012000000017',
        description: 'Löst Fett und Schmutz zuverlässig.',
        attributes: {
          __typename: 'ProductAttributes',
          container: 'CANISTER',
          subtitle: null,
          minimumOrderQuantity: 1,
          qtyInOverpack: null,
          hazardousMaterial: false,
          energyOption: null,
          academyIndustry: null,
          academyType: null,
          successorArticleNumber: null,
          badges: [],
        },
        alternates: [
          alternate('de-at', `/de-at/p/${SLUG}`),
          alternate('de-de', `/de-de/p/${SLUG}`),
          alternate('cs-cz', '/cs-cz/p/zakladni-cistic-citrus-100001'),
        ],
        breadcrumbs: [
          {
            __typename: 'Category',
            id: 'cat-top',
            name: 'Reinigung',
            slug: 'reinigung',
            alternates: [
              alternate('de-at', '/de-at/c/reinigung'),
              alternate('bg-bg', '/bg-bg/c/pochistvane'),
            ],
          },
          {
            __typename: 'Category',
            id: 'cat-floor',
            name: 'Bodenpflege',
            slug: 'bodenpflege',
            alternates: [
              alternate('de-at', '/de-at/c/bodenpflege'),
              alternate('sk-sk', '/sk-sk/c/starostlivost-o-podlahy'),
            ],
          },
        ],
        relatedProducts: [],
      },
    },
  },
};

/** Opens the switcher in the header; its options are links named by country and language. */
function openSwitcher() {
  fireEvent.click(screen.getByRole('button', { name: /^Land und Sprache/ }));
  const list = screen.getByText('Land und Sprache wählen').nextElementSibling as HTMLElement;
  return (country: RegExp) => within(list).getByRole('link', { name: country }).getAttribute('href');
}

describe('language switcher on pages whose slugs differ per language', () => {
  beforeEach(() => {
    stubMaintenanceFetch();
    document.head.querySelectorAll('link[rel="alternate"]').forEach((link) => link.remove());
  });

  it('leads to the product in its own slug where the tenant carries it, else to its nearest category, else home', async () => {
    renderRoute(`/de-at/p/${SLUG}`, [...layoutMocks('de-at'), routeMock(`/de-at/p/${SLUG}`), productPage]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hygiene Grundreiniger Zitrus, 10 l' }, SLOW),
    ).toBeTruthy();

    const hrefOf = openSwitcher();
    expect(hrefOf(/Česko/)).toBe('/cs-cz/p/zakladni-cistic-citrus-100001');
    expect(hrefOf(/Deutschland/)).toBe(`/de-de/p/${SLUG}`);
    // 50HHSK does not carry it: the product's own category there; 57HHBG shows only the parent.
    expect(hrefOf(/Slovensko/)).toBe('/sk-sk/c/starostlivost-o-podlahy');
    expect(hrefOf(/България/)).toBe('/bg-bg/c/pochistvane');
    // 41HHIC shows none of it: the home page, not a 404 under the German slug.
    expect(hrefOf(/Italia/)).toBe('/it-it');
    // Countries without a shop here still lead to their external shop.
    expect(hrefOf(/Magyarország/)).toBe('https://shop.example.hu/');
  });

  it('on a category page leads to the category under its slug in the target language', async () => {
    renderRoute('/de-at/c/bodenpflege', [
      ...layoutMocks('de-at'),
      routeMock('/de-at/c/bodenpflege'),
      categoryMock('bodenpflege', 'de-at', [
        alternate('de-at', '/de-at/c/bodenpflege'),
        alternate('cs-cz', '/cs-cz/c/pece-o-podlahy'),
      ]),
      listingMock({ queryFilter: [{ name: 'category', values: ['bodenpflege'] }] }, []),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bodenpflege' }, SLOW)).toBeTruthy();
    const hrefOf = openSwitcher();
    expect(hrefOf(/Česko/)).toBe('/cs-cz/c/pece-o-podlahy');
    // Neither the category nor its parent is shown in Slovakia.
    expect(hrefOf(/Slovensko/)).toBe('/sk-sk');
  });

  it('renders the alternates as hreflang links and removes them when the page goes', async () => {
    const { router } = renderRoute(`/de-at/p/${SLUG}`, [
      ...layoutMocks('de-at'),
      routeMock(`/de-at/p/${SLUG}`),
      productPage,
      listingMock({ searchTerm: 'reiniger' }, []),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Hygiene Grundreiniger Zitrus, 10 l' }, SLOW);
    const links = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((link) => [
        link.hreflang,
        link.href,
      ]);
    expect(links()).toEqual([
      ['de-AT', `http://localhost/de-at/p/${SLUG}`],
      ['de-DE', `http://localhost/de-de/p/${SLUG}`],
      ['cs-CZ', 'http://localhost/cs-cz/p/zakladni-cistic-citrus-100001'],
    ]);

    // A page without alternates: none in the head, and the switcher translates the path.
    await act(() => router.navigate('/de-at/suche?q=reiniger'));
    expect(await screen.findByRole('heading', { level: 1, name: /reiniger/ }, SLOW)).toBeTruthy();
    expect(links()).toEqual([]);
    expect(openSwitcher()(/Česko/)).toBe('/cs-cz/vyhledat?q=reiniger');
  });
});
