import { accessLevelOf, defaultMinimumSurchargeRule, isValidEan13 } from '@shop/domain';
import { startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import { guestShopContext } from '@shop/locales';
import { EmbeddedCatalogueAdapter } from '../src/embedded/catalogue/embedded-catalogue.adapter';
import { EmbeddedShopConfigAdapter } from '../src/embedded/shop-config/embedded-shop-config.adapter';
import { EmbeddedCustomerAdapter } from '../src/embedded/customers/embedded-customer.adapter';
import type { CategoryNode } from '../src/commerce.types';

jest.setTimeout(60_000);

const ctxFor = guestShopContext;

const flatten = (nodes: CategoryNode[]): CategoryNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe('the embedded catalogue, shop-config and customer adapters on the seeded database', () => {
  let database: TestDatabase;
  let adapter: EmbeddedCatalogueAdapter;
  let shopConfig: EmbeddedShopConfigAdapter;
  let customers: EmbeddedCustomerAdapter;

  beforeAll(async () => {
    database = await startPgliteTestDatabase({ seeded: { scale: 0.1 } });
    adapter = new EmbeddedCatalogueAdapter(database.db);
    shopConfig = new EmbeddedShopConfigAdapter(database.db);
    customers = new EmbeddedCustomerAdapter(database.db);
  });

  afterAll(async () => {
    await database?.stop();
  });

  const skusOf = async (mandantCode: string) =>
    (
      await database.db.query<{ sku: string }>(
        'select sku from product where mandant_code = $1 order by sku',
        [mandantCode],
      )
    ).map((row) => row.sku);

  describe('getShopConfig', () => {
    it('returns roles with access levels and code lists in the context language', async () => {
      const config = await shopConfig.getShopConfig(ctxFor('cs-cz'));
      expect(config).toMatchObject({
        mandantCode: '80HHCZ',
        currency: 'CZK',
        countryCode: 'CZ',
        taxPercent: 21,
      });
      expect(config.webRoles.map((r) => r.code)).toEqual([
        'ROLE_CART_MANAGER_NO_CHECKOUT',
        'ROLE_CART_PURCHASER',
        'ROLE_CART_APPROVER',
        'ROLE_ADMIN',
      ]);
      for (const role of config.webRoles) expect(role.accessLevel).toBe(accessLevelOf(role.code));
      expect(config.webRoles.find((r) => r.code === 'ROLE_ADMIN')).toMatchObject({
        isAdministrator: true,
        description: 'Administrátor',
      });
      expect(config.webRoles.filter((r) => r.isAdministrator)).toHaveLength(1);
      expect(config.salutations.find((s) => s.code === 'MS')?.name).toBe('Paní');
      expect(config.shippingAgents.map((a) => a.code)).toContain('INNER');
      expect(config.minimumSurcharge).toEqual(defaultMinimumSurchargeRule('CZK'));
      expect(config.deliveryCountries).toEqual(['CZ']);
    });

    it("reads the tenant's delivery countries, its own country when none are configured (decision 0077)", async () => {
      const de = ctxFor('de-de');
      await database.db.query(
        `update tenant set config = jsonb_set(config, '{countries}', '["DE","AT","XX","DE"]') where mandant_code = $1`,
        [de.mandantCode],
      );
      expect((await shopConfig.getShopConfig(de)).deliveryCountries).toEqual(['DE', 'AT']);
      await database.db.query(`update tenant set config = config - 'countries' where mandant_code = $1`, [
        de.mandantCode,
      ]);
      expect((await shopConfig.getShopConfig(de)).deliveryCountries).toEqual(['DE']);
      await database.db.query(
        `update tenant set config = jsonb_set(config, '{countries}', '["DE"]') where mandant_code = $1`,
        [de.mandantCode],
      );
    });

    it("reads the tenant's minimum-quantity surcharge as ops set it, and none when they clear it", async () => {
      const de = ctxFor('de-de');
      await database.db.query(
        `update tenant set min_order_net_cents = 5000, min_qty_surcharge_cents = 500, min_qty_surcharge_sku = 'MMZ'
          where mandant_code = $1`,
        [de.mandantCode],
      );
      expect((await shopConfig.getShopConfig(de)).minimumSurcharge).toEqual({
        minimumNetCents: 5000,
        surchargeCents: 500,
        sku: 'MMZ',
      });
      await database.db.query(
        `update tenant set min_order_net_cents = null, min_qty_surcharge_cents = null, min_qty_surcharge_sku = null
          where mandant_code = $1`,
        [de.mandantCode],
      );
      expect((await shopConfig.getShopConfig(de)).minimumSurcharge).toBeNull();
    });

    it('answers in Bulgarian for bg-bg and in German for it-de', async () => {
      const bg = await shopConfig.getShopConfig(ctxFor('bg-bg'));
      expect(bg.webRoles.find((r) => r.code === 'ROLE_ADMIN')?.description).toBe('Администратор');
      const southTyrol = await shopConfig.getShopConfig(ctxFor('it-de'));
      const italy = await shopConfig.getShopConfig(ctxFor('it-it'));
      expect(southTyrol.mandantCode).toBe(italy.mandantCode);
      expect(southTyrol.customerGroups[0].name).not.toBe(italy.customerGroups[0].name);
    });

    it('fails for an unknown tenant', async () => {
      await expect(shopConfig.getShopConfig({ ...ctxFor('de-at'), mandantCode: 'XXHHXX' })).rejects.toThrow(
        'Unknown tenant',
      );
    });
  });

  describe('getCategoryTree', () => {
    it('counts products including descendants and orders by orderHint', async () => {
      const tree = await adapter.getCategoryTree(ctxFor('de-at'));
      expect(tree.length).toBe(6);
      const total = await database.db.one<{ n: number }>(
        "select count(*)::int as n from product where mandant_code = '20HHAT'",
      );
      expect(tree.reduce((sum, node) => sum + node.productCount, 0)).toBe(total?.n);
      for (const node of flatten(tree)) {
        expect(node.productCount).toBeGreaterThan(0);
        if (node.children.length > 0) {
          expect(node.productCount).toBe(node.children.reduce((sum, child) => sum + child.productCount, 0));
          const hints = node.children.map((child) => child.orderHint);
          expect(hints).toEqual([...hints].sort((a, b) => a - b));
        }
      }
      expect(tree[0]).toMatchObject({
        key: 'floor-care',
        name: 'Bodenpflege',
        slug: 'bodenpflege',
        depth: 0,
        parentId: null,
      });
    });

    it('hides categories without products of the tenant', async () => {
      await database.db.query(
        "delete from product where mandant_code = '50HHSK' and category_id = 'cat-descalers'",
      );
      const tree = await adapter.getCategoryTree(ctxFor('sk-sk'));
      const keys = flatten(tree).map((node) => node.key);
      expect(keys).not.toContain('descalers');
      expect(keys).toContain('daily-sanitary-cleaners');
      const other = flatten(await adapter.getCategoryTree(ctxFor('de-at'))).map((node) => node.key);
      expect(other).toContain('descalers');
      const [hidden, shown] = await adapter.getCategoriesByKeys(ctxFor('sk-sk'), ['descalers', 'sanitary']);
      expect(hidden).toBeNull();
      expect(shown?.children.flatMap((child) => child.children.map((leaf) => leaf.key))).not.toContain(
        'descalers',
      );
    });

    it('gives Bulgarian names in Cyrillic with Latin slugs', async () => {
      const tree = await adapter.getCategoryTree(ctxFor('bg-bg'));
      for (const node of flatten(tree)) {
        expect(node.name).toMatch(/[\u0400-\u04FF]/);
        expect(node.slug).toMatch(/^[a-z0-9-]+$/);
      }
    });
  });

  describe('getCategoriesByKeys', () => {
    it('follows the order of the keys and returns null for unknown keys', async () => {
      const result = await adapter.getCategoriesByKeys(ctxFor('it-it'), [
        'hand-hygiene',
        'nope',
        'floor-care',
      ]);
      expect(result.map((node) => node?.key ?? null)).toEqual(['hand-hygiene', null, 'floor-care']);
      expect(result[0]?.name).toBe('Igiene delle mani');
      expect(result[0]?.children.length).toBeGreaterThan(0);
    });
  });

  describe('getProductsBySkus', () => {
    it('returns products in input order with null for unknown SKUs, in one query', async () => {
      const [a, b] = await skusOf('20HHAT');
      const spy = jest.spyOn(database.db, 'query');
      const result = await adapter.getProductsBySkus(ctxFor('de-at'), [b, 'missing', a, b]);
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
      expect(result.map((p) => p?.sku ?? null)).toEqual([b, null, a, b]);
      const product = result[0]!;
      expect(isValidEan13(product.ean)).toBe(true);
      expect(product.listPrice.currency).toBe('EUR');
      expect(Number.isInteger(product.listPrice.centAmount)).toBe(true);
      expect(product.imageUrl).toBe(`/api/images/products/${b}.svg`);
      expect(typeof product.attributes.subtitle).toBe('string');
      expect(product.attributes).toHaveProperty('minimum_order_quantity');
      expect(product.attributes).toHaveProperty('hazardous_material');
    });

    it('is scoped to the tenant of the context', async () => {
      const at = new Set(await skusOf('20HHAT'));
      const de = await skusOf('30HHDE');
      const onlyInGermany = de.find((sku) => !at.has(sku))!;
      expect(onlyInGermany).toBeDefined();
      expect(await adapter.getProductsBySkus(ctxFor('de-at'), [onlyInGermany])).toEqual([null]);
      const [german] = await adapter.getProductsBySkus(ctxFor('de-de'), [onlyInGermany]);
      expect(german?.sku).toBe(onlyInGermany);
    });

    it('prices shared SKUs per tenant, in the tenant currency', async () => {
      const at = new Set(await skusOf('20HHAT'));
      const shared = (await skusOf('80HHCZ')).find((sku) => at.has(sku))!;
      const [austria] = await adapter.getProductsBySkus(ctxFor('de-at'), [shared]);
      const [czechia] = await adapter.getProductsBySkus(ctxFor('cs-cz'), [shared]);
      expect(austria!.listPrice.currency).toBe('EUR');
      expect(czechia!.listPrice.currency).toBe('CZK');
      expect(czechia!.listPrice.centAmount).not.toBe(austria!.listPrice.centAmount);
      expect(czechia!.name).not.toBe(austria!.name);
    });

    it('gives Bulgarian product names in Cyrillic', async () => {
      const [sku] = await skusOf('57HHBG');
      const [product] = await adapter.getProductsBySkus(ctxFor('bg-bg'), [sku]);
      expect(product!.name).toMatch(/[\u0400-\u04FF]/);
      expect(product!.listPrice.currency).toBe('BGN');
      expect(product!.slug).toMatch(/^[a-z0-9-]+$/);
    });

    it('returns an empty list for no SKUs', async () => {
      expect(await adapter.getProductsBySkus(ctxFor('de-at'), [])).toEqual([]);
    });
  });

  describe('getProductsByEans', () => {
    const productsOf = async (mandantCode: string) =>
      database.db.query<{ sku: string; ean: string }>(
        'select sku, ean from product where mandant_code = $1 order by sku',
        [mandantCode],
      );

    it('returns products in input order with null for unknown EANs, in one query', async () => {
      const [a, b] = await productsOf('20HHAT');
      const spy = jest.spyOn(database.db, 'query');
      const result = await adapter.getProductsByEans(ctxFor('de-at'), [b.ean, '4006381333931', a.ean, b.ean]);
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
      expect(result.map((p) => p?.sku ?? null)).toEqual([b.sku, null, a.sku, b.sku]);
      expect(result[0]).toEqual((await adapter.getProductsBySkus(ctxFor('de-at'), [b.sku]))[0]);
    });

    it('is scoped to the tenant of the context', async () => {
      const at = new Set((await productsOf('20HHAT')).map((p) => p.sku));
      const onlyInGermany = (await productsOf('30HHDE')).find((p) => !at.has(p.sku))!;
      expect(await adapter.getProductsByEans(ctxFor('de-at'), [onlyInGermany.ean])).toEqual([null]);
      const [german] = await adapter.getProductsByEans(ctxFor('de-de'), [onlyInGermany.ean]);
      expect(german?.sku).toBe(onlyInGermany.sku);
    });

    it('answers an EAN several products share with the lowest sku', async () => {
      const [first, second] = await productsOf('20HHAT');
      await database.db.query('update product set ean = $1 where mandant_code = $2 and sku = $3', [
        first.ean,
        '20HHAT',
        second.sku,
      ]);
      try {
        const [found] = await adapter.getProductsByEans(ctxFor('de-at'), [first.ean]);
        expect(found?.sku).toBe(first.sku);
      } finally {
        await database.db.query('update product set ean = $1 where mandant_code = $2 and sku = $3', [
          second.ean,
          '20HHAT',
          second.sku,
        ]);
      }
    });

    it('returns an empty list for no EANs', async () => {
      expect(await adapter.getProductsByEans(ctxFor('de-at'), [])).toEqual([]);
    });
  });

  describe('findIdentityByLoginEmail', () => {
    it('finds a contact with its customer, ignoring case', async () => {
      const identity = await customers.findIdentityByLoginEmail('Purchaser@30HHDE.example');
      expect(identity.kind).toBe('contact');
      if (identity.kind !== 'contact') return;
      expect(identity.contact).toMatchObject({
        loginEmail: 'purchaser@30hhde.example',
        role: 'ROLE_CART_PURCHASER',
        mandantCode: '30HHDE',
      });
      expect(identity.customer).toMatchObject({
        customerNo: '100001',
        mandantCode: '30HHDE',
        countryCode: 'DE',
        exclFromMinQtyCharge: false,
      });
      expect(identity.contact.customerId).toBe(identity.customer.id);
    });

    it("reads the customer's exclFromMinQtyCharge", async () => {
      const identity = await customers.findIdentityByLoginEmail('admin2@30hhde.example');
      expect(identity.kind === 'contact' && identity.customer).toMatchObject({
        customerNo: '100002',
        exclFromMinQtyCharge: true,
      });
    });

    it('gives a contact without role a null role', async () => {
      const identity = await customers.findIdentityByLoginEmail('norole@41hhic.example');
      expect(identity.kind === 'contact' && identity.contact.role).toBeNull();
    });

    it('finds employees', async () => {
      const identity = await customers.findIdentityByLoginEmail('employee@57hhbg.example');
      expect(identity).toMatchObject({
        kind: 'employee',
        employee: { mandantCode: '57HHBG', employeeNo: 'MA0001' },
      });
    });

    it('does not find deleted contacts or unknown e-mails', async () => {
      await database.db.query(
        "update contact set deletion_state = true where login_email = 'admin2@80hhcz.example'",
      );
      expect(await customers.findIdentityByLoginEmail('admin2@80hhcz.example')).toEqual({ kind: 'unknown' });
      expect(await customers.findIdentityByLoginEmail('newcomer@shop.example')).toEqual({ kind: 'unknown' });
    });

    it('finds an operations person (ops_operator, decision 0138), whatever the case of the login', async () => {
      expect(await customers.findIdentityByLoginEmail(' OPS@shop.example ')).toEqual({
        kind: 'operator',
        operator: { loginEmail: 'ops@shop.example', name: 'Oskar Betrieb' },
      });
    });
  });

  describe('findIntegrationClient (decision 0048)', () => {
    it("finds the contact a registered client acts as, with its customer, in the client's tenant", async () => {
      const found = await customers.findIntegrationClient('integration-30hhde');
      expect(found?.contact).toMatchObject({
        loginEmail: 'admin2@30hhde.example',
        mandantCode: '30HHDE',
        role: 'ROLE_ADMIN',
      });
      expect(found?.customer).toMatchObject({ customerNo: '100002', mandantCode: '30HHDE' });
    });

    it('finds nobody for an unknown client, a client id of another case, or a client whose contact is deleted', async () => {
      expect(await customers.findIntegrationClient('shop-web')).toBeNull();
      expect(await customers.findIntegrationClient('INTEGRATION-30HHDE')).toBeNull();
      expect(await customers.findIntegrationClient('integration-50hhsk')).not.toBeNull();
      await database.db.query(
        "update contact set deletion_state = true where login_email = 'admin2@50hhsk.example'",
      );
      expect(await customers.findIntegrationClient('integration-50hhsk')).toBeNull();
    });
  });
});
