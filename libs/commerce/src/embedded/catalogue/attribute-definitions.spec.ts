import { ATTRIBUTE_NAMES, toVariantAttributes } from './attribute-definitions';

describe('toVariantAttributes', () => {
  const attributes = {
    container: 'BOTTLE',
    subtitle: 'Unterhaltsreiniger · 1 l',
    minimum_order_quantity: 2,
    hazardous_material: false,
    badge: [{ key: 'promotion' }],
    not_defined: 'ignored',
    successor_article_number: null,
  };

  it('lists the defined attributes that have a value, the product image as asset_product_image', () => {
    const listed = toVariantAttributes(attributes, '/api/images/products/A1.svg', 'de');
    expect(listed.map((a) => a.name)).toEqual([
      'asset_product_image',
      'container',
      'subtitle',
      'minimum_order_quantity',
      'hazardous_material',
      'badge',
    ]);
    expect(listed[0]).toEqual({
      name: 'asset_product_image',
      label: 'Produktbild',
      type: 'image',
      originalType: 'asset',
      group: 'media',
      value: '/api/images/products/A1.svg',
      isVariantAttribute: true,
    });
    expect(listed.find((a) => a.name === 'hazardous_material')).toMatchObject({
      value: false,
      isVariantAttribute: false,
      group: 'safety',
    });
    expect(listed.find((a) => a.name === 'badge')?.value).toEqual([{ key: 'promotion' }]);
  });

  it('labels in the asked language, German where a language is unknown', () => {
    const label = (language: string) =>
      toVariantAttributes({ container: 'BOTTLE' }, '/x.svg', language).find((a) => a.name === 'container')
        ?.label;
    expect(['de', 'cs', 'sk', 'it', 'bg', 'fr'].map(label)).toEqual([
      'Gebinde',
      'Balení',
      'Balenie',
      'Confezione',
      'Опаковка',
      'Gebinde',
    ]);
  });

  it('defines every attribute the shop reads', () => {
    expect([...ATTRIBUTE_NAMES].sort()).toEqual(
      [
        'academy_industry',
        'academy_type',
        'asset_product_image',
        'badge',
        'container',
        'energy_option_required',
        'has_ivp_prices',
        'hazardous_material',
        'minimum_order_quantity',
        'qty_in_overpack',
        'subtitle',
        'successor_article_number',
      ].sort(),
    );
  });
});
