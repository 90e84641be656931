import { FACET_ATTRIBUTES } from '@shop/domain';
import { databaseTargets, type TestDatabase } from '@shop/db/testing';
import { guestShopContext } from '@shop/locales';
import { NoQueryProvidedError } from '../src/commerce.errors';
import { EmbeddedCatalogueAdapter } from '../src/embedded/catalogue/embedded-catalogue.adapter';
import { countingDb } from './support/counting-db';
import type { ProductListQuery } from '../src/commerce.types';

jest.setTimeout(120_000);

const ctxFor = guestShopContext;

const listing = (overrides: Partial<ProductListQuery>): ProductListQuery => ({
  page: 1,
  limit: 24,
  sort: 'relevance',
  ...overrides,
});

describe.each(databaseTargets())(
  'EmbeddedCatalogueAdapter on $name: catalogue browsing and search',
  ({ start }) => {
    let database: TestDatabase;
    let adapter: EmbeddedCatalogueAdapter;
    const de = ctxFor('de-at');
    const cs = ctxFor('cs-cz');
    const bg = ctxFor('bg-bg');

    beforeAll(async () => {
      database = await start({ seeded: { scale: 0.1 } });
      adapter = new EmbeddedCatalogueAdapter(database.db);
    });

    afterAll(async () => {
      await database?.stop();
    });

    /** Ids of the tenant's products in a category subtree, straight from the tables. */
    const productIdsUnder = async (mandantCode: string, categoryKey: string) =>
      (
        await database.db.query<{ id: string }>(
          `with recursive tree as (
           select id from category where key = $2
           union all select c.id from category c join tree t on c.parent_id = t.id)
         select p.id from product p where p.mandant_code = $1 and p.category_id in (select id from tree)
         order by p.sku`,
          [mandantCode, categoryKey],
        )
      ).map((row) => row.id);

    describe('search rows (migration 0008)', () => {
      it('keeps one row per product and shop language of its tenant, with a column per facet attribute', async () => {
        const scopes = await database.db.query<{ scope: string }>(
          `select distinct ps.mandant_code || ':' || ps.language as scope from product_search ps order by 1`,
        );
        const tenants = await database.db.query<{ scope: string }>(
          `select t.mandant_code || ':' || l as scope
           from tenant t cross join jsonb_array_elements_text(t.config -> 'languages') as l order by 1`,
        );
        expect(scopes).toEqual(tenants);
        const [{ missing }] = await database.db.query<{ missing: number }>(
          `select count(*)::int as missing from product p join tenant t on t.mandant_code = p.mandant_code
          cross join jsonb_array_elements_text(t.config -> 'languages') as l
          where not exists (select 1 from product_search ps where ps.product_id = p.id and ps.language = l)`,
        );
        expect(missing).toBe(0);
        // One column per facet attribute, named like it (the listing SQL relies on it).
        const columns = await database.db.query<{ name: string }>(
          `select column_name as name from information_schema.columns
          where table_name = 'product_search' and column_name = any($1::text[]) order by 1`,
          [[...FACET_ATTRIBUTES]],
        );
        expect(columns.map((row) => row.name)).toEqual([...FACET_ATTRIBUTES].sort());
      });

      it('follows product updates and a tenant`s shop languages', async () => {
        const [product] = await database.db.query<{ id: string; sku: string }>(
          `select id, sku from product where mandant_code = '80HHCZ' order by sku desc limit 1`,
        );
        await database.db.query(
          `update product set name = jsonb_set(name, '{cs}', '"Mýdlový zázrak Ultra"') where id = $1`,
          [product.id],
        );
        const found = await adapter.listProducts(cs, listing({ searchTerm: 'mydlovy zazrak' }));
        expect(found.items.map((item) => item.sku)).toEqual([product.sku]);

        await database.db.query(
          `update tenant set config = jsonb_set(config, '{languages}', '["cs", "de"]') where mandant_code = '80HHCZ'`,
        );
        const languages = await database.db.query<{ language: string }>(
          `select distinct language from product_search where mandant_code = '80HHCZ' order by 1`,
        );
        expect(languages.map((row) => row.language)).toEqual(['cs', 'de']);
        await database.db.query(
          `update tenant set config = jsonb_set(config, '{languages}', '["cs"]') where mandant_code = '80HHCZ'`,
        );
      });
    });

    describe('categories', () => {
      it('finds a category by its slug in the shop language, with ancestors root first', async () => {
        const tree = await adapter.getCategoryTree(cs);
        const leaf = tree[0].children[0].children[0];
        const detail = await adapter.getCategoryBySlug(cs, leaf.slug);
        expect(detail?.category.key).toBe(leaf.key);
        expect(detail?.ancestors.map((a) => a.key)).toEqual([tree[0].key, tree[0].children[0].key]);
        expect(detail?.category.productCount).toBe((await productIdsUnder('80HHCZ', leaf.key)).length);
        // The German slug is not a Czech category.
        const german = (await adapter.getCategoryTree(de))[0].slug;
        expect(german).not.toBe(tree[0].slug);
        expect(await adapter.getCategoryBySlug(cs, german)).toBeNull();
        expect(await adapter.getCategoryBySlug(cs, 'gibt-es-nicht')).toBeNull();
      });

      it('finds a category by id with the same answer', async () => {
        const root = (await adapter.getCategoryTree(de))[0];
        const [detail, none, self] = await adapter.getCategoriesByIds(de, [
          root.children[0].id,
          'cat-none',
          root.id,
        ]);
        expect(detail?.category.slug).toBe(root.children[0].slug);
        expect(detail?.ancestors.map((a) => a.id)).toEqual([root.id]);
        expect(none).toBeNull();
        expect(self?.ancestors).toEqual([]);
      });
    });

    describe('listProducts', () => {
      it('lists a category subtree of the tenant, paged, in the shop language', async () => {
        const root = (await adapter.getCategoryTree(cs))[0];
        const expected = await productIdsUnder('80HHCZ', root.key);
        const first = await adapter.listProducts(
          cs,
          listing({ categorySlug: root.slug, limit: 5, sort: 'sku-asc' }),
        );
        expect(first.total).toBe(expected.length);
        expect(first.lastPage).toBe(Math.ceil(expected.length / 5));
        expect(first.items.map((p) => p.id)).toEqual(expected.slice(0, 5));
        const second = await adapter.listProducts(
          cs,
          listing({ categorySlug: root.slug, limit: 5, page: 2, sort: 'sku-asc' }),
        );
        expect(second.items.map((p) => p.id)).toEqual(expected.slice(5, 10));
        expect(second.page).toBe(2);
        for (const product of first.items) {
          expect(product.id).toMatch(/^p-80hhcz-/);
          expect(typeof product.name).toBe('string');
          // Czech texts, not the jsonb object and not German.
          expect(product.slug).not.toBe('');
          expect(typeof product.attributes.subtitle).toBe('string');
        }
      });

      it('answers a page with one SQL statement (items, total and facets together)', async () => {
        const counted = countingDb(database.db);
        const counting = new EmbeddedCatalogueAdapter(counted.db);
        const root = (await adapter.getCategoryTree(de))[0];
        const page = await counting.listProducts(de, listing({ categorySlug: root.slug, limit: 48 }));
        expect(page.items.length).toBeGreaterThan(0);
        expect(page.facets.length).toBeGreaterThan(0);
        expect(counted.statements).toHaveLength(1);
        counted.statements.length = 0;
        await counting.listProducts(de, listing({ searchTerm: 'reiniger', limit: 96 }));
        expect(counted.statements).toHaveLength(1);
      });

      it('computes facets from attributes; a selection filters results but not its own counts', async () => {
        const root = (await adapter.getCategoryTree(de))[0];
        const all = await adapter.listProducts(de, listing({ categorySlug: root.slug }));
        expect(all.facets.map((f) => f.name)).toEqual(
          FACET_ATTRIBUTES.filter((name) => all.facets.some((f) => f.name === name)),
        );
        const container = all.facets.find((f) => f.name === 'container')!;
        expect(container.values.reduce((sum, v) => sum + v.count, 0)).toBe(all.total);
        const hazardous = all.facets.find((f) => f.name === 'hazardous_material')!;
        expect(hazardous.values.map((v) => v.value).sort()).toEqual(['false', 'true']);

        const chosen = container.values[0];
        const filtered = await adapter.listProducts(
          de,
          listing({
            categorySlug: root.slug,
            filters: [{ name: 'container', values: [chosen.value] }],
            limit: 96,
          }),
        );
        expect(filtered.total).toBe(chosen.count);
        expect(filtered.items.every((p) => p.attributes.container === chosen.value)).toBe(true);
        const filteredContainer = filtered.facets.find((f) => f.name === 'container')!;
        // Disjunctive: the container facet still shows every container with its full count.
        expect(filteredContainer.values.map((v) => [v.value, v.count])).toEqual(
          container.values.map((v) => [v.value, v.count]),
        );
        expect(filteredContainer.values.find((v) => v.value === chosen.value)?.selected).toBe(true);
        // Other facets count within the selection only.
        const filteredHazardous = filtered.facets.find((f) => f.name === 'hazardous_material')!;
        expect(filteredHazardous.values.reduce((sum, v) => sum + v.count, 0)).toBe(chosen.count);
      });

      it('keeps a selected value listed with count 0 when nothing has it', async () => {
        const root = (await adapter.getCategoryTree(de))[0];
        const page = await adapter.listProducts(
          de,
          listing({ categorySlug: root.slug, filters: [{ name: 'container', values: ['NO_SUCH'] }] }),
        );
        expect(page.total).toBe(0);
        expect(page.items).toEqual([]);
        expect(page.lastPage).toBe(1);
        expect(page.facets.find((f) => f.name === 'container')?.values).toContainEqual({
          value: 'NO_SUCH',
          count: 0,
          selected: true,
        });
      });

      it('applies query filters before facets', async () => {
        const root = (await adapter.getCategoryTree(de))[0];
        const page = await adapter.listProducts(
          de,
          listing({
            categorySlug: root.slug,
            queryFilters: [{ name: 'hazardous_material', values: ['true'] }],
          }),
        );
        expect(page.total).toBeGreaterThan(0);
        const hazardous = page.facets.find((f) => f.name === 'hazardous_material')!;
        expect(hazardous.values).toEqual([{ value: 'true', count: page.total, selected: false }]);
      });

      it('filters by the unit column too', async () => {
        const root = (await adapter.getCategoryTree(de))[0];
        const page = await adapter.listProducts(
          de,
          listing({ categorySlug: root.slug, filters: [{ name: 'unit', values: ['FL'] }], limit: 96 }),
        );
        expect(page.total).toBeGreaterThan(0);
        expect(page.items.every((p) => p.unit === 'FL')).toBe(true);
      });

      it('sorts by name in the shop language', async () => {
        const root = (await adapter.getCategoryTree(cs))[0];
        const page = await adapter.listProducts(
          cs,
          listing({ categorySlug: root.slug, sort: 'name-asc', limit: 96 }),
        );
        const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
        const names = page.items.map((p) =>
          fold(p.name)
            .replace(/[^a-z0-9]+/g, ' ')
            .trim(),
        );
        expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        const desc = await adapter.listProducts(
          cs,
          listing({ categorySlug: root.slug, sort: 'name-desc', limit: 1 }),
        );
        expect(desc.items[0].id).not.toBe(page.items[0].id);
      });

      it('fails without category and search text', async () => {
        await expect(adapter.listProducts(de, listing({}))).rejects.toBeInstanceOf(NoQueryProvidedError);
        await expect(adapter.listProducts(de, listing({ searchTerm: '   ' }))).rejects.toThrow(
          'no query provided',
        );
      });
    });

    describe('search', () => {
      it('finds Czech products without diacritics ("cistic" finds "čistič")', async () => {
        const page = await adapter.listProducts(cs, listing({ searchTerm: 'cistic', limit: 96 }));
        expect(page.total).toBeGreaterThan(0);
        expect(page.items.some((p) => /čistič/i.test(p.name))).toBe(true);
        const withDiacritics = await adapter.listProducts(cs, listing({ searchTerm: 'čistič', limit: 96 }));
        expect(withDiacritics.total).toBe(page.total);
        const upper = await adapter.listProducts(cs, listing({ searchTerm: 'ČISTIČ', limit: 96 }));
        expect(upper.total).toBe(page.total);
      });

      it('finds Bulgarian products in Cyrillic and in Latin transliteration', async () => {
        const cyrillic = await adapter.listProducts(bg, listing({ searchTerm: 'почистване', limit: 96 }));
        expect(cyrillic.total).toBeGreaterThan(0);
        expect(cyrillic.items.every((p) => /[а-я]/i.test(p.name))).toBe(true);
        expect(cyrillic.items.some((p) => /почистване/i.test(`${p.name} ${p.attributes.subtitle}`))).toBe(
          true,
        );
        const latin = await adapter.listProducts(bg, listing({ searchTerm: 'pochistvane', limit: 96 }));
        expect(latin.total).toBe(cyrillic.total);
        expect(latin.items.map((p) => p.id)).toEqual(cyrillic.items.map((p) => p.id));
      });

      it('answers in the shop language and tenant only', async () => {
        const german = await adapter.listProducts(de, listing({ searchTerm: 'Grundreiniger', limit: 96 }));
        expect(german.total).toBeGreaterThan(0);
        expect(german.items.every((p) => p.id.startsWith('p-20hhat-'))).toBe(true);
        const czech = await adapter.listProducts(cs, listing({ searchTerm: 'Grundreiniger', limit: 96 }));
        expect(czech.total).toBe(0);
      });

      it('finds by article number and tolerates a typo', async () => {
        const [product] = (await adapter.listProducts(de, listing({ searchTerm: 'reiniger', limit: 1 })))
          .items;
        const bySku = await adapter.listProducts(de, listing({ searchTerm: product.sku }));
        expect(bySku.items[0].id).toBe(product.id);
        const byEan = await adapter.listProducts(de, listing({ searchTerm: product.ean }));
        expect(byEan.items.map((p) => p.id)).toContain(product.id);
        const typo = await adapter.listProducts(de, listing({ searchTerm: 'Grundreiniegr', limit: 96 }));
        expect(typo.total).toBeGreaterThan(0);
      });

      it('combines search with a category and ranks name matches first', async () => {
        const tree = await adapter.getCategoryTree(de);
        const inCategory = await adapter.listProducts(
          de,
          listing({ categorySlug: tree[0].slug, searchTerm: 'reiniger', limit: 96 }),
        );
        const ids = new Set(await productIdsUnder('20HHAT', tree[0].key));
        expect(inCategory.total).toBeGreaterThan(0);
        expect(inCategory.items.every((p) => ids.has(p.id))).toBe(true);
        expect(inCategory.items[0].name.toLowerCase()).toContain('reiniger');
      });
    });

    describe('product detail', () => {
      it('finds a product by its slug in the shop language only', async () => {
        const [row] = await database.db.query<{ id: string; slug: Record<string, string> }>(
          `select id, slug from product where mandant_code = '80HHCZ' order by sku limit 1`,
        );
        const product = await adapter.getProductBySlug(cs, row.slug.cs);
        expect(product?.id).toBe(row.id);
        expect(product?.attributes).toHaveProperty('container');
        expect(await adapter.getProductBySlug(cs, row.slug.de)).toBeNull();
        // Same slug in Slovak shop: the Slovak tenant's own product.
        const slovak = await adapter.getProductBySlug(ctxFor('sk-sk'), row.slug.sk);
        if (slovak) expect(slovak.id).toMatch(/^p-50hhsk-/);
      });

      it('does not find a product outside the tenant assortment', async () => {
        // Product index 0 is left out of the first tenant (20HHAT): its slug exists for others only.
        const [row] = await database.db.query<{ slug: Record<string, string> }>(
          `select slug from product where sku = (select min(sku) from product where id like 'p-30hhde-%'
           and sku not in (select sku from product where mandant_code = '20HHAT')) limit 1`,
        );
        expect(row).toBeDefined();
        expect(await adapter.getProductBySlug(de, row.slug.de)).toBeNull();
      });

      it('relates products of the same category', async () => {
        const [row] = await database.db.query<{ id: string; category_id: string }>(
          `select id, category_id from product where mandant_code = '20HHAT' order by sku limit 1`,
        );
        const related = await adapter.getRelatedProducts(de, row.id, 6);
        expect(related.length).toBeGreaterThan(0);
        expect(related.length).toBeLessThanOrEqual(6);
        expect(related.every((p) => p.categoryId === row.category_id && p.id !== row.id)).toBe(true);
        expect(await adapter.getRelatedProducts(cs, row.id, 6)).toEqual([]);
      });
    });

    describe('suggestProducts', () => {
      it('suggests products starting with the term first, capped at the limit', async () => {
        const suggestions = await adapter.suggestProducts(cs, 'zaklad', 5);
        expect(suggestions.length).toBeGreaterThan(0);
        expect(suggestions.length).toBeLessThanOrEqual(5);
        for (const suggestion of suggestions) {
          expect(suggestion.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toContain('zaklad');
        }
        expect(suggestions[0]).toEqual(
          expect.objectContaining({
            sku: expect.any(String),
            slug: expect.any(String),
            imageUrl: expect.any(String),
          }),
        );
      });

      it('corrects a typo to the vocabulary when nothing matches', async () => {
        const suggestions = await adapter.suggestProducts(de, 'Grundreiniegr', 5);
        expect(suggestions.length).toBeGreaterThan(0);
        expect(suggestions.every((s) => s.name.toLowerCase().includes('grundreiniger'))).toBe(true);
        expect(await adapter.suggestProducts(de, 'qqqxxzz', 5)).toEqual([]);
      });

      it('suggests in Cyrillic for Bulgarian', async () => {
        const suggestions = await adapter.suggestProducts(bg, 'преп', 8);
        expect(suggestions.length).toBeGreaterThan(0);
        expect(suggestions.every((s) => /[а-я]/i.test(s.name))).toBe(true);
      });

      it('fails without text', async () => {
        await expect(adapter.suggestProducts(de, ' ', 5)).rejects.toBeInstanceOf(NoQueryProvidedError);
      });
    });

    // Issue 10 / decision 0030: typos, scanned EANs, nonsense and pasted texts are everyday input.
    describe('terms that find nothing, typos, EANs and long terms', () => {
      /** Search page and type-ahead for one term. */
      const both = async (term: string) => ({
        list: await adapter.listProducts(de, listing({ searchTerm: term, limit: 96 })),
        suggestions: await adapter.suggestProducts(de, term, 8),
      });

      /** A product of the tenant with its EAN, and an EAN-13 (valid check digit) no product has. */
      const eans = async () => {
        const product = await database.db.one<{ id: string; ean: string }>(
          `select id, ean from product where mandant_code = '20HHAT' order by sku limit 1`,
        );
        const taken = new Set(
          (await database.db.query<{ ean: string }>('select ean from product')).map((row) => row.ean),
        );
        let unknown = '';
        for (let n = 400638133393; !unknown; n += 1) {
          const digits = String(n);
          const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
          const candidate = digits + String((10 - (sum % 10)) % 10);
          if (!taken.has(candidate)) unknown = candidate;
        }
        return { product: product!, unknown };
      };

      /** Every plan node of an EXPLAIN (FORMAT JSON) answer. */
      type PlanNode = { 'Relation Name'?: string; 'Actual Loops'?: number; Plans?: PlanNode[] };
      const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

      /** How often the listing statement of `term` reads the vocabulary (search_word), by EXPLAIN ANALYZE. */
      const vocabularyReads = async (term: string) => {
        const counting = countingDb(database.db);
        await new EmbeddedCatalogueAdapter(counting.db).listProducts(de, listing({ searchTerm: term }));
        const [{ sql, params }] = counting.calls;
        const [row] = await database.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `explain (analyze, format json) ${sql}`,
          params,
        );
        return nodesOf(row['QUERY PLAN'][0].Plan)
          .filter((node) => node['Relation Name'] === 'search_word')
          .reduce((sum, node) => sum + (node['Actual Loops'] ?? 0), 0);
      };

      it('answers a term that matches nothing with nothing', async () => {
        for (const term of ['zzqxvk', 'qwrtzp xkcdv', 'qz']) {
          const { list, suggestions } = await both(term);
          expect({ term, total: list.total, items: list.items, facets: list.facets, suggestions }).toEqual({
            term,
            total: 0,
            items: [],
            facets: [],
            suggestions: [],
          });
        }
      });

      it('finds nothing for a term without letters or digits (not the whole catalogue)', async () => {
        for (const term of ['%', '!!', '_ * -']) {
          const { list, suggestions } = await both(term);
          expect({ term, total: list.total, suggestions }).toEqual({ term, total: 0, suggestions: [] });
        }
      });

      it('still corrects a typo to the products of the right word', async () => {
        const right = await adapter.listProducts(de, listing({ searchTerm: 'Grundreiniger', limit: 96 }));
        const { list, suggestions } = await both('Grundreingier');
        expect(list.total).toBeGreaterThan(0);
        const rightIds = new Set(right.items.map((p) => p.id));
        expect(list.items.every((p) => rightIds.has(p.id))).toBe(true);
        expect(suggestions.length).toBeGreaterThan(0);
      });

      it('finds a product by its EAN, and nothing by an EAN no product has', async () => {
        const { product, unknown } = await eans();
        const hit = await both(product.ean);
        expect(hit.list.items.map((p) => p.id)).toEqual([product.id]);
        expect(hit.suggestions).toHaveLength(1);
        const miss = await both(unknown);
        expect(miss.list.total).toBe(0);
        expect(miss.suggestions).toEqual([]);
      });

      it('answers a 10 kB term by its first 100 characters, without an error', async () => {
        const nonsense = await both('zq'.repeat(5120));
        expect(nonsense.list.total).toBe(0);
        expect(nonsense.suggestions).toEqual([]);
        // A pasted text of real words: the words of its first 100 characters must all match.
        const pasted = await both('Grundreiniger '.repeat(732));
        expect(pasted.list.total).toBeGreaterThan(0);
        expect(pasted.list.items.every((p) => p.name.toLowerCase().includes('grundreiniger'))).toBe(true);
        const letters = await both(Array.from({ length: 5120 }, (_, i) => 'qxyjv'[i % 5]).join(' '));
        expect(letters.list.total).toBe(0);
      });

      it('reads the vocabulary once per word of a term that finds nothing, not once per product', async () => {
        expect(await vocabularyReads('zzqxvk qqwwx')).toBeLessThanOrEqual(2);
      });

      it('does not correct a number: an unknown EAN never reads the vocabulary', async () => {
        const { unknown } = await eans();
        expect(await vocabularyReads(unknown)).toBe(0);
      });
    });
  },
);
