import { migrate } from '../src/migrate';
import { generateSeedData } from '../src/seed/generate';
import { addMissingCatalogueDetails, seed } from '../src/seed/seed';
import { databaseTargets, migrateBefore, type TestDatabase } from '../src/testing';

jest.setTimeout(120_000);

const SCALE = 0.05;

/** A seeded database as it was before migration 0035: no catalogue details, no partner or templates. */
async function databaseBefore0035(database: TestDatabase): Promise<void> {
  await migrateBefore(database.db, '0035');
  await seed(database.db, { scale: SCALE, catalogueDetails: false });
  // The tenants' config as it was seeded then.
  await database.db.query(`update tenant set config = config - 'partner' - 'hubspotTemplates'`);
}

describe.each(databaseTargets())('migration 0035 on $name (decisions 0117, 0118)', (target) => {
  let database: TestDatabase;
  const data = generateSeedData(SCALE);

  beforeAll(async () => {
    database = await target.start();
    await databaseBefore0035(database);
  });

  afterAll(async () => {
    await database?.stop();
  });

  it('gives the seeded products and categories the values the seed gives, order hints left empty', async () => {
    expect((await migrate(database.db)).applied[0]).toBe('0035_catalogue_completeness.sql');

    const products = await database.db.query<{
      id: string;
      meta: unknown;
      search_keywords: unknown;
      product_type: string;
      tax_category: string;
      category_order_hint: number | null;
    }>('select id, meta, search_keywords, product_type, tax_category, category_order_hint from product');
    expect(products).toHaveLength(data.products.length);
    const seeded = new Map(data.products.map((product) => [product.id, product]));
    for (const product of products) {
      const expected = seeded.get(product.id)!;
      expect(product).toEqual({
        id: expected.id,
        meta: expected.meta,
        search_keywords: expected.search_keywords,
        product_type: expected.product_type,
        tax_category: 'standard',
        category_order_hint: null,
      });
    }
    const categories = await database.db.query<{ id: string; seo: unknown }>('select id, seo from category');
    for (const category of categories) {
      const expected = data.categories.find((c) => c.id === category.id)!;
      expect(category.seo).toEqual({ title: expected.name });
    }
  });

  it('lets the seed command add the order hints, partner and newsletter templates once', async () => {
    const hinted = data.products.filter((product) => product.category_order_hint !== null);
    expect(await addMissingCatalogueDetails(database.db, SCALE)).toBe(hinted.length);
    const hints = await database.db.query<{ id: string; category_order_hint: number | null }>(
      'select id, category_order_hint from product',
    );
    const byId = new Map(data.products.map((product) => [product.id, product.category_order_hint]));
    for (const row of hints) expect(row.category_order_hint).toBe(byId.get(row.id));
    const tenants = await database.db.query<{ mandant_code: string; config: Record<string, unknown> }>(
      'select mandant_code, config from tenant',
    );
    for (const tenant of tenants) {
      const expected = data.tenants.find((t) => t.mandant_code === tenant.mandant_code)!.config;
      expect(tenant.config.partner).toEqual(expected.partner);
      expect(tenant.config.hubspotTemplates).toEqual(expected.hubspotTemplates);
    }
    expect(await addMissingCatalogueDetails(database.db, SCALE)).toBe(0);
  });
});
