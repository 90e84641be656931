import type { MockLink } from '@apollo/client/testing';
import { externalShopUrlOf, LOCALE_CODES, LOCALES, type LocaleCode } from '@shop/locales';
import { CATEGORY_TREE_QUERY } from '../features/catalogue/category-tree.queries';
import { CONTENT_PAGE_QUERY } from '../features/content/content.queries';
import { FOOTER_QUERY } from '../features/footer/footer.queries';
import { ME_QUERY } from '../features/session/me.queries';
import { CUST_PRICE_1_UNITS_QUERY } from '../features/pricing/prices.queries';
import { SHOP_CONFIG_QUERY } from '../features/shop/shop-config.queries';
import { EXTERNAL_SHOPS_QUERY, ROUTE_RESOLUTION_QUERY } from '../features/navigation/route.queries';

/** GraphQL answers for unit tests, shaped like apps/bff/schema.graphql (with __typename, as the BFF sends). */
/** An Apollo mock of any operation (the web specs share this one type). */
export type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

/** A mock answered as often as asked (queries every page of a test asks again). */
export const reusable = { maxUsageCount: Number.POSITIVE_INFINITY };

export function shopConfigMock(locale: LocaleCode): Mock {
  const info = LOCALES[locale];
  return {
    ...reusable,
    request: { query: SHOP_CONFIG_QUERY, variables: { locale } },
    result: {
      data: {
        shopConfig: {
          __typename: 'ShopConfig',
          locale,
          mandantCode: info.mandantCode,
          name: 'Hygiene Shop',
          currency: info.currency,
          intlLocale: info.intlLocale,
          alternativePrice: info.showAlternativePrice
            ? { __typename: 'AlternativePrice', ...info.showAlternativePrice }
            : null,
          taxPercent: info.taxPercent,
          shippingAgents: [
            { __typename: 'CodeName', code: 'INNER', name: 'Zustellung mit eigenem Fuhrpark' },
            { __typename: 'CodeName', code: 'DPD', name: 'DPD Paketdienst' },
          ],
          deliveryCountries: [info.countryCode],
        },
      },
    },
  };
}

export function categoryTreeMock(locale: LocaleCode): Mock {
  const category = (id: string, name: string, children: unknown[] = []) => ({
    __typename: 'Category',
    id,
    key: id,
    name,
    slug: id,
    orderHint: 0,
    productCount: 12,
    children,
  });
  return {
    ...reusable,
    request: { query: CATEGORY_TREE_QUERY, variables: { locale } },
    result: {
      data: {
        categoryTree: {
          __typename: 'CategoryTree',
          categories: [
            category('floor-care', 'Bodenpflege', [
              category('floor-cleaners', 'Bodenreiniger', [category('deep-cleaners', 'Grundreiniger')]),
            ]),
          ],
        },
      },
    },
  };
}

export function footerMock(locale: LocaleCode): Mock {
  return {
    ...reusable,
    request: { query: FOOTER_QUERY, variables: { locale } },
    result: {
      data: {
        footer: {
          __typename: 'Footer',
          legal: '© Hygiene Shop GmbH',
          usps: ['Lieferung in 24–48 Stunden', 'Persönliche Beratung'],
          columns: [
            {
              __typename: 'FooterColumn',
              title: 'Service',
              links: [{ __typename: 'FooterLink', label: 'Kontakt', to: 'kontakt' }],
            },
          ],
        },
      },
    },
  };
}

export interface MeFixture {
  role?: string;
  /** The session's tenant; 20HHAT (de-at) when not given. */
  mandantCode?: string;
  customer?: { customerNo: string; name: string };
  /** contactNo is C-1 unless given (no scan-me list key can be made of it: give one where a key matters). */
  contact?: { firstName: string; lastName: string; email: string; contactNo?: string };
  /** An employee's session (user type EMPLOYEE), with or without a customer selected. */
  employee?: { employeeNo: string; name: string };
}

/** Anna Berger, purchaser (sees prices, orders) of customer 100001: the cart and order specs' user. */
export const PURCHASER: MeFixture = {
  role: 'ROLE_CART_PURCHASER',
  customer: { customerNo: '100001', name: 'Hotel Alpenblick' },
  contact: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
};

export function meMock(me: MeFixture | null): Mock {
  return {
    ...reusable,
    request: { query: ME_QUERY },
    result: {
      data: {
        me: me && {
          __typename: 'Me',
          userType: me.employee ? 'EMPLOYEE' : 'STANDARD',
          mandantCode: me.mandantCode ?? '20HHAT',
          role: me.role ?? 'ROLE_AUTHENTICATED',
          accessLevel: 0,
          loginEmailHash: null,
          needsCustomerSelection: false,
          customer: me.customer
            ? { __typename: 'Customer', id: 'customer-1', city: null, ...me.customer }
            : null,
          contact: me.contact
            ? {
                __typename: 'Contact',
                id: 'contact-1',
                contactNo: 'C-1',
                role: me.role ?? 'ROLE_AUTHENTICATED',
                ...me.contact,
              }
            : null,
          employee: me.employee ? { __typename: 'Employee', id: 'employee-1', ...me.employee } : null,
        },
      },
    },
  };
}

/** A product as grids show it (the ProductCard fragment: no price, prices come from unitPricesMock). */
export function product(id: string, name: string) {
  return {
    __typename: 'Product',
    id,
    sku: `SKU-${id}`,
    name,
    slug: id,
    unit: 'KAR',
    packSize: 6,
    imageUrl: `/api/images/products/${id}.svg`,
    attributes: {
      __typename: 'ProductAttributes',
      minimumOrderQuantity: 1,
      qtyInOverpack: 6,
      successorArticleNumber: null,
      badges: [] as string[],
    },
  };
}

/**
 * The page's one custPrice1Units answer for `skus` (in the order the grid asks): the customer's
 * listing price of each sku that has one in `prices`.
 */
export function unitPricesMock(
  locale: LocaleCode,
  skus: string[],
  prices: Record<string, { centAmount: number; currency: string }>,
): Mock {
  return {
    request: { query: CUST_PRICE_1_UNITS_QUERY, variables: { locale, skus } },
    result: {
      data: {
        custPrice1Units: skus
          .filter((sku) => prices[sku])
          .map((sku) => ({
            __typename: 'CustPrice1Unit',
            id: `cp-${sku}`,
            sku,
            channel: 'SALES_PRICE',
            price: { __typename: 'Money', ...prices[sku] },
          })),
      },
    },
  };
}

export function contentMock(locale: LocaleCode, blocks: unknown[], title = 'Willkommen'): Mock {
  return {
    ...reusable,
    request: { query: CONTENT_PAGE_QUERY, variables: { locale, slug: '' } },
    result: {
      data: {
        content: {
          __typename: 'ContentStory',
          id: `home-${locale}`,
          slug: '',
          locale,
          title,
          seoDescription: 'Reinigung und Hygiene',
          blocks,
        },
      },
    },
  };
}

/** The BFF's regional shops; `urls` by country code stand for EXTERNAL_SHOP_URLS, the rest are defaults. */
export function externalShopsMock(urls: Record<string, string> = {}): Mock {
  return {
    ...reusable,
    request: { query: EXTERNAL_SHOPS_QUERY },
    result: {
      data: {
        externalShops: LOCALE_CODES.flatMap((locale) => {
          const url = externalShopUrlOf(locale, urls);
          const { countryCode } = LOCALES[locale];
          return url ? [{ __typename: 'ExternalShop', locale, countryCode, url }] : [];
        }),
      },
    },
  };
}

/** The answers every page of the shop layout asks for. */
export function layoutMocks(locale: LocaleCode, me: MeFixture | null = null): Mock[] {
  return [
    shopConfigMock(locale),
    categoryTreeMock(locale),
    footerMock(locale),
    meMock(me),
    externalShopsMock(),
  ];
}

/** The BFF's answer to `route(path)` (guards 7 and 8) for a content-addressed path. */
export function routeMock(
  path: string,
  answer: { notFound?: boolean; redirect?: { to: string; external: boolean } | null } = {},
): Mock {
  return {
    ...reusable,
    request: { query: ROUTE_RESOLUTION_QUERY, variables: { path } },
    result: {
      data: {
        route: {
          __typename: 'RouteResolution',
          path,
          name: null,
          notFound: answer.notFound ?? false,
          redirect: answer.redirect ? { __typename: 'ServerRedirect', ...answer.redirect } : null,
        },
      },
    },
  };
}
