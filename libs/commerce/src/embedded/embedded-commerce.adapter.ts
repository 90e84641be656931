import { accessLevelOf, isWebRole, type ShopContext, type WebRole } from '@shop/domain';
import type { Db } from '@shop/db';
import type { CommercePort } from '../commerce.port';
import type {
  CategoryNode,
  ContactRecord,
  CustomerPage,
  CustomerRecord,
  CustomerSearch,
  EmployeeRecord,
  Product,
  ShopConfig,
  ShopIdentity,
  TenantContact,
} from '../commerce.types';
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
  private async loadVisibleCategories(
    ctx: ShopContext,
  ): Promise<{ roots: CategoryNode[]; byKey: Map<string, CategoryNode> }> {
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
    const index = (node: CategoryNode) => {
      byKey.set(node.key, node);
      node.children.forEach(index);
    };
    visibleRoots.forEach(index);
    return { roots: visibleRoots, byKey };
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
