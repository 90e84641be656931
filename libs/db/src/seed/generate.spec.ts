import { createHash } from 'node:crypto';
import { WEB_ROLES, isValidEan13, shippingAddressProblems } from '@shop/domain';
import { LANGUAGES, MANDANT_CODES, SHOP_LOCALES, LOCALES } from '@shop/locales';
import { generateSeedData } from './generate';
import { SLUG_PATTERN } from './slug';

const data = generateSeedData(1);
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('generateSeedData', () => {
  it('is deterministic: the same scale gives identical data', () => {
    expect(digest(generateSeedData(1))).toBe(digest(data));
  });

  it('grows with the scale and keeps the smaller catalogue as a prefix', () => {
    const small = generateSeedData(0.1);
    const big = generateSeedData(0.3);
    expect(big.products.length).toBeGreaterThan(small.products.length * 2.9);
    const bigBySku = new Map(big.products.map((p) => [`${p.mandant_code}/${p.sku}`, digest(p)]));
    for (const product of small.products)
      expect(bigBySku.get(`${product.mandant_code}/${product.sku}`)).toBe(digest(product));
  });

  it('rejects a non-positive scale', () => {
    expect(() => generateSeedData(0)).toThrow('scale');
  });

  it("delivers each tenant to its own country, and every customer's address can be delivered to (decision 0077)", () => {
    for (const tenant of data.tenants) expect(tenant.config.countries).toEqual([tenant.country_code]);
    const countriesOf = (mandantCode: string) =>
      data.tenants.find((tenant) => tenant.mandant_code === mandantCode)!.config.countries;
    const undeliverable = data.customers.filter(
      (customer) =>
        shippingAddressProblems(
          { country: customer.country_code, postalCode: customer.post_code },
          countriesOf(customer.mandant_code),
        ).length > 0,
    );
    expect(
      undeliverable.map((customer) => [customer.customer_no, customer.country_code, customer.post_code]),
    ).toEqual([]);
  });

  it('has 6 tenants with web roles, code lists and INNER as default shipping agent', () => {
    expect(data.tenants.map((t) => t.mandant_code)).toEqual([...MANDANT_CODES]);
    for (const tenant of data.tenants) {
      expect(tenant.config.webRoles.map((r) => r.code).sort()).toEqual(
        WEB_ROLES.filter((r) => r !== 'ROLE_AUTHENTICATED').sort(),
      );
      expect(tenant.config.webRoles.filter((r) => r.isAdministrator).map((r) => r.code)).toEqual([
        'ROLE_ADMIN',
      ]);
      expect(tenant.config.shippingAgents.map((a) => a.code)).toContain('INNER');
      expect(tenant.config.defaultShippingAgent).toBe('INNER');
      for (const list of [
        tenant.config.salutations,
        tenant.config.customerGroups,
        tenant.config.organizationalLevels,
      ]) {
        expect(list.length).toBeGreaterThan(1);
        for (const entry of list) for (const language of LANGUAGES) expect(entry.name[language]).toBeTruthy();
      }
    }
  });

  it('has a 3-level category tree of at least 40 categories with valid, unique slugs in every language', () => {
    expect(data.categories.length).toBeGreaterThanOrEqual(40);
    expect(new Set(data.categories.map((c) => c.depth))).toEqual(new Set([0, 1, 2]));
    const ids = new Set(data.categories.map((c) => c.id));
    for (const category of data.categories) {
      if (category.depth > 0) expect(ids.has(category.parent_id!)).toBe(true);
    }
    for (const language of LANGUAGES) {
      const slugs = data.categories.map((c) => c.slug[language]);
      for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    for (const category of data.categories) expect(category.name.bg).toMatch(/[\u0400-\u04FF]/);
  });

  it('has at least 1,500 products per tenant in leaf categories, with unique SKUs and valid EAN-13', () => {
    const leafIds = new Set(data.categories.filter((c) => c.depth === 2).map((c) => c.id));
    for (const mandantCode of MANDANT_CODES) {
      const products = data.products.filter((p) => p.mandant_code === mandantCode);
      expect(products.length).toBeGreaterThanOrEqual(1500);
      expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    }
    for (const product of data.products) {
      expect(isValidEan13(product.ean)).toBe(true);
      expect(leafIds.has(product.category_id)).toBe(true);
      expect(Number.isInteger(product.list_price_cents)).toBe(true);
      expect(product.list_price_cents).toBeGreaterThan(0);
      expect(['ST', 'KAR', 'FL', 'L', 'KG', 'PAK']).toContain(product.unit);
      expect(product.image).toBe(`/api/images/products/${product.sku}.svg`);
      for (const language of LANGUAGES) expect(product.slug[language]).toMatch(SLUG_PATTERN);
      expect(product.name.bg).toMatch(/[\u0400-\u04FF]/);
    }
  });

  it('prices in the tenant currency, with CZK and BGN scaled from the euro price', () => {
    const price = (mandantCode: string, sku: string) =>
      data.products.find((p) => p.mandant_code === mandantCode && p.sku === sku)!;
    const sku = data.products.find((p) => p.mandant_code === '20HHAT')!.sku;
    const at = price('20HHAT', sku);
    const cz = price('80HHCZ', sku);
    const bg = price('57HHBG', sku);
    expect([at.currency, cz.currency, bg.currency]).toEqual(['EUR', 'CZK', 'BGN']);
    expect(cz.list_price_cents / at.list_price_cents).toBeGreaterThan(20);
    expect(bg.list_price_cents / at.list_price_cents).toBeGreaterThan(1.6);
  });

  it('gives each tenant one contact per role on the first customer and an admin on every other', () => {
    for (const mandantCode of MANDANT_CODES) {
      const m = mandantCode.toLowerCase();
      const customers = data.customers.filter((c) => c.mandant_code === mandantCode);
      expect(customers.length).toBeGreaterThanOrEqual(3);
      const firstContacts = data.contacts.filter((c) => c.customer_id === customers[0].id);
      expect(firstContacts.map((c) => [c.login_email, c.role])).toEqual([
        [`admin@${m}.example`, 'ROLE_ADMIN'],
        [`approver@${m}.example`, 'ROLE_CART_APPROVER'],
        [`purchaser@${m}.example`, 'ROLE_CART_PURCHASER'],
        [`shopper@${m}.example`, 'ROLE_CART_MANAGER_NO_CHECKOUT'],
        [`norole@${m}.example`, null],
      ]);
      customers.slice(1).forEach((customer, i) => {
        const contacts = data.contacts.filter((c) => c.customer_id === customer.id);
        expect(contacts.map((c) => [c.login_email, c.role])).toEqual([
          [`admin${i + 2}@${m}.example`, 'ROLE_ADMIN'],
        ]);
      });
      const staff = data.employees.filter((e) => e.mandant_code === mandantCode);
      expect(staff.map((e) => e.employee_no)).toEqual([
        'MA0001',
        'MA0002',
        'MA0003',
        'MA0004',
        'MA0005',
        'MA0006',
        'MA0007',
      ]);
      expect(staff[0].login_email).toBe(`employee@${m}.example`);
      // Every customer has a salesperson, a service and a shipment contact of its tenant's staff.
      const ids = new Set(staff.map((e) => e.id));
      for (const customer of customers)
        for (const id of [customer.salesperson_id, customer.service_contact_id, customer.shipment_contact_id])
          expect(ids.has(id)).toBe(true);
      expect(customers[0].salesperson_id).toBe(staff[0].id);
    }
  });

  it('has an IdP account for every contact, the first employee of each tenant, the newcomer and the ops login', () => {
    // The other staff (salespeople, service and shipment contacts) sign in through the real provider.
    const logins = [
      ...data.contacts.map((c) => c.login_email),
      ...data.employees.filter((e) => e.employee_no === 'MA0001').map((e) => e.login_email),
      'newcomer@shop.example',
      'ops@shop.example',
    ];
    expect(data.accounts.map((a) => a.email).sort()).toEqual(logins.sort());
    expect(new Set(data.accounts.map((a) => a.subject)).size).toBe(data.accounts.length);
  });

  it('has a home page and a footer for every shop locale, referring to real categories and SKUs', () => {
    const topKeys = data.categories.filter((c) => c.depth === 0).map((c) => c.key);
    for (const locale of SHOP_LOCALES) {
      const { language, mandantCode } = LOCALES[locale];
      const skus = new Set(data.products.filter((p) => p.mandant_code === mandantCode).map((p) => p.sku));
      const home = data.stories.find((s) => s.locale === locale && s.slug === '')!;
      const body = home.content.body as { component: string; [key: string]: unknown }[];
      const hero = body.find((b) => b.component === 'hero_banner')!;
      expect(hero.image).toBe(`/api/images/hero/${locale}.svg`);
      const categorySlugs = data.categories.map((c) => `/c/${c.slug[language]}`);
      expect(categorySlugs).toContain(hero.ctaLink);
      expect(body.find((b) => b.component === 'category_slider')!.categoryKeys).toEqual(topKeys);
      const sliders = body.filter((b) => b.component === 'product_slider');
      expect(sliders.length).toBeGreaterThanOrEqual(1);
      for (const slider of sliders) {
        expect((slider.skus as string[]).length).toBeGreaterThan(0);
        for (const sku of slider.skus as string[]) expect(skus.has(sku)).toBe(true);
      }
      const footer = data.stories.find((s) => s.locale === locale && s.slug === 'global/footer')!;
      const columns = footer.content.columns as { links: { to: string }[] }[];
      expect(columns.length).toBeGreaterThanOrEqual(3);
      for (const link of columns.flatMap((c) => c.links)) expect(link.to).toMatch(/^\/[a-z0-9/-]+$/);
    }
    if (LOCALES['bg-bg'].language === 'bg') {
      const bgHome = data.stories.find((s) => s.locale === 'bg-bg' && s.slug === '')!;
      expect(bgHome.content.title).toMatch(/[\u0400-\u04FF]/);
    }
  });
});
