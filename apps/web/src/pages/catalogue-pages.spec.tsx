import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { PRODUCT_REFERRER_KEY } from '../features/catalogue/product-referrer-storage';
import { alternate, categoryMock, listingMock } from '../testing/catalogue-fixtures';
import { layoutMocks, product, routeMock, unitPricesMock, type MeFixture } from '../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../testing/render-route';
import { print } from 'graphql';
import {
  CATEGORY_PAGE_QUERY,
  PRODUCT_LISTING_QUERY,
  PRODUCT_PAGE_QUERY,
} from '../features/catalogue/catalogue.queries';
import { PRODUCT_SUGGESTIONS_QUERY } from '../features/catalogue/product-suggestions.queries';

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;
const reusable = { maxUsageCount: Number.POSITIVE_INFINITY };
/** Pages render after the guard runner; on a busy machine that takes longer than the 1 s default. */
const SLOW = { timeout: 5000 };
jest.setTimeout(20_000);

function productPageMock(slug: string): Mock {
  return {
    ...reusable,
    request: { query: PRODUCT_PAGE_QUERY, variables: { locale: 'de-at', slug } },
    result: {
      data: {
        product: {
          ...product('grundreiniger-100001', 'Hygiene Grundreiniger Zitrus, 10 l'),
          slug,
          ean: '9012000000017',
          description: 'Löst Fett und Schmutz zuverlässig.',
          attributes: {
            __typename: 'ProductAttributes',
            container: 'CANISTER',
            subtitle: 'Grundreiniger · 10 l',
            minimumOrderQuantity: 3,
            qtyInOverpack: 2,
            hazardousMaterial: true,
            energyOption: null,
            academyIndustry: 'HEALTHCARE',
            academyType: 'SEMINAR',
            successorArticleNumber: null,
            badges: [],
          },
          alternates: [alternate('de-at', `/de-at/p/${slug}`)],
          breadcrumbs: [
            {
              __typename: 'Category',
              id: 'cat-top',
              name: 'Reinigung',
              slug: 'reinigung',
              alternates: [alternate('de-at', '/de-at/c/reinigung')],
            },
            {
              __typename: 'Category',
              id: 'cat-floor',
              name: 'Bodenpflege',
              slug: 'bodenpflege',
              alternates: [alternate('de-at', '/de-at/c/bodenpflege')],
            },
          ],
          relatedProducts: [product('related-1', 'Hygiene Unterhaltsreiniger')],
        },
      },
    },
  };
}

const purchaser: MeFixture = {
  role: 'ROLE_CART_PURCHASER',
  customer: { customerNo: '100200', name: 'Hotel Alpenblick' },
  contact: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
};

describe('catalogue pages', () => {
  beforeEach(() => {
    stubMaintenanceFetch();
    window.dataLayer = [];
    window.sessionStorage.clear();
  });

  it('shows a category with breadcrumbs, subcategory counts, facets and products; a facet goes into the URL', async () => {
    const { router } = renderRoute('/de-at/c/bodenpflege?page=2', [
      ...layoutMocks('de-at'),
      routeMock('/de-at/c/bodenpflege'),
      categoryMock('bodenpflege'),
      listingMock(
        { page: 2, queryFilter: [{ name: 'category', values: ['bodenpflege'] }] },
        [product('p1', 'Hygiene Bodenreiniger'), product('p2', 'Hygiene Wischpflege')],
        42,
      ),
      listingMock(
        {
          filter: [{ name: 'container', values: ['BOTTLE'] }],
          queryFilter: [{ name: 'category', values: ['bodenpflege'] }],
        },
        [product('p1', 'Hygiene Bodenreiniger')],
      ),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bodenpflege' }, SLOW)).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: /brotkrümel|breadcrumb/i });
    expect(within(breadcrumb).getByRole('link', { name: 'Reinigung' }).getAttribute('href')).toBe(
      '/de-at/c/reinigung',
    );
    expect(screen.getByRole('link', { name: /Unterhaltsreiniger\s*\(30\)/ }).getAttribute('href')).toBe(
      '/de-at/c/unterhaltsreiniger',
    );
    expect(await screen.findByRole('link', { name: 'Hygiene Bodenreiniger' }, SLOW)).toBeTruthy();
    expect(screen.getByText('42 Artikel')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toBeTruthy();
    expect(screen.getAllByText('Preise nach Anmeldung')).toHaveLength(2);
    // Guests are reported.
    await waitFor(() => expect(window.dataLayer?.some((e) => e.event === 'view_item_list')).toBe(true));

    fireEvent.click(screen.getByRole('checkbox', { name: /Flasche/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?container=BOTTLE'));
    expect(await screen.findByText('1 Artikel', undefined, SLOW)).toBeTruthy();
  });

  it('asks for the customer prices of a product grid once per page, and reports the list with them', async () => {
    const priceRequests = jest.fn(() => 0);
    const skus = ['SKU-p1', 'SKU-p2', 'SKU-p3'];
    renderRoute('/de-at/c/bodenpflege', [
      ...layoutMocks('de-at', purchaser),
      routeMock('/de-at/c/bodenpflege'),
      categoryMock('bodenpflege'),
      listingMock({ queryFilter: [{ name: 'category', values: ['bodenpflege'] }] }, [
        product('p1', 'Hygiene Bodenreiniger'),
        product('p2', 'Hygiene Wischpflege'),
        product('p3', 'Hygiene Glanzpflege'),
      ]),
      // Not reusable: a second price request for this page would find no answer and fail the prices.
      {
        ...unitPricesMock('de-at', skus, {
          'SKU-p1': { centAmount: 1299, currency: 'EUR' },
          'SKU-p3': { centAmount: 450, currency: 'EUR' },
        }),
        delay: priceRequests,
      },
    ]);
    expect(await screen.findByText('€ 12,99', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('€ 4,50')).toBeTruthy();
    expect(priceRequests).toHaveBeenCalledTimes(1);
    // The listing itself asks for no price: the grid's prices have one path.
    expect(print(PRODUCT_LISTING_QUERY)).not.toMatch(/\bprice\b/);
    await waitFor(() => expect(window.dataLayer?.some((e) => e.event === 'view_item_list')).toBe(true));
    const list = window.dataLayer!.find((e) => e.event === 'view_item_list') as {
      ecommerce: { items: { item_id: string; price?: number }[] };
    };
    expect(list.ecommerce.items.map((item) => [item.item_id, item.price])).toEqual([
      ['SKU-p1', 12.99],
      ['SKU-p2', undefined],
      ['SKU-p3', 4.5],
    ]);
    expect(priceRequests).toHaveBeenCalledTimes(1);
  });

  it('shows the 404 page for an unknown category', async () => {
    const { GraphQLError } = await import('graphql');
    renderRoute('/de-at/c/gibt-es-nicht', [
      ...layoutMocks('de-at'),
      routeMock('/de-at/c/gibt-es-nicht'),
      {
        ...reusable,
        request: { query: CATEGORY_PAGE_QUERY, variables: { locale: 'de-at', slug: 'gibt-es-nicht' } },
        result: {
          errors: [new GraphQLError('error.category-not-found', { extensions: { code: 'NOT_FOUND' } })],
        },
      },
      listingMock({ queryFilter: [{ name: 'category', values: ['gibt-es-nicht'] }] }, [], 0),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }, SLOW)).toBeTruthy();
  });

  it('shows a product with attributes, further information and related products; the category link stores the referrer', async () => {
    renderRoute('/de-at/p/grundreiniger-100001', [
      ...layoutMocks('de-at', purchaser),
      routeMock('/de-at/p/grundreiniger-100001'),
      productPageMock('grundreiniger-100001'),
      routeMock('/de-at/c/bodenpflege'),
      categoryMock('bodenpflege'),
      listingMock({ queryFilter: [{ name: 'category', values: ['bodenpflege'] }] }, [
        product('p1', 'Hygiene Bodenreiniger'),
        product('grundreiniger-100001', 'Hygiene Grundreiniger Zitrus, 10 l'),
      ]),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hygiene Grundreiniger Zitrus, 10 l' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByText('Grundreiniger · 10 l')).toBeTruthy();
    const details = screen.getByRole('heading', { name: 'Produktdetails' }).parentElement!;
    expect(within(details).getByText('Kanister')).toBeTruthy();
    expect(within(details).getByText('Mindestbestellmenge').nextSibling?.textContent).toBe('3');
    expect(within(details).getByText('Menge im Umkarton').nextSibling?.textContent).toBe('2');
    expect(within(details).getByText('Gesundheitswesen')).toBeTruthy();
    expect(within(details).getByText('Seminar')).toBeTruthy();
    expect(screen.getByText(/Gefahrstoff: Bitte Sicherheitsdatenblatt/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Weitere Informationen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ähnliche Produkte' })).toBeTruthy();
    // The related products arrive with their own answer (later than the page's on a busy machine).
    expect(await screen.findByRole('link', { name: 'Hygiene Unterhaltsreiniger' }, SLOW)).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Bodenpflege' }));
    expect(JSON.parse(window.sessionStorage.getItem(PRODUCT_REFERRER_KEY) ?? 'null')).toEqual({
      productSlug: 'grundreiniger-100001',
      categorySlug: 'bodenpflege',
    });
    // Back on the listing the product the user came from is marked (and scrolled into view).
    const card = await screen.findByRole('link', { name: 'Hygiene Grundreiniger Zitrus, 10 l' }, SLOW);
    expect(card.closest('li')?.className).toContain('product-grid__item--referrer');
    expect(
      screen.getByRole('link', { name: 'Hygiene Bodenreiniger' }).closest('li')?.className,
    ).not.toContain('referrer');
  });

  it('reports view_item for guests', async () => {
    renderRoute('/de-at/p/grundreiniger-100001', [
      ...layoutMocks('de-at'),
      routeMock('/de-at/p/grundreiniger-100001'),
      productPageMock('grundreiniger-100001'),
    ]);
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({
        event: 'view_item',
        ecommerce: {
          items: [{ item_id: 'SKU-grundreiniger-100001', item_name: 'Hygiene Grundreiniger Zitrus, 10 l' }],
        },
      }),
    );
  });

  it('searches with q, reports the search event, and says so when nothing is found', async () => {
    renderRoute('/de-at/suche?q=cistic', [
      ...layoutMocks('de-at'),
      routeMock('/de-at/suche'),
      listingMock({ searchTerm: 'cistic' }, [product('p9', 'Hygiene Čistič podlah')]),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suchergebnisse für „cistic“' }),
    ).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Hygiene Čistič podlah' }, SLOW)).toBeTruthy();
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({ event: 'suche', search_term: 'cistic', result_count: 1 }),
    );
  });

  it('shows the empty state for a search without results and a prompt without q', async () => {
    renderRoute('/de-at/suche?q=xyz', [
      ...layoutMocks('de-at'),
      routeMock('/de-at/suche'),
      listingMock({ searchTerm: 'xyz' }, [], 0),
    ]);
    expect(
      await screen.findByText(/Zu „xyz“ haben wir keine Produkte gefunden/, undefined, SLOW),
    ).toBeTruthy();
  });

  it('asks for a search term on the bare search page', async () => {
    renderRoute('/de-at/suche', [...layoutMocks('de-at'), routeMock('/de-at/suche')]);
    expect(
      await screen.findByText('Geben Sie einen Suchbegriff ein, um Produkte zu finden.', undefined, SLOW),
    ).toBeTruthy();
  });

  it('suggests products in the header search box; arrow keys and Enter open one', async () => {
    const { router } = renderRoute('/de-at/suche', [
      ...layoutMocks('de-at'),
      routeMock('/de-at/suche'),
      {
        ...reusable,
        request: { query: PRODUCT_SUGGESTIONS_QUERY, variables: { locale: 'de-at', searchTerm: 'rein' } },
        result: {
          data: {
            productSuggestions: [
              {
                __typename: 'ProductSuggestion',
                sku: '100001',
                name: 'Grundreiniger',
                slug: 'grundreiniger-100001',
                imageUrl: '/a.svg',
              },
              {
                __typename: 'ProductSuggestion',
                sku: '100002',
                name: 'Glasreiniger',
                slug: 'glasreiniger-100002',
                imageUrl: '/b.svg',
              },
            ],
          },
        },
      },
      routeMock('/de-at/p/glasreiniger-100002'),
      productPageMock('glasreiniger-100002'),
    ]);
    const box = (await screen.findAllByRole('combobox', { name: 'Produkte suchen' }))[0];
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'rein' } });
    const listbox = await screen.findByRole('listbox', { name: 'Suchvorschläge' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const options = within(listbox).getAllByRole('option');
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/de-at/p/glasreiniger-100002'));
  });
});
