/**
 * The offline catalogue on the wire (GET /api/products, docs/decisions/0104): one array per product,
 * not an object, so the field names are not repeated a thousand times. The image is left out when it
 * is the product's default image path, which the client rebuilds from the SKU.
 */
export type OfflineCatalogueTuple =
  | [ean: string, sku: string, name: string, unit: string, packSize: number]
  | [ean: string, sku: string, name: string, unit: string, packSize: number, imageUrl: string];

export interface OfflineProduct {
  ean: string;
  sku: string;
  name: string;
  unit: string;
  packSize: number;
  imageUrl: string;
}

export interface OfflineCatalogueWire {
  mandantCode: string;
  language: string;
  revision: string;
  /** True: `items` is the whole catalogue (replace); false: a delta since the asked revision. */
  full: boolean;
  items: OfflineCatalogueTuple[];
  /** EANs no product of the tenant has any more (delta only). */
  removed: string[];
}

export const defaultProductImageUrl = (sku: string) => `/api/images/products/${sku}.svg`;

export function toOfflineTuple(item: OfflineProduct): OfflineCatalogueTuple {
  const base: [string, string, string, string, number] = [
    item.ean,
    item.sku,
    item.name,
    item.unit,
    item.packSize,
  ];
  return item.imageUrl === defaultProductImageUrl(item.sku) ? base : [...base, item.imageUrl];
}

export function fromOfflineTuple(tuple: OfflineCatalogueTuple): OfflineProduct {
  const [ean, sku, name, unit, packSize, imageUrl] = tuple;
  return { ean, sku, name, unit, packSize, imageUrl: imageUrl ?? defaultProductImageUrl(sku) };
}

/** The `since` query value: a revision as decimal digits (a bigint), nothing else. */
export function parseCatalogueRevision(value: unknown): bigint | null {
  if (typeof value !== 'string' || !/^\d{1,18}$/.test(value)) return null;
  return BigInt(value);
}
