import { lastPageOf, normalizeSearchTerm, type ShopContext } from '@shop/domain';
import type { Db } from '@shop/db';
import { MANDANT_CODES } from '@shop/locales';
import type { CataloguePort, OfflineCatalogueDelta, OfflineCatalogueExport } from '../../catalogue.port';
import { NoQueryProvidedError } from '../../commerce.errors';
import type {
  CategoryDetail,
  CategoryNode,
  LocaleSlug,
  Product,
  ProductList,
  ProductListQuery,
  ProductSuggestion,
} from '../../commerce.types';
import {
  CATEGORY_ALTERNATES_SQL,
  EMPTY_FILTERS,
  filtersParam,
  listingSql,
  productSiblings,
  SUGGESTIONS_SQL,
} from './catalogue-queries';
import {
  type CategoryRow,
  type ListingRow,
  localeSlugsOf,
  type OfflineItemRow,
  PRODUCT_COLUMNS,
  type ProductRow,
  type SiblingRow,
  type SuggestionRow,
  toFacets,
  toOfflineItem,
  toProduct,
  toSuggestion,
  toVisibleCategories,
  type VisibleCategories,
  withAncestors,
} from './catalogue-rows';

/** CataloguePort on the project's own database (tables of libs/db). */
export class EmbeddedCatalogueAdapter implements CataloguePort {
  constructor(private readonly db: Db) {}

  async getCategoryTree(ctx: ShopContext): Promise<CategoryNode[]> {
    return (await this.loadVisibleCategories(ctx)).roots;
  }

  async getCategoriesByKeys(ctx: ShopContext, keys: readonly string[]): Promise<(CategoryNode | null)[]> {
    const { byKey } = await this.loadVisibleCategories(ctx);
    return keys.map((key) => byKey.get(key) ?? null);
  }

  async getProductsBySkus(ctx: ShopContext, skus: readonly string[]): Promise<(Product | null)[]> {
    if (skus.length === 0) return [];
    const rows = await this.db.query<ProductRow>(
      `select ${PRODUCT_COLUMNS}
         from product p
        where p.mandant_code = $1 and p.sku = any($2::text[])`,
      [ctx.mandantCode, [...new Set(skus)]],
    );
    const bySku = new Map(rows.map((row) => [row.sku, toProduct(row, ctx.language)]));
    return skus.map((sku) => bySku.get(sku) ?? null);
  }

  async getProductsByEans(ctx: ShopContext, eans: readonly string[]): Promise<(Product | null)[]> {
    if (eans.length === 0) return [];
    // Index product_ean_idx (migration 0014); `distinct on` keeps the lowest sku of a shared EAN.
    const rows = await this.db.query<ProductRow>(
      `select distinct on (p.ean) ${PRODUCT_COLUMNS}
         from product p
        where p.mandant_code = $1 and p.ean = any($2::text[])
        order by p.ean, p.sku`,
      [ctx.mandantCode, [...new Set(eans)]],
    );
    const byEan = new Map(rows.map((row) => [row.ean, toProduct(row, ctx.language)]));
    return eans.map((ean) => byEan.get(ean) ?? null);
  }

  async getCategoryBySlug(ctx: ShopContext, slug: string): Promise<CategoryDetail | null> {
    const { byKey, byId } = await this.loadVisibleCategories(ctx);
    for (const node of byKey.values()) if (node.slug === slug) return withAncestors(node, byId);
    return null;
  }

  async getCategoriesByIds(ctx: ShopContext, ids: readonly string[]): Promise<(CategoryDetail | null)[]> {
    const { byId } = await this.loadVisibleCategories(ctx);
    return ids.map((id) => {
      const node = byId.get(id);
      return node ? withAncestors(node, byId) : null;
    });
  }

  async listProducts(ctx: ShopContext, query: ProductListQuery): Promise<ProductList> {
    const searchTerm = normalizeSearchTerm(query.searchTerm);
    const categorySlug = query.categorySlug?.trim() || null;
    if (!searchTerm && !categorySlug) throw new NoQueryProvidedError();
    const page = Math.max(1, Math.floor(query.page));
    const limit = Math.max(1, Math.floor(query.limit));
    const filters = filtersParam(query.filters);
    const queryFilters = filtersParam(query.queryFilters);
    const sql = listingSql(query.sort, searchTerm !== '', {
      user: filters !== EMPTY_FILTERS,
      query: queryFilters !== EMPTY_FILTERS,
    });
    const [row] = await this.db.query<ListingRow>(sql, [
      ctx.mandantCode,
      ctx.language,
      categorySlug,
      searchTerm || null,
      filters,
      queryFilters,
      limit,
      (page - 1) * limit,
    ]);
    const total = row?.total ?? 0;
    return {
      items: (row?.items ?? []).map((item) => toProduct(item, ctx.language)),
      total,
      page,
      limit,
      lastPage: lastPageOf(total, limit),
      facets: toFacets(row?.facets ?? [], query),
    };
  }

  async getProductBySlug(ctx: ShopContext, slug: string): Promise<Product | null> {
    const row = await this.db.one<ProductRow & { siblings: SiblingRow[] }>(
      `select ${PRODUCT_COLUMNS}, ${productSiblings('$4')} as siblings from product p
        where p.mandant_code = $1 and p.slug @> jsonb_build_object($2::text, $3::text)`,
      [ctx.mandantCode, ctx.language, slug, MANDANT_CODES],
    );
    return row ? { ...toProduct(row, ctx.language), alternates: localeSlugsOf(row.siblings) } : null;
  }

  async getProductAlternates(ctx: ShopContext, skus: readonly string[]): Promise<LocaleSlug[][]> {
    if (skus.length === 0) return [];
    const rows = await this.db.query<{ sku: string; siblings: SiblingRow[] }>(
      `select p.sku, ${productSiblings('$3')} as siblings from product p
        where p.mandant_code = $1 and p.sku = any($2::text[])`,
      [ctx.mandantCode, [...new Set(skus)], MANDANT_CODES],
    );
    const bySku = new Map(rows.map((row) => [row.sku, localeSlugsOf(row.siblings)]));
    return skus.map((sku) => bySku.get(sku) ?? []);
  }

  async getCategoryAlternates(ids: readonly string[]): Promise<LocaleSlug[][]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<{ id: string; slug: unknown; mandant_codes: string[] }>(
      CATEGORY_ALTERNATES_SQL,
      [[...new Set(ids)], MANDANT_CODES],
    );
    const byId = new Map(
      rows.map((row) => [
        row.id,
        localeSlugsOf(
          row.mandant_codes.map((mandantCode) => ({ mandant_code: mandantCode, slug: row.slug })),
        ),
      ]),
    );
    return ids.map((id) => byId.get(id) ?? []);
  }

  async getRelatedProducts(ctx: ShopContext, productId: string, limit: number): Promise<Product[]> {
    const rows = await this.db.query<ProductRow>(
      `select ${PRODUCT_COLUMNS}
         from product self
         join product p on p.mandant_code = self.mandant_code and p.category_id = self.category_id and p.id <> self.id
        where self.mandant_code = $1 and self.id = $2
        order by (p.sku < self.sku), p.sku
        limit $3`,
      [ctx.mandantCode, productId, limit],
    );
    return rows.map((row) => toProduct(row, ctx.language));
  }

  async suggestProducts(ctx: ShopContext, term: string, limit: number): Promise<ProductSuggestion[]> {
    const text = normalizeSearchTerm(term);
    if (!text) throw new NoQueryProvidedError();
    const rows = await this.db.query<SuggestionRow>(SUGGESTIONS_SQL, [
      ctx.mandantCode,
      ctx.language,
      text,
      limit,
    ]);
    return rows.map((row) => toSuggestion(row, ctx.language));
  }

  async exportOfflineCatalogue(ctx: ShopContext, knownRevision?: string): Promise<OfflineCatalogueExport> {
    // catalogue_revision is bumped by triggers on product (migration 0005); '0' = no products yet.
    const found = await this.db.one<{ revision: string }>(
      'select revision::text as revision from catalogue_revision where mandant_code = $1',
      [ctx.mandantCode],
    );
    const revision = found?.revision ?? '0';
    if (knownRevision !== undefined && knownRevision === revision) return { revision, items: null };
    const rows = await this.db.query<OfflineItemRow>(
      `select ean, sku, name, unit, pack_size, image, slug
         from product where mandant_code = $1 order by ean, sku`,
      [ctx.mandantCode],
    );
    return { revision, items: rows.map((row) => toOfflineItem(row, ctx.language)) };
  }

  async exportOfflineCatalogueDelta(ctx: ShopContext, since: bigint): Promise<OfflineCatalogueDelta> {
    // catalogue_ean_revision and delta_floor: migration 0034.
    const state = await this.db.one<{ revision: string; floor: string }>(
      `select revision::text as revision, delta_floor::text as floor
         from catalogue_revision where mandant_code = $1`,
      [ctx.mandantCode],
    );
    const revision = BigInt(state?.revision ?? '0');
    const floor = BigInt(state?.floor ?? '0');
    if (since > revision || since < floor) {
      const all = await this.exportOfflineCatalogue(ctx);
      return { revision: all.revision, full: true, items: all.items ?? [], removed: [] };
    }
    const rows = await this.db.query<OfflineItemRow & { changed_ean: string }>(
      `select c.ean as changed_ean, p.ean, p.sku, p.name, p.unit, p.pack_size, p.image, p.slug
         from catalogue_ean_revision c
         left join product p on p.mandant_code = c.mandant_code and p.ean = c.ean
        where c.mandant_code = $1 and c.revision > $2 and c.revision <= $3
        order by c.ean, p.sku`,
      [ctx.mandantCode, since.toString(), revision.toString()],
    );
    const items = rows.filter((row) => row.sku !== null).map((row) => toOfflineItem(row, ctx.language));
    const removed = rows.filter((row) => row.sku === null).map((row) => row.changed_ean);
    return { revision: revision.toString(), full: false, items, removed };
  }

  async getCatalogueVersion(): Promise<string> {
    // catalogue_version is bumped by statement triggers on product and category (migration 0007).
    const row = await this.db.one<{ version: string }>(
      'select version::text as version from catalogue_version',
    );
    if (!row) throw new Error('catalogue_version is empty: migration 0007 missing');
    return row.version;
  }

  /** The tenant's visible category tree (toVisibleCategories) from one statement. */
  private async loadVisibleCategories(ctx: ShopContext): Promise<VisibleCategories> {
    const rows = await this.db.query<CategoryRow>(
      `select c.id, c.key, c.parent_id, c.depth, c.order_hint, c.name, c.slug, c.seo, coalesce(p.n, 0)::int as product_count
         from category c
         left join (select category_id, count(*) as n from product where mandant_code = $1 group by category_id) p
           on p.category_id = c.id`,
      [ctx.mandantCode],
    );
    return toVisibleCategories(rows, ctx.language);
  }
}
