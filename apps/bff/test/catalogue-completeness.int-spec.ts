import { generateSeedData } from '@shop/db';
import { startTestBff, type GraphqlResponse, type Json, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

const SCALE = 0.05;
const data = generateSeedData(SCALE);

const VARIANT = `sku images assets { key url mediaType }
  prices { channel price { centAmount currency } tierPrices { minimumQuantity price { centAmount } } }
  attributes { name label type originalType group value isVariantAttribute }`;
const PRODUCT = `query($locale: String!, $slug: String!) { product(locale: $locale, slug: $slug) {
  sku priceMode metaTitle metaDescription metaKeywords searchKeywords productType taxCategory
  categories { id key seoInformation { title description } }
  categoryOrderHints { categoryId orderHint }
  mainVariant { ${VARIANT} } variants { sku prices { channel } } variantInfo { count variantAttributeNames }
  custPrice { price { centAmount } } } }`;
const TREE = `query($locale: String!, $rootId: String) { categoryTree(locale: $locale, rootId: $rootId) {
  id categoryIds breadcrumbs { id } categories { id name children { id children { id } } } } }`;
const CATEGORIES = `query($locale: String!, $query: String!) { categories(locale: $locale, query: $query) { id key name } }`;
const CATEGORY = `query($locale: String!, $slug: String!) { category(locale: $locale, slug: $slug) {
  key seoInformation { title description } breadcrumbs { seoInformation { title } } } }`;
const SHOP_CONFIG = `query($locale: String!) { shopConfig(locale: $locale) {
  id locale fallbackLocale languageCode tax taxPercent newsletterUrl contactSlug
  footerLocations { locale name countryCode url }
  languages { code name } countries { code name } partner { name contentSlug }
  hubspotTemplates { language templateId } } }`;
const CART = `query($locale: String!) { cart(locale: $locale) { id version } }`;
const ADD = `mutation($locale: String!, $cartId: ID!, $version: Int!, $lines: [CartLineInput!]!) {
  changeCartLines(locale: $locale, cartId: $cartId, version: $version, mode: "add", lines: $lines) {
    lineItems { sku product { mainVariant { images attributes { name value } prices { channel } } } } } }`;

const codes = (result: GraphqlResponse) => (result.errors ?? []).map((e) => e.extensions.code);
const tenantProducts = data.products.filter((p) => p.mandant_code === '20HHAT');
/** A product with a stored order hint, priced from the list (not by the price service). */
const listed = tenantProducts.find(
  (p) =>
    p.category_order_hint !== null && p.attributes.has_ivp_prices !== true && p.product_type === 'consumable',
)!;
/** A product without an order hint (sorts as the default 1). */
const unhinted = tenantProducts.find((p) => p.category_order_hint === null)!;
/** A product the price service prices. */
const standalone = tenantProducts.find((p) => p.attributes.has_ivp_prices === true)!;

describe('catalogue completeness: product, variant, category and shop configuration fields', () => {
  let bff: TestBff;

  beforeAll(async () => {
    bff = await startTestBff({ scale: SCALE });
  });

  afterAll(() => bff?.close());

  const product = (session: { graphql: (q: string, v: Json) => Promise<GraphqlResponse> }, slug: string) =>
    session.graphql(PRODUCT, { locale: 'de-at', slug });

  it("finds a product by sku as by slug; another tenant's sku is NOT_FOUND; slug and sku together or neither are refused", async () => {
    const BY = `query($locale: String!, $slug: String, $sku: String) {
      product(locale: $locale, slug: $slug, sku: $sku) { sku name slug } }`;
    const guest = bff.guest();
    const bySku = await guest.graphql(BY, { locale: 'de-at', sku: listed.sku });
    const bySlug = await guest.graphql(BY, { locale: 'de-at', slug: listed.slug.de });
    expect(bySku.errors).toBeUndefined();
    expect(bySku.data!.product).toEqual(bySlug.data!.product);
    const foreign = data.products.find(
      (p) => p.mandant_code === '30HHDE' && !tenantProducts.some((t) => t.sku === p.sku),
    )!;
    expect(codes(await guest.graphql(BY, { locale: 'de-at', sku: foreign.sku }))).toEqual(['NOT_FOUND']);
    expect(
      codes(await guest.graphql(BY, { locale: 'de-at', sku: listed.sku, slug: listed.slug.de })),
    ).toEqual(['BAD_USER_INPUT']);
    expect(codes(await guest.graphql(BY, { locale: 'de-at' }))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await guest.graphql(BY, { locale: 'de-at', sku: 'no spaces' }))).toEqual(['BAD_USER_INPUT']);
  });

  it('answers the product fields from the stored catalogue in the locale language', async () => {
    const result = await product(bff.guest(), listed.slug.de);
    expect(result.errors).toBeUndefined();
    const answer = result.data!.product;
    const leaf = data.categories.find((c) => c.id === listed.category_id)!;
    expect(answer).toMatchObject({
      sku: listed.sku,
      priceMode: 'EMBEDDED',
      metaTitle: listed.name.de,
      metaDescription: listed.description.de,
      metaKeywords: null,
      searchKeywords: [listed.sku, listed.ean, leaf.name.de],
      productType: 'consumable',
      taxCategory: 'standard',
      categories: [{ id: leaf.id, key: leaf.key, seoInformation: { title: leaf.name.de } }],
      categoryOrderHints: [{ categoryId: leaf.id, orderHint: String(listed.category_order_hint! / 100000) }],
      variantInfo: { count: 1 },
    });
    expect(answer.variants).toEqual([{ sku: listed.sku, prices: [] }]);
    const variant = answer.mainVariant;
    expect(variant.images).toEqual([listed.image]);
    expect(variant.assets).toEqual([
      { key: 'asset_product_image', url: listed.image, mediaType: 'image/svg+xml' },
    ]);
    const byName = new Map((variant.attributes as Json[]).map((a) => [a.name, a]));
    expect(byName.get('asset_product_image')).toMatchObject({
      value: listed.image,
      type: 'image',
      group: 'media',
    });
    expect(byName.get('container')).toMatchObject({
      label: 'Gebinde',
      type: 'enum',
      originalType: 'enum',
      value: listed.attributes.container,
      isVariantAttribute: true,
    });
    expect(byName.get('hazardous_material')).toMatchObject({
      type: 'boolean',
      value: String(listed.attributes.hazardous_material),
      isVariantAttribute: false,
    });
    expect(byName.get('subtitle')!.value).toBe((listed.attributes.subtitle as Json).de);
    expect(answer.variantInfo.variantAttributeNames).toEqual(
      (variant.attributes as Json[]).filter((a) => a.isVariantAttribute).map((a) => a.name),
    );

    const czechProduct = data.products.find((p) => p.mandant_code === '80HHCZ')!;
    const czech = await bff.guest().graphql(PRODUCT, { locale: 'cs-cz', slug: czechProduct.slug.cs });
    expect(czech.errors).toBeUndefined();
    const labels = (czech.data!.product.mainVariant.attributes as Json[]).map((a) => [a.name, a.label]);
    expect(labels).toContainEqual(['container', 'Balení']);
    expect(labels).toContainEqual(['asset_product_image', 'Obrázek produktu']);
  });

  it('reads a missing order hint as 1 and a price-service product as STANDALONE', async () => {
    const answer = (await product(bff.guest(), unhinted.slug.de)).data!.product;
    expect((await product(bff.guest(), standalone.slug.de)).data!.product.priceMode).toBe('STANDALONE');
    expect(answer.categoryOrderHints).toEqual([{ categoryId: unhinted.category_id, orderHint: '1' }]);
  });

  it('gives variant prices to a role that sees prices, and none to guests, the basket shopper or another tenant', async () => {
    const purchaser = await bff.signIn('purchaser@20hhat.example');
    const priced = (await product(purchaser, listed.slug.de)).data!.product;
    expect(priced.mainVariant.prices).toHaveLength(1);
    const [price] = priced.mainVariant.prices;
    expect(['SALES_PRICE', 'SALES_PRICE_LIST']).toContain(price.channel);
    expect(price.price.centAmount).toBe(priced.custPrice.price.centAmount);
    expect(Array.isArray(price.tierPrices)).toBe(true);
    expect(priced.variants[0].prices).toHaveLength(1);

    const guest = (await product(bff.guest(), listed.slug.de)).data!.product;
    expect(guest.mainVariant.prices).toEqual([]);
    expect(guest.custPrice).toBeNull();

    const shopper = await bff.signIn('shopper@20hhat.example');
    const hidden = await product(shopper, listed.slug.de);
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data!.product.mainVariant.prices).toEqual([]);
    expect(hidden.data!.product.variants[0].prices).toEqual([]);
    expect(JSON.stringify(hidden.data)).not.toContain('tierPrices');

    // A 20HHAT customer in the German tenant's locale sees the public product, without any price.
    const german = data.products.find((p) => p.mandant_code === '30HHDE')!;
    const foreign = await purchaser.graphql(PRODUCT, { locale: 'de-de', slug: german.slug.de });
    expect(foreign.errors).toBeUndefined();
    expect(foreign.data!.product.mainVariant.prices).toEqual([]);
    expect(foreign.data!.product.custPrice).toBeNull();
  });

  it('shows asset_product_image on the product variant of a cart line, prices only where they may be seen', async () => {
    /** Adds the product to the signed-in login's cart and answers its line. */
    const addedLine = async (login: string): Promise<Json> => {
      const session = await bff.signIn(login);
      const cart = (await session.graphql(CART, { locale: 'de-at' })).data!.cart;
      const added = await session.graphql(ADD, {
        locale: 'de-at',
        cartId: cart.id,
        version: cart.version,
        lines: [{ sku: listed.sku, quantity: Number(listed.attributes.minimum_order_quantity ?? 1) }],
      });
      expect(added.errors).toBeUndefined();
      return (added.data!.changeCartLines.lineItems as Json[]).find((l) => l.sku === listed.sku)!;
    };

    const line = await addedLine('purchaser@20hhat.example');
    expect(line.product.mainVariant.images).toEqual([listed.image]);
    expect(line.product.mainVariant.attributes).toEqual(
      expect.arrayContaining([{ name: 'asset_product_image', value: listed.image }]),
    );
    expect(line.product.mainVariant.prices).toHaveLength(1);

    const shopperLine = await addedLine('shopper@20hhat.example');
    expect(shopperLine.product.mainVariant.attributes).toEqual(
      expect.arrayContaining([{ name: 'asset_product_image', value: listed.image }]),
    );
    expect(shopperLine.product.mainVariant.prices).toEqual([]);
  });

  it('answers the whole tree or the part below rootId, with its id, breadcrumbs and every id', async () => {
    const whole = (await bff.guest().graphql(TREE, { locale: 'de-at' })).data!.categoryTree;
    expect(whole.id).toBeNull();
    expect(whole.breadcrumbs).toEqual([]);
    const ids = (nodes: Json[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children ?? [])]);
    expect(whole.categoryIds).toEqual(ids(whole.categories));

    const root = whole.categories[0];
    const branch = root.children[0];
    const below = (await bff.guest().graphql(TREE, { locale: 'de-at', rootId: branch.id })).data!
      .categoryTree;
    expect(below.id).toBe(branch.id);
    expect(below.breadcrumbs.map((c: Json) => c.id)).toEqual([root.id, branch.id]);
    expect(below.categories.map((c: Json) => c.id)).toEqual(branch.children.map((c: Json) => c.id));
    expect(below.categoryIds).toEqual(branch.children.map((c: Json) => c.id));

    expect(codes(await bff.guest().graphql(TREE, { locale: 'de-at', rootId: 'cat-nothing-here' }))).toEqual([
      'NOT_FOUND',
    ]);
    expect(codes(await bff.guest().graphql(TREE, { locale: 'de-at', rootId: '../x' }))).toEqual([
      'BAD_USER_INPUT',
    ]);
  });

  it('finds categories by words of their name, in the locale language, accents ignored', async () => {
    const leaf = data.categories.find((c) => c.depth === 2 && /\s/.test(c.name.de) === false)!;
    const word = leaf.name.de.slice(1, 6).toUpperCase();
    const found = (await bff.guest().graphql(CATEGORIES, { locale: 'de-at', query: word })).data!.categories;
    expect(found.map((c: Json) => c.key)).toContain(leaf.key);
    for (const category of found) expect(category.name.toLowerCase()).toContain(word.toLowerCase());
    expect(found.length).toBeLessThanOrEqual(25);

    const czechName = leaf.name.cs;
    const plain = czechName.normalize('NFD').replace(/\p{Diacritic}/gu, '');
    const czech = (await bff.guest().graphql(CATEGORIES, { locale: 'cs-cz', query: plain })).data!.categories;
    expect(czech.map((c: Json) => c.name)).toContain(czechName);

    expect(
      (await bff.guest().graphql(CATEGORIES, { locale: 'de-at', query: 'xyzzy-nothing' })).data!.categories,
    ).toEqual([]);
    expect(codes(await bff.guest().graphql(CATEGORIES, { locale: 'de-at', query: '   ' }))).toEqual([
      'BAD_USER_INPUT',
    ]);
  });

  it('gives a category page its search-engine texts', async () => {
    const leaf = data.categories.find((c) => c.depth === 2)!;
    const parent = data.categories.find((c) => c.id === leaf.parent_id)!;
    const result = await bff.guest().graphql(CATEGORY, { locale: 'de-at', slug: leaf.slug.de });
    expect(result.errors).toBeUndefined();
    expect(result.data!.category.seoInformation).toEqual({
      title: leaf.name.de,
      description: `${parent.name.de}: ${leaf.name.de}`,
    });
    const top = result.data!.category.breadcrumbs[0];
    expect(top.seoInformation.title).toBeTruthy();
  });

  it('answers the shop configuration and country shop fields, names in the locale language', async () => {
    const at = (await bff.guest().graphql(SHOP_CONFIG, { locale: 'de-at' })).data!.shopConfig;
    expect(at).toMatchObject({
      id: '20HHAT',
      fallbackLocale: null,
      languageCode: 'de-AT',
      tax: '20%',
      taxPercent: 20,
      newsletterUrl: '/de-at',
      contactSlug: 'kontakt',
      languages: [{ code: 'de', name: 'Deutsch' }],
      countries: [{ code: 'AT', name: 'Österreich' }],
      partner: {
        contentSlug: 'partner/servicepartner-reinigungstechnik',
        name: 'Servicepartner Reinigungstechnik',
      },
      hubspotTemplates: [{ language: 'de', templateId: 'newsletter-20hhat-de' }],
    });
    expect(at.footerLocations).toHaveLength(11);
    expect(at.footerLocations).toContainEqual({
      locale: 'cs-cz',
      name: 'Česko',
      countryCode: 'CZ',
      url: '/cs-cz',
    });
    expect(at.footerLocations).toContainEqual(
      expect.objectContaining({ locale: 'hu-hu', url: expect.stringMatching(/^https:\/\//) }),
    );

    const it = (await bff.guest().graphql(SHOP_CONFIG, { locale: 'it-it' })).data!.shopConfig;
    expect(it).toMatchObject({ id: '41HHIC', fallbackLocale: 'de-at', languageCode: 'it-IT', tax: '22%' });
    expect(it.languages).toEqual([
      { code: 'de', name: 'tedesco' },
      { code: 'it', name: 'italiano' },
    ]);
    expect(it.countries).toEqual([{ code: 'IT', name: 'Italia' }]);
    expect(it.hubspotTemplates.map((t: Json) => t.templateId)).toEqual([
      'newsletter-41hhic-de',
      'newsletter-41hhic-it',
    ]);
    const southTyrol = (await bff.guest().graphql(SHOP_CONFIG, { locale: 'it-de' })).data!.shopConfig;
    expect(southTyrol).toMatchObject({
      languageCode: 'it-DE',
      partner: { name: 'Servicepartner Reinigungstechnik' },
    });
  });
});
