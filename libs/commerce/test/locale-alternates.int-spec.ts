import { databaseTargets, type TestDatabase } from '@shop/db/testing';
import { guestShopContext, LOCALES, SHOP_LOCALES, type LocaleCode } from '@shop/locales';
import { EmbeddedCatalogueAdapter } from '../src/embedded/catalogue/embedded-catalogue.adapter';
import { countingDb } from './support/counting-db';

jest.setTimeout(120_000);

describe.each(databaseTargets())(
  'EmbeddedCatalogueAdapter on $name: the same product or category in the other shop locales',
  ({ start }) => {
    let database: TestDatabase;
    let adapter: EmbeddedCatalogueAdapter;
    const de = guestShopContext('de-at');
    const cs = guestShopContext('cs-cz');

    beforeAll(async () => {
      database = await start({ seeded: { scale: 0.1 } });
      adapter = new EmbeddedCatalogueAdapter(database.db);
    });

    afterAll(async () => {
      await database?.stop();
    });

    /** A SKU of 20HHAT that 80HHCZ carries too (`both`) and one it does not (`atOnly`), from the tables. */
    async function skusOfAustria(): Promise<{ both: string; atOnly: string }> {
      const pick = async (carried: boolean) => {
        const row = await database.db.one<{ sku: string }>(
          `select p.sku from product p
          where p.mandant_code = '20HHAT'
            and ${carried ? '' : 'not'} exists (select 1 from product o where o.mandant_code = '80HHCZ' and o.sku = p.sku)
          order by p.sku limit 1`,
        );
        if (!row) throw new Error('seed has no such product');
        return row.sku;
      };
      return { both: await pick(true), atOnly: await pick(false) };
    }

    const slugOf = async (mandantCode: string, sku: string, language: string) =>
      (
        await database.db.one<{ slug: string }>(
          'select slug ->> $3 as slug from product where mandant_code = $1 and sku = $2',
          [mandantCode, sku, language],
        )
      )?.slug;

    it('a product of de-at has a cs-cz alternate with the Czech slug only when 80HHCZ carries it', async () => {
      const { both, atOnly } = await skusOfAustria();

      const carried = await adapter.getProductBySlug(de, (await slugOf('20HHAT', both, 'de'))!);
      const czech = await slugOf('80HHCZ', both, 'cs');
      expect(czech).toBeTruthy();
      expect(carried?.alternates).toContainEqual({ locale: 'cs-cz', slug: czech });
      expect(carried?.alternates).toContainEqual({ locale: 'de-at', slug: carried?.slug });
      // The Czech slug is the one the Czech shop finds the product by.
      expect((await adapter.getProductBySlug(cs, czech!))?.sku).toBe(both);

      const notCarried = await adapter.getProductBySlug(de, (await slugOf('20HHAT', atOnly, 'de'))!);
      expect(notCarried?.alternates?.map((alternate) => alternate.locale)).not.toContain('cs-cz');
      expect(notCarried?.alternates).toContainEqual({ locale: 'de-at', slug: notCarried?.slug });
    });

    it('lists exactly the shop locales whose tenant carries the SKU, each in its language, in locale order', async () => {
      const { both } = await skusOfAustria();
      const tenants = (
        await database.db.query<{ mandant_code: string }>('select mandant_code from product where sku = $1', [
          both,
        ])
      ).map((row) => row.mandant_code);
      const expected: { locale: LocaleCode; slug: string }[] = [];
      for (const locale of SHOP_LOCALES) {
        const { mandantCode, language } = LOCALES[locale];
        if (mandantCode && tenants.includes(mandantCode)) {
          expected.push({ locale, slug: (await slugOf(mandantCode, both, language))! });
        }
      }
      const [alternates] = await adapter.getProductAlternates(de, [both]);
      expect(alternates).toEqual(expected);
      // Both Italian locales belong to 41HHIC: one alternate each, in its own language.
      if (tenants.includes('41HHIC')) {
        expect(alternates.find((a) => a.locale === 'it-de')?.slug).toBe(await slugOf('41HHIC', both, 'de'));
        expect(alternates.find((a) => a.locale === 'it-it')?.slug).toBe(await slugOf('41HHIC', both, 'it'));
      }
    });

    it('the product page gets its alternates in its one statement; the batch answers in key order', async () => {
      const { both, atOnly } = await skusOfAustria();
      const { db, statements } = countingDb(database.db);
      const counted = new EmbeddedCatalogueAdapter(db);
      const product = await counted.getProductBySlug(de, (await slugOf('20HHAT', both, 'de'))!);
      expect(statements).toHaveLength(1);

      statements.length = 0;
      const batch = await counted.getProductAlternates(de, [atOnly, 'NO-SUCH-SKU', both]);
      expect(statements).toHaveLength(1);
      expect(batch[1]).toEqual([]);
      expect(batch[2]).toEqual(product?.alternates);
      expect(batch[0].map((alternate) => alternate.locale)).not.toContain('cs-cz');
      expect(await counted.getProductAlternates(de, [])).toEqual([]);
    });

    it('only looks from the own tenant: a SKU the context’s tenant lacks has no alternates', async () => {
      const { atOnly } = await skusOfAustria();
      expect(await adapter.getProductAlternates(cs, [atOnly])).toEqual([[]]);
    });

    it('a category has an alternate in every shop locale whose tenant shows it, with that language’s slug', async () => {
      const trees = new Map(
        await Promise.all(
          SHOP_LOCALES.map(
            async (locale) => [locale, await adapter.getCategoryTree(guestShopContext(locale))] as const,
          ),
        ),
      );
      const root = trees.get('de-at')![0];
      const leaf = root.children[0].children[0];
      const [forRoot, forLeaf] = await adapter.getCategoryAlternates([root.id, leaf.id]);
      const visibleIn = (id: string) =>
        SHOP_LOCALES.flatMap((locale) => {
          const find = (nodes: typeof root.children): typeof root | undefined =>
            nodes.map((node) => (node.id === id ? node : find(node.children))).find(Boolean);
          const node = find(trees.get(locale)!);
          return node ? [{ locale, slug: node.slug }] : [];
        });
      expect(forRoot).toEqual(visibleIn(root.id));
      expect(forLeaf).toEqual(visibleIn(leaf.id));
      expect(forLeaf.find((alternate) => alternate.locale === 'cs-cz')?.slug).toBe(
        (await adapter.getCategoryBySlug(cs, forLeaf.find((a) => a.locale === 'cs-cz')!.slug))?.category.slug,
      );
    });

    it('leaves out the locales whose tenant has no product in the category; unknown ids get none', async () => {
      const leaf = (await adapter.getCategoryTree(de))[0].children[0].children[0];
      // A location's stock counts name products (migration 0028): they go with the products.
      await database.db.query(
        `delete from business_unit_stock s using product p
          where p.mandant_code = s.mandant_code and p.sku = s.sku and p.mandant_code = '80HHCZ' and p.category_id = $1`,
        [leaf.id],
      );
      await database.db.query(`delete from product where mandant_code = '80HHCZ' and category_id = $1`, [
        leaf.id,
      ]);
      const { db, statements } = countingDb(database.db);
      const [alternates, unknown] = await new EmbeddedCatalogueAdapter(db).getCategoryAlternates([
        leaf.id,
        'cat-none',
      ]);
      expect(statements).toHaveLength(1);
      expect(alternates.map((alternate) => alternate.locale)).not.toContain('cs-cz');
      expect(alternates.map((alternate) => alternate.locale)).toContain('de-at');
      expect(unknown).toEqual([]);
      // The Czech shop does not show it any more either.
      const czech = await database.db.one<{ slug: string }>(
        `select slug ->> 'cs' as slug from category where id = $1`,
        [leaf.id],
      );
      expect(await adapter.getCategoryBySlug(cs, czech!.slug)).toBeNull();
    });
  },
);
