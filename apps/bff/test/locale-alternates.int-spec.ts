import type { TestDatabase } from '@shop/db/testing';
import { gql, startTestBff, type TestBff } from './support/test-bff';

jest.setTimeout(60_000);

interface Alternate {
  locale: string;
  path: string;
}

const PRODUCT = gql<
  {
    product: {
      sku: string;
      alternates: Alternate[];
      breadcrumbs: { id: string; alternates: Alternate[] }[];
    };
  },
  { locale: string; slug: string }
>`
  query Product($locale: String!, $slug: String!) {
    product(locale: $locale, slug: $slug) {
      sku
      alternates {
        locale
        path
      }
      breadcrumbs {
        id
        alternates {
          locale
          path
        }
      }
    }
  }
`;
const CATEGORY = gql<{ category: { id: string; alternates: Alternate[] } }, { locale: string; slug: string }>`
  query Category($locale: String!, $slug: String!) {
    category(locale: $locale, slug: $slug) {
      id
      alternates {
        locale
        path
      }
    }
  }
`;

describe('locale alternates of product and category pages over GraphQL', () => {
  let bff: TestBff;
  let database: TestDatabase;

  const product = (locale: string, slug: string) => bff.guest().graphql(PRODUCT, { locale, slug });

  /** A product of 20HHAT with its German slug, one 80HHCZ carries too or not, from the tables. */
  const austrianProduct = async (carriedInCzechia: boolean) => {
    const row = await database.db.one<{ sku: string; slug: string }>(
      `select p.sku, p.slug ->> 'de' as slug from product p
        where p.mandant_code = '20HHAT'
          and ${carriedInCzechia ? '' : 'not'} exists (
                select 1 from product o where o.mandant_code = '80HHCZ' and o.sku = p.sku)
        order by p.sku limit 1`,
    );
    return row!;
  };

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    ({ database } = bff);
  });

  afterAll(() => bff?.close());

  it('a de-at product has a cs-cz alternate with its Czech slug when 80HHCZ carries it, and that path is the Czech product page', async () => {
    const { sku, slug } = await austrianProduct(true);
    const czechSlug = (await database.db.one<{ slug: string }>(
      `select slug ->> 'cs' as slug from product where mandant_code = '80HHCZ' and sku = $1`,
      [sku],
    ))!.slug;
    const result = await product('de-at', slug);
    expect(result.errors).toBeUndefined();
    const alternates = result.data!.product.alternates;
    expect(alternates).toContainEqual({ locale: 'de-at', path: `/de-at/p/${slug}` });
    expect(alternates).toContainEqual({ locale: 'cs-cz', path: `/cs-cz/p/${czechSlug}` });

    const czech = await product('cs-cz', czechSlug);
    expect(czech.data?.product.sku).toBe(sku);
    expect(czech.data?.product.alternates).toEqual(alternates);
  });

  it('has no cs-cz alternate when 80HHCZ does not carry the product; its category may lead there instead', async () => {
    const { slug } = await austrianProduct(false);
    const result = await product('de-at', slug);
    expect(result.errors).toBeUndefined();
    const { alternates, breadcrumbs } = result.data!.product;
    expect(alternates.map((alternate) => alternate.locale)).not.toContain('cs-cz');
    // Every breadcrumb knows its own pages in the other locales (the switcher's fallback).
    for (const crumb of breadcrumbs) {
      expect(crumb.alternates.find((alternate) => alternate.locale === 'de-at')?.path).toMatch(
        /^\/de-at\/c\//,
      );
    }
  });

  it('a category page lists its pages in the locales that show it, each found there by its path', async () => {
    const { sku } = await austrianProduct(true);
    const categorySlug = (await database.db.one<{ slug: string }>(
      `select c.slug ->> 'de' as slug from product p join category c on c.id = p.category_id
          where p.mandant_code = '20HHAT' and p.sku = $1`,
      [sku],
    ))!.slug;
    const result = await bff.guest().graphql(CATEGORY, {
      locale: 'de-at',
      slug: categorySlug,
    });
    expect(result.errors).toBeUndefined();
    const { id, alternates } = result.data!.category;
    const czech = alternates.find((alternate) => alternate.locale === 'cs-cz');
    expect(czech?.path).toMatch(/^\/cs-cz\/c\/[^/]+$/);
    const there = await bff.guest().graphql(CATEGORY, {
      locale: 'cs-cz',
      slug: czech!.path.split('/').pop()!,
    });
    expect(there.data?.category.id).toBe(id);
  });
});
