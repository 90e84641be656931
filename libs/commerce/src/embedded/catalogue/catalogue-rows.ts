import { compareOrderHints, FACET_ATTRIBUTES } from '@shop/domain';
import { LOCALES, SHOP_LOCALES } from '@shop/locales';
import type { OfflineCatalogueItem } from '../../catalogue.port';
import type {
  CategoryDetail,
  CategoryNode,
  Facet,
  LocaleSlug,
  Product,
  ProductListQuery,
  ProductSuggestion,
} from '../../commerce.types';
import { localize, localizeAttributes } from '../localize';
import { toVariantAttributes } from './attribute-definitions';

/** The rows the embedded catalogue reads, the columns that fill them, and their mappers. */

export interface ProductRow {
  id: string;
  sku: string;
  ean: string;
  category_id: string;
  name: unknown;
  description: unknown;
  slug: unknown;
  unit: string;
  pack_size: number;
  list_price_cents: number;
  currency: string;
  image: string;
  attributes: Record<string, unknown>;
  meta: { title?: unknown; description?: unknown; keywords?: unknown } | null;
  search_keywords: Record<string, unknown> | null;
  product_type: string;
  tax_category: string;
  category_order_hint: number | null;
}

/** The product columns toProduct reads, in select order. */
const PRODUCT_FIELDS = [
  'id',
  'sku',
  'ean',
  'category_id',
  'name',
  'description',
  'slug',
  'unit',
  'pack_size',
  'list_price_cents',
  'currency',
  'image',
  'attributes',
  'meta',
  'search_keywords',
  'product_type',
  'tax_category',
  'category_order_hint',
] as const satisfies readonly (keyof ProductRow)[];

/** Product columns every product query selects from `product p` (mapped by toProduct). */
export const PRODUCT_COLUMNS = PRODUCT_FIELDS.map((field) => `p.${field}`).join(', ');

/** The same columns of `product p` as one json object (a ProductRow), for statements that aggregate rows. */
export const PRODUCT_JSON = `json_build_object(${PRODUCT_FIELDS.map((field) => `'${field}', p.${field}`).join(', ')})`;

export function toProduct(row: ProductRow, language: string): Product {
  const attributes = localizeAttributes(row.attributes, language);
  return {
    id: row.id,
    sku: row.sku,
    ean: row.ean,
    name: localize(row.name, language),
    description: localize(row.description, language),
    slug: localize(row.slug, language),
    categoryId: row.category_id,
    unit: row.unit,
    packSize: row.pack_size,
    listPrice: { centAmount: row.list_price_cents, currency: row.currency },
    imageUrl: row.image,
    attributes,
    variantAttributes: toVariantAttributes(attributes, row.image, language),
    metaTitle: optionalText(row.meta?.title, language),
    metaDescription: optionalText(row.meta?.description, language),
    metaKeywords: optionalText(row.meta?.keywords, language),
    searchKeywords: keywordsOf(row.search_keywords, language),
    productType: row.product_type,
    taxCategory: row.tax_category,
    categoryOrderHint: row.category_order_hint,
  };
}

/** A localized text that may be missing: null instead of ''. */
function optionalText(value: unknown, language: string): string | null {
  if (value === undefined || value === null) return null;
  return localize(value, language) || null;
}

/** The keyword list of the language, else German's, else none. */
function keywordsOf(value: Record<string, unknown> | null, language: string): string[] {
  const list = value?.[language] ?? value?.de;
  return Array.isArray(list) ? list.filter((word): word is string => typeof word === 'string') : [];
}

export interface CategoryRow {
  id: string;
  key: string;
  parent_id: string | null;
  depth: number;
  order_hint: number;
  name: unknown;
  slug: unknown;
  seo: { title?: unknown; description?: unknown } | null;
  product_count: number;
}

/** The tenant's visible categories: the tree, and every node of it by key and by id. */
export interface VisibleCategories {
  roots: CategoryNode[];
  byKey: Map<string, CategoryNode>;
  byId: Map<string, CategoryNode>;
}

/** Whole tree with the tenant's product counts (descendants included); empty categories left out. */
export function toVisibleCategories(rows: readonly CategoryRow[], language: string): VisibleCategories {
  const nodes = new Map<string, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      key: row.key,
      name: localize(row.name, language),
      slug: localize(row.slug, language),
      orderHint: row.order_hint,
      depth: row.depth,
      parentId: row.parent_id,
      seoTitle: optionalText(row.seo?.title, language),
      seoDescription: optionalText(row.seo?.description, language),
      productCount: row.product_count,
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const finish = (node: CategoryNode): number => {
    node.productCount += node.children.reduce((sum, child) => sum + finish(child), 0);
    node.children = node.children.filter((child) => child.productCount > 0).sort(byOrderHint);
    return node.productCount;
  };
  roots.forEach(finish);
  const visibleRoots = roots.filter((root) => root.productCount > 0).sort(byOrderHint);
  const byKey = new Map<string, CategoryNode>();
  const byId = new Map<string, CategoryNode>();
  const index = (node: CategoryNode) => {
    byKey.set(node.key, node);
    byId.set(node.id, node);
    node.children.forEach(index);
  };
  visibleRoots.forEach(index);
  return { roots: visibleRoots, byKey, byId };
}

const byOrderHint = (a: CategoryNode, b: CategoryNode) =>
  compareOrderHints(a.orderHint, b.orderHint) || a.key.localeCompare(b.key);

export function withAncestors(node: CategoryNode, byId: Map<string, CategoryNode>): CategoryDetail {
  const ancestors: CategoryNode[] = [];
  for (let parent = node.parentId ? byId.get(node.parentId) : undefined; parent; ) {
    ancestors.unshift(parent);
    parent = parent.parentId ? byId.get(parent.parentId) : undefined;
  }
  return { category: node, ancestors };
}

/** The one row of listingSql. */
export interface ListingRow {
  total: number;
  items: ProductRow[];
  facets: { name: string; value: string; count: number }[];
}

/**
 * Facets in the fixed attribute order, values by count then name; a selected value stays listed
 * (count 0) even when the other selections leave no product with it, so it can be unselected.
 */
export function toFacets(rows: ListingRow['facets'], query: ProductListQuery): Facet[] {
  const selected = new Map<string, Set<string>>();
  for (const filter of query.filters ?? []) {
    const values = selected.get(filter.name) ?? new Set<string>();
    filter.values.forEach((value) => values.add(value));
    selected.set(filter.name, values);
  }
  return FACET_ATTRIBUTES.map((name) => {
    const chosen = selected.get(name) ?? new Set<string>();
    const values = rows
      .filter((row) => row.name === name)
      .map((row) => ({ value: row.value, count: row.count, selected: chosen.has(row.value) }));
    for (const value of chosen) {
      if (!values.some((entry) => entry.value === value)) values.push({ value, count: 0, selected: true });
    }
    values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    return { name, values };
  }).filter((facet) => facet.values.length > 0);
}

/** The same SKU in one tenant: its slugs by language. */
export interface SiblingRow {
  mandant_code: string;
  slug: unknown;
}

/**
 * The slug of every shop locale (in SHOP_LOCALES order) whose tenant has a row: the slug in that
 * locale's language, exactly as getProductBySlug and getCategoryBySlug look it up there (no
 * fallback to another language, which would be a 404 there).
 */
export function localeSlugsOf(rows: readonly SiblingRow[]): LocaleSlug[] {
  const byTenant = new Map(rows.map((row) => [row.mandant_code, row.slug]));
  return SHOP_LOCALES.flatMap((locale) => {
    const { mandantCode, language } = LOCALES[locale];
    const slugs = mandantCode ? byTenant.get(mandantCode) : undefined;
    const slug =
      slugs && typeof slugs === 'object' ? (slugs as Record<string, unknown>)[language] : undefined;
    return typeof slug === 'string' && slug !== '' ? [{ locale, slug }] : [];
  });
}

/** A row of SUGGESTIONS_SQL. */
export interface SuggestionRow {
  sku: string;
  name: unknown;
  slug: unknown;
  image: string;
}

export function toSuggestion(row: SuggestionRow, language: string): ProductSuggestion {
  return {
    sku: row.sku,
    name: localize(row.name, language),
    slug: localize(row.slug, language),
    imageUrl: row.image,
  };
}

/** A product as the offline catalogue reads it. */
export interface OfflineItemRow {
  ean: string;
  sku: string;
  name: unknown;
  unit: string;
  pack_size: number;
  image: string;
  slug: unknown;
}

export function toOfflineItem(row: OfflineItemRow, language: string): OfflineCatalogueItem {
  return {
    ean: row.ean,
    sku: row.sku,
    name: localize(row.name, language),
    unit: row.unit,
    packSize: row.pack_size,
    imageUrl: row.image,
    slug: localize(row.slug, language),
  };
}
