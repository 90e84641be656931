import {
  accessLevelOf,
  FACET_ATTRIBUTES,
  isWebRole,
  lastPageOf,
  normalizeSearchTerm,
  type ShopContext,
  type WebRole,
} from '@shop/domain';
import type { Db } from '@shop/db';
import { LOCALES, MANDANT_CODES, SHOP_LOCALES } from '@shop/locales';
import type { CommercePort, OfflineCatalogueExport } from '../commerce.port';
import { NoQueryProvidedError } from '../commerce.errors';
import type {
  CategoryDetail,
  CategoryNode,
  ContactRecord,
  CustomerPage,
  CustomerRecord,
  CustomerSearch,
  EmployeeRecord,
  Facet,
  LocaleSlug,
  Product,
  ProductList,
  ProductListQuery,
  ProductSuggestion,
  ShopConfig,
  ShopIdentity,
  TenantContact,
} from '../commerce.types';
import { EMPTY_FILTERS, filtersParam, listingSql, PRODUCT_COLUMNS, SUGGESTIONS_SQL } from './catalog-queries';
import { localize, localizeAttributes } from './localize';

interface TenantRow {
  mandant_code: string;
  name: string;
  country_code: string;
  currency: string;
  tax_percent: number;
  config: {
    webRoles?: { code: string; description: unknown; isAdministrator?: boolean }[];
    salutations?: { code: string; name: unknown }[];
    customerGroups?: { code: string; name: unknown }[];
    shippingAgents?: { code: string; name: unknown }[];
  };
}

interface CategoryRow {
  id: string;
  key: string;
  parent_id: string | null;
  depth: number;
  order_hint: number;
  name: unknown;
  slug: unknown;
  product_count: number;
}

interface ProductRow {
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
}

interface IdentityRow {
  contact_id: string;
  customer_id: string;
  mandant_code: string;
  contact_no: string;
  login_email: string;
  first_name: string;
  last_name: string;
  email: string | null;
  role: string | null;
  customer_no: string;
  name1: string;
  name2: string | null;
  street: string;
  post_code: string;
  city: string;
  country_code: string;
}

interface EmployeeRow {
  id: string;
  mandant_code: string;
  employee_no: string;
  login_email: string;
  first_name: string;
  last_name: string;
}

interface CustomerRow {
  id: string;
  mandant_code: string;
  customer_no: string;
  name1: string;
  name2: string | null;
  street: string;
  post_code: string;
  city: string;
  country_code: string;
}

const IDENTITY_SELECT = `select c.id as contact_id, c.customer_id, c.mandant_code, c.contact_no, c.login_email,
         c.first_name, c.last_name, c.email, c.role, cu.customer_no, cu.name1, cu.name2, cu.street,
         cu.post_code, cu.city, cu.country_code
    from contact c
    join customer cu on cu.id = c.customer_id`;

/** Escapes LIKE wildcards so a search text matches literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const codeList = (items: { code: string; name: unknown }[] | undefined, language: string) =>
  (items ?? []).map((item) => ({ code: item.code, name: localize(item.name, language) }));

/** CommercePort on the project's own database (tables of libs/db). */
export class EmbeddedCommerceAdapter implements CommercePort {
  constructor(private readonly db: Db) {}

  async getShopConfig(ctx: ShopContext): Promise<ShopConfig> {
    const tenant = await this.db.one<TenantRow>('select * from tenant where mandant_code = $1', [
      ctx.mandantCode,
    ]);
    if (!tenant) throw new Error(`Unknown tenant ${ctx.mandantCode}`);
    const roles = (tenant.config.webRoles ?? []).filter((role) => isWebRole(role.code));
    return {
      mandantCode: tenant.mandant_code,
      name: tenant.name,
      countryCode: tenant.country_code,
      currency: tenant.currency,
      taxPercent: tenant.tax_percent,
      webRoles: roles
        .map((role) => ({
          code: role.code as WebRole,
          description: localize(role.description, ctx.language),
          isAdministrator: role.isAdministrator === true,
          accessLevel: accessLevelOf(role.code as WebRole),
        }))
        .sort((a, b) => a.accessLevel - b.accessLevel),
      salutations: codeList(tenant.config.salutations, ctx.language),
      customerGroups: codeList(tenant.config.customerGroups, ctx.language),
      shippingAgents: codeList(tenant.config.shippingAgents, ctx.language),
    };
  }

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
      `select id, sku, ean, category_id, name, description, slug, unit, pack_size, list_price_cents, currency, image, attributes
         from product
        where mandant_code = $1 and sku = any($2::text[])`,
      [ctx.mandantCode, [...new Set(skus)]],
    );
    const bySku = new Map(rows.map((row) => [row.sku, this.toProduct(row, ctx.language)]));
    return skus.map((sku) => bySku.get(sku) ?? null);
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
      items: (row?.items ?? []).map((item) => this.toProduct(item, ctx.language)),
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
    return row ? { ...this.toProduct(row, ctx.language), alternates: localeSlugsOf(row.siblings) } : null;
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
    return rows.map((row) => this.toProduct(row, ctx.language));
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
    return rows.map((row) => ({
      sku: row.sku,
      name: localize(row.name, ctx.language),
      slug: localize(row.slug, ctx.language),
      imageUrl: row.image,
    }));
  }

  async findIdentityByLoginEmail(loginEmail: string): Promise<ShopIdentity> {
    const email = loginEmail.trim();
    const contact = await this.db.one<IdentityRow>(
      `select c.id as contact_id, c.customer_id, c.mandant_code, c.contact_no, c.login_email, c.first_name,
              c.last_name, c.email, c.role, cu.customer_no, cu.name1, cu.name2, cu.street, cu.post_code, cu.city,
              cu.country_code
         from contact c
         join customer cu on cu.id = c.customer_id
        where lower(c.login_email) = lower($1) and not c.deletion_state`,
      [email],
    );
    if (contact) return { kind: 'contact', contact: toContact(contact), customer: toCustomer(contact) };
    const employee = await this.db.one<EmployeeRow>(
      `select id, mandant_code, employee_no, login_email, first_name, last_name
         from employee where lower(login_email) = lower($1)`,
      [email],
    );
    if (employee) return { kind: 'employee', employee: toEmployee(employee) };
    return { kind: 'unknown' };
  }

  async findContactByLoginEmail(ctx: ShopContext, loginEmail: string): Promise<TenantContact | null> {
    const row = await this.db.one<IdentityRow>(
      `${IDENTITY_SELECT}
        where c.mandant_code = $1 and lower(c.login_email) = lower($2) and not c.deletion_state`,
      [ctx.mandantCode, loginEmail.trim()],
    );
    return row ? { contact: toContact(row), customer: toCustomer(row) } : null;
  }

  async searchCustomers(ctx: ShopContext, search: CustomerSearch): Promise<CustomerPage> {
    const query = search.query.trim();
    const pattern = `%${escapeLike(query)}%`;
    const where = `mandant_code = $1
        and (customer_no like $2 escape '\\' or name1 ilike $3 escape '\\'
             or coalesce(name2, '') ilike $3 escape '\\')`;
    const params = [ctx.mandantCode, `${escapeLike(query)}%`, pattern];
    const [count] = await this.db.query<{ total: number }>(
      `select count(*)::int as total from customer where ${where}`,
      params,
    );
    const rows = await this.db.query<CustomerRow>(
      `select id, mandant_code, customer_no, name1, name2, street, post_code, city, country_code
         from customer where ${where}
        order by (customer_no = $4) desc, customer_no
        limit $5 offset $6`,
      [...params, query, search.limit, (search.page - 1) * search.limit],
    );
    return {
      items: rows.map((row) => toCustomer({ ...row, customer_id: row.id })),
      total: count?.total ?? 0,
      page: search.page,
      limit: search.limit,
    };
  }

  async getContactsOfCustomer(ctx: ShopContext, customerId: string): Promise<ContactRecord[]> {
    const rows = await this.db.query<IdentityRow>(
      `${IDENTITY_SELECT}
        where c.mandant_code = $1 and cu.mandant_code = $1 and c.customer_id = $2 and not c.deletion_state
        order by c.contact_no`,
      [ctx.mandantCode, customerId],
    );
    return rows.map(toContact);
  }

  async getContact(ctx: ShopContext, contactId: string): Promise<TenantContact | null> {
    const row = await this.db.one<IdentityRow>(
      `${IDENTITY_SELECT}
        where c.mandant_code = $1 and cu.mandant_code = $1 and c.id = $2 and not c.deletion_state`,
      [ctx.mandantCode, contactId],
    );
    return row ? { contact: toContact(row), customer: toCustomer(row) } : null;
  }

  /** Whole tree with the tenant's product counts (descendants included); empty categories left out. */
  async exportOfflineCatalogue(ctx: ShopContext, knownRevision?: string): Promise<OfflineCatalogueExport> {
    // catalogue_revision is bumped by triggers on product (migration 0005); '0' = no products yet.
    const found = await this.db.one<{ revision: string }>(
      'select revision::text as revision from catalogue_revision where mandant_code = $1',
      [ctx.mandantCode],
    );
    const revision = found?.revision ?? '0';
    if (knownRevision !== undefined && knownRevision === revision) return { revision, items: null };
    const rows = await this.db.query<{
      ean: string;
      sku: string;
      name: unknown;
      unit: string;
      pack_size: number;
      image: string;
      slug: unknown;
    }>(
      `select ean, sku, name, unit, pack_size, image, slug
         from product where mandant_code = $1 order by ean, sku`,
      [ctx.mandantCode],
    );
    return {
      revision,
      items: rows.map((row) => ({
        ean: row.ean,
        sku: row.sku,
        name: localize(row.name, ctx.language),
        unit: row.unit,
        packSize: row.pack_size,
        imageUrl: row.image,
        slug: localize(row.slug, ctx.language),
      })),
    };
  }

  async getCatalogueVersion(): Promise<string> {
    // catalogue_version is bumped by statement triggers on product and category (migration 0007).
    const row = await this.db.one<{ version: string }>(
      'select version::text as version from catalogue_version',
    );
    if (!row) throw new Error('catalogue_version is empty: migration 0007 missing');
    return row.version;
  }

  private async loadVisibleCategories(
    ctx: ShopContext,
  ): Promise<{ roots: CategoryNode[]; byKey: Map<string, CategoryNode>; byId: Map<string, CategoryNode> }> {
    const rows = await this.db.query<CategoryRow>(
      `select c.id, c.key, c.parent_id, c.depth, c.order_hint, c.name, c.slug, coalesce(p.n, 0)::int as product_count
         from category c
         left join (select category_id, count(*) as n from product where mandant_code = $1 group by category_id) p
           on p.category_id = c.id`,
      [ctx.mandantCode],
    );
    const nodes = new Map<string, CategoryNode>();
    for (const row of rows) {
      nodes.set(row.id, {
        id: row.id,
        key: row.key,
        name: localize(row.name, ctx.language),
        slug: localize(row.slug, ctx.language),
        orderHint: row.order_hint,
        depth: row.depth,
        parentId: row.parent_id,
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

  private toProduct(row: ProductRow, language: string): Product {
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
      attributes: localizeAttributes(row.attributes, language),
    };
  }
}

interface ListingRow {
  total: number;
  items: ProductRow[];
  facets: { name: string; value: string; count: number }[];
}

/** The same SKU in one tenant: its slugs by language. */
interface SiblingRow {
  mandant_code: string;
  slug: unknown;
}

/**
 * The rows of the same SKU in the shop's tenants as a json array of { mandant_code, slug }, for a
 * statement that selects `p` from product. `tenants` is the parameter holding MANDANT_CODES: with
 * the tenant leading, each is an index probe on unique (mandant_code, sku).
 */
const productSiblings = (tenants: string) => `coalesce((
    select json_agg(json_build_object('mandant_code', o.mandant_code, 'slug', o.slug))
      from product o
     where o.mandant_code = any(${tenants}::text[]) and o.sku = p.sku), '[]'::json)`;

/**
 * $1 category ids, $2 tenants. Per category: its slugs and the tenants with a product in the
 * category or below it (those show it), one exists-probe per tenant on (mandant_code, category_id).
 */
const CATEGORY_ALTERNATES_SQL = `with recursive subtree(root_id, id) as (
    select c.id, c.id from category c where c.id = any($1::text[])
    union all
    select s.root_id, c.id from category c join subtree s on c.parent_id = s.id
  )
  select c.id, c.slug,
         coalesce((select json_agg(t.mandant_code order by t.mandant_code)
                     from unnest($2::text[]) as t(mandant_code)
                    where exists (select 1 from subtree s
                                    join product p on p.mandant_code = t.mandant_code and p.category_id = s.id
                                   where s.root_id = c.id)), '[]'::json) as mandant_codes
    from category c
   where c.id = any($1::text[])`;

/**
 * The slug of every shop locale (in SHOP_LOCALES order) whose tenant has a row: the slug in that
 * locale's language, exactly as getProductBySlug and getCategoryBySlug look it up there (no
 * fallback to another language, which would be a 404 there).
 */
function localeSlugsOf(rows: readonly SiblingRow[]): LocaleSlug[] {
  const byTenant = new Map(rows.map((row) => [row.mandant_code, row.slug]));
  return SHOP_LOCALES.flatMap((locale) => {
    const { mandantCode, language } = LOCALES[locale];
    const slugs = mandantCode ? byTenant.get(mandantCode) : undefined;
    const slug =
      slugs && typeof slugs === 'object' ? (slugs as Record<string, unknown>)[language] : undefined;
    return typeof slug === 'string' && slug !== '' ? [{ locale, slug }] : [];
  });
}

interface SuggestionRow {
  sku: string;
  name: unknown;
  slug: unknown;
  image: string;
}

function withAncestors(node: CategoryNode, byId: Map<string, CategoryNode>): CategoryDetail {
  const ancestors: CategoryNode[] = [];
  for (let parent = node.parentId ? byId.get(node.parentId) : undefined; parent; ) {
    ancestors.unshift(parent);
    parent = parent.parentId ? byId.get(parent.parentId) : undefined;
  }
  return { category: node, ancestors };
}

/**
 * Facets in the fixed attribute order, values by count then name; a selected value stays listed
 * (count 0) even when the other selections leave no product with it, so it can be unselected.
 */
function toFacets(rows: ListingRow['facets'], query: ProductListQuery): Facet[] {
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

const byOrderHint = (a: CategoryNode, b: CategoryNode) =>
  a.orderHint - b.orderHint || a.key.localeCompare(b.key);

function toContact(row: IdentityRow): ContactRecord {
  return {
    id: row.contact_id,
    customerId: row.customer_id,
    mandantCode: row.mandant_code,
    contactNo: row.contact_no,
    loginEmail: row.login_email,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: isWebRole(row.role) ? row.role : null,
  };
}

function toCustomer(
  row: Pick<
    IdentityRow,
    | 'customer_id'
    | 'mandant_code'
    | 'customer_no'
    | 'name1'
    | 'name2'
    | 'street'
    | 'post_code'
    | 'city'
    | 'country_code'
  >,
): CustomerRecord {
  return {
    id: row.customer_id,
    mandantCode: row.mandant_code,
    customerNo: row.customer_no,
    name: [row.name1, row.name2].filter(Boolean).join(' '),
    street: row.street,
    postCode: row.post_code,
    city: row.city,
    countryCode: row.country_code,
  };
}

function toEmployee(row: EmployeeRow): EmployeeRecord {
  return {
    id: row.id,
    mandantCode: row.mandant_code,
    employeeNo: row.employee_no,
    loginEmail: row.login_email,
    firstName: row.first_name,
    lastName: row.last_name,
  };
}
