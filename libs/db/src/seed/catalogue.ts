import { BGN_EUR_FACTOR, ean13CheckDigit } from '@shop/domain';
import { LANGUAGES, LOCALES, MANDANT_CODES, primaryLocaleOf, type MandantCode } from '@shop/locales';
import { CATEGORY_TREE, type LeafDefinition } from './category-tree';
import { mapLocalized, type Localized } from './localized';
import { BRANDS, DEVICE_MODELS, DEVICE_PRICE_FACTOR, KINDS, PACK_LINE } from './product-kinds';
import { Random } from './prng';
import { slugify } from './slug';

export interface CategoryRow {
  id: string;
  key: string;
  parent_id: string | null;
  depth: number;
  order_hint: number;
  name: Localized;
  slug: Localized;
  /** Search-engine texts (migration 0035): the title is the name, leaves describe their branch. */
  seo: { title: Localized; description?: Localized };
}

export interface ProductRow {
  id: string;
  mandant_code: MandantCode;
  sku: string;
  ean: string;
  category_id: string;
  name: Localized;
  description: Localized;
  slug: Localized;
  unit: string;
  pack_size: number;
  list_price_cents: number;
  currency: string;
  image: string;
  attributes: Record<string, unknown>;
  /** Migration 0035. */
  meta: { title: Localized; description: Localized };
  search_keywords: Record<string, string[]>;
  product_type: ProductType;
  category_order_hint: number | null;
}

/** A product's type (migration 0035): training articles carry the academy attributes, machines an energy option. */
export type ProductType = 'consumable' | 'device' | 'training';

export function productTypeOf(attributes: Record<string, unknown>): ProductType {
  if ('academy_industry' in attributes) return 'training';
  if ('energy_option_required' in attributes) return 'device';
  return 'consumable';
}

export const PRODUCTS_PER_SCALE = 1680;
/** Product i is left out of tenant t's assortment when i % 10 === t, so assortments differ. */
const EXCLUSION_MODULUS = 10;

export const categoryId = (key: string): string => `cat-${key}`;

export function buildCategories(): CategoryRow[] {
  const rows: CategoryRow[] = [];
  const used = new Map<string, Set<string>>(LANGUAGES.map((language) => [language, new Set<string>()]));
  const add = (key: string, name: Localized, parent: CategoryRow | null, depth: number, position: number) => {
    const slug = mapLocalized(name, (text, language) => {
      const seen = used.get(language)!;
      let candidate = slugify(text);
      if (seen.has(candidate) && parent) candidate = `${parent.slug[language]}-${candidate}`;
      if (seen.has(candidate)) throw new Error(`Duplicate category slug ${candidate} (${language})`);
      seen.add(candidate);
      return candidate;
    });
    const row: CategoryRow = {
      id: categoryId(key),
      key,
      parent_id: parent?.id ?? null,
      depth,
      order_hint: (position + 1) * 1000,
      name,
      slug,
      seo: {
        title: name,
        ...(parent
          ? { description: mapLocalized(name, (text, language) => `${parent.name[language]}: ${text}`) }
          : {}),
      },
    };
    rows.push(row);
    return row;
  };
  CATEGORY_TREE.forEach((top, i) => {
    const topRow = add(top.key, top.name, null, 0, i);
    top.children.forEach((branch, j) => {
      const branchRow = add(branch.key, branch.name, topRow, 1, j);
      branch.children.forEach((leaf, k) => add(leaf.key, leaf.name, branchRow, 2, k));
    });
  });
  return rows;
}

export function leafDefinitions(): LeafDefinition[] {
  return CATEGORY_TREE.flatMap((top) => top.children.flatMap((branch) => branch.children));
}

export function masterProductCount(scale: number): number {
  return Math.max(leafDefinitions().length, Math.round(PRODUCTS_PER_SCALE * scale));
}

/** Catalogue data shared by all tenants; price and assortment are per tenant. */
export interface MasterProduct {
  index: number;
  sku: string;
  ean: string;
  leaf: LeafDefinition;
  name: Localized;
  description: Localized;
  slug: Localized;
  unit: string;
  packSize: number;
  basePriceEuroCents: number;
  attributes: Record<string, unknown>;
}

export function buildEan(index: number): string {
  const body = `9012${String(index + 1).padStart(8, '0')}`;
  return body + ean13CheckDigit(body);
}

export function buildMasterProduct(index: number, leaves: LeafDefinition[]): MasterProduct {
  const random = new Random(`product:${index}`);
  const leaf = leaves[index % leaves.length];
  const kind = KINDS[leaf.kind];
  const pack = random.pick(kind.packs);
  const brand = random.pick(BRANDS);
  const variant = random.pick(kind.variants);
  const sku = `${pack.shape}${String(index + 1).padStart(5, '0')}`;
  const isDevice = leaf.kind === 'device';
  const model = isDevice ? random.pick(DEVICE_MODELS) : '';
  const name = mapLocalized(leaf.productNoun, (noun, language) =>
    isDevice
      ? `${brand} ${noun} ${model}, ${variant[language]}`
      : `${brand} ${noun} ${variant[language]}, ${pack.label[language]}`,
  );
  const first = random.int(0, kind.benefits.length - 1);
  const second = (first + random.int(1, kind.benefits.length - 1)) % kind.benefits.length;
  const description = mapLocalized(
    name,
    (_text, language) =>
      `${kind.benefits[first][language]} ${kind.benefits[second][language]} ${PACK_LINE[language]}: ${pack.label[language].replace(/\.$/, '')}.`,
  );
  const slug = mapLocalized(name, (text) => `${slugify(text)}-${sku}`);
  const factor = isDevice ? (DEVICE_PRICE_FACTOR[leaf.key] ?? 1) : 1;
  const raw = random.int(pack.price[0], pack.price[1]) * factor;
  const basePriceEuroCents = Math.floor(raw / 10) * 10 + 9;
  const cheap = basePriceEuroCents < 1000;
  const attributes: Record<string, unknown> = {
    container: pack.container,
    subtitle: mapLocalized(leaf.name, (text, language) => `${text} · ${pack.label[language]}`),
    minimum_order_quantity: cheap && random.chance(0.4) ? random.pick([2, 3, 5, 6]) : 1,
    qty_in_overpack: pack.qtyInOverpack,
    hazardous_material: random.chance(kind.hazardousChance),
    has_ivp_prices: random.chance(0.25),
  };
  // Drawn after the attributes above so adding them left every earlier value of the seed unchanged.
  Object.assign(attributes, extraAttributes(random, index, isDevice));
  return {
    index,
    sku,
    ean: buildEan(index),
    leaf,
    name,
    description,
    slug,
    unit: pack.unit,
    packSize: pack.packSize,
    basePriceEuroCents,
    attributes,
  };
}

const ENERGY_OPTIONS = ['MAINS', 'BATTERY', 'HYBRID'] as const;
const ACADEMY_INDUSTRIES = ['HEALTHCARE', 'HOSPITALITY', 'FOOD', 'FACILITY'] as const;
const ACADEMY_TYPES = ['SEMINAR', 'WEBINAR', 'ON_SITE'] as const;

/** Every PROMOTION_EVERY-th master product is on promotion (chosen by index: the random sequence stays). */
export const PROMOTION_EVERY = 25;

/**
 * Attributes (docs/rules/data-model.md) that only some products have: the energy option of machines, the
 * academy attributes of training-related articles (docs/rules/validation.md), a successor article number of
 * discontinued ones (not buyable, docs/rules/states-and-rules.md) and the promotion badge (`badge` entries with a key).
 */
function extraAttributes(random: Random, index: number, isDevice: boolean): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  if (index % PROMOTION_EVERY === 7) extra.badge = [{ key: 'promotion' }];
  if (isDevice) extra.energy_option_required = random.pick(ENERGY_OPTIONS);
  if (random.chance(0.04)) {
    extra.academy_industry = random.pick(ACADEMY_INDUSTRIES);
    extra.academy_type = random.pick(ACADEMY_TYPES);
  }
  if (random.chance(0.02)) extra.successor_article_number = String(900_000 + index);
  return extra;
}

/** Converts the euro base price into the tenant's currency and price level. */
export function tenantPrice(mandantCode: MandantCode, euroCents: number): number {
  switch (mandantCode) {
    case '80HHCZ':
      return Math.max(100, Math.round((euroCents * 25.2) / 100) * 100 - 100);
    case '57HHBG':
      return Math.round((euroCents * BGN_EUR_FACTOR * 0.94) / 10) * 10 + 9;
    case '30HHDE':
      return Math.floor((euroCents * 0.96) / 10) * 10 + 9;
    case '50HHSK':
      return Math.floor((euroCents * 0.98) / 10) * 10 + 9;
    case '41HHIC':
      return Math.floor((euroCents * 1.04) / 10) * 10 + 9;
    default:
      return euroCents;
  }
}

export function inAssortment(mandantCode: MandantCode, index: number): boolean {
  return index % EXCLUSION_MODULUS !== MANDANT_CODES.indexOf(mandantCode);
}

export function buildProducts(scale: number): { masters: MasterProduct[]; products: ProductRow[] } {
  const leaves = leafDefinitions();
  const count = masterProductCount(scale);
  const masters: MasterProduct[] = [];
  for (let index = 0; index < count; index++) masters.push(buildMasterProduct(index, leaves));
  const products: ProductRow[] = [];
  // Order hints within a leaf: every seventh product (by index) has none and sorts as the default 1.
  const positionInLeaf = masters.map((master) => Math.floor(master.index / leaves.length));
  for (const mandantCode of MANDANT_CODES) {
    const currency = LOCALES[primaryLocaleOf(mandantCode)].currency;
    const m = mandantCode.toLowerCase();
    for (const master of masters) {
      if (!inAssortment(mandantCode, master.index)) continue;
      products.push({
        id: `p-${m}-${master.sku}`,
        mandant_code: mandantCode,
        sku: master.sku,
        ean: master.ean,
        category_id: categoryId(master.leaf.key),
        name: master.name,
        description: master.description,
        slug: master.slug,
        unit: master.unit,
        pack_size: master.packSize,
        list_price_cents: tenantPrice(mandantCode, master.basePriceEuroCents),
        currency,
        image: `/api/images/products/${master.sku}.svg`,
        attributes: master.attributes,
        meta: { title: master.name, description: master.description },
        search_keywords: Object.fromEntries(
          LANGUAGES.map((language) => [language, [master.sku, master.ean, master.leaf.name[language]]]),
        ),
        product_type: productTypeOf(master.attributes),
        category_order_hint: master.index % 7 === 6 ? null : (positionInLeaf[master.index] + 1) * 1000,
      });
    }
  }
  return { masters, products };
}
