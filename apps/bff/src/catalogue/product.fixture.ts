import type { Product } from '@shop/commerce';

/** A product of 20HHAT as the catalogue port answers it, for unit specs; `overrides` change any field. */
export function productFixture(overrides: Partial<Product> & Pick<Product, 'sku'>): Product {
  return {
    id: `p-20hhat-${overrides.sku}`,
    ean: '9012000000017',
    name: 'Grundreiniger',
    description: '',
    slug: `grundreiniger-${overrides.sku}`,
    categoryId: 'cat-floor-cleaners',
    unit: 'FL',
    packSize: 1,
    listPrice: { centAmount: 990, currency: 'EUR' },
    imageUrl: `/api/images/products/${overrides.sku}.svg`,
    attributes: {},
    metaTitle: null,
    metaDescription: null,
    metaKeywords: null,
    searchKeywords: [],
    productType: 'consumable',
    taxCategory: 'standard',
    categoryOrderHint: null,
    variantAttributes: [],
    ...overrides,
  };
}
