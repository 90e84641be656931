import { toAttributes } from './to-product-attributes';

describe('toAttributes', () => {
  it('maps the stored attributes to the product page fields', () => {
    expect(
      toAttributes({
        container: 'CANISTER',
        subtitle: 'Grundreiniger · 10 l',
        minimum_order_quantity: 3,
        qty_in_overpack: 2,
        hazardous_material: true,
        energy_option_required: 'BATTERY',
        academy_industry: 'HEALTHCARE',
        academy_type: 'SEMINAR',
        has_ivp_prices: true,
        successor_article_number: '900042',
        badge: [{ key: 'promotion' }, 'new'],
      }),
    ).toEqual({
      container: 'CANISTER',
      subtitle: 'Grundreiniger · 10 l',
      minimumOrderQuantity: 3,
      qtyInOverpack: 2,
      hazardousMaterial: true,
      energyOption: 'BATTERY',
      academyIndustry: 'HEALTHCARE',
      academyType: 'SEMINAR',
      hasIvpPrices: true,
      successorArticleNumber: '900042',
      badges: ['promotion', 'new'],
    });
  });

  it('has safe defaults for missing or malformed attributes', () => {
    expect(toAttributes({ minimum_order_quantity: 'x', hazardous_material: 'yes', subtitle: ' ' })).toEqual({
      container: null,
      subtitle: null,
      minimumOrderQuantity: 1,
      qtyInOverpack: null,
      hazardousMaterial: false,
      energyOption: null,
      academyIndustry: null,
      academyType: null,
      hasIvpPrices: false,
      successorArticleNumber: null,
      badges: [],
    });
  });
});
