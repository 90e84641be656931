import type { ProductAttributesModel } from './catalogue.models';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null;
const integer = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/** The product page's attributes (docs/rules/data-model.md) from the stored snake-case attributes. */
export function toAttributes(attributes: Record<string, unknown>): ProductAttributesModel {
  const badges = Array.isArray(attributes.badge) ? attributes.badge : [];
  return {
    container: text(attributes.container),
    subtitle: text(attributes.subtitle),
    minimumOrderQuantity: Math.max(1, integer(attributes.minimum_order_quantity) ?? 1),
    qtyInOverpack: integer(attributes.qty_in_overpack),
    hazardousMaterial: attributes.hazardous_material === true,
    energyOption: text(attributes.energy_option_required),
    academyIndustry: text(attributes.academy_industry),
    academyType: text(attributes.academy_type),
    hasIvpPrices: attributes.has_ivp_prices === true,
    successorArticleNumber: text(attributes.successor_article_number),
    badges: badges
      .map((badge: unknown) =>
        badge && typeof badge === 'object' ? (badge as { key?: unknown }).key : badge,
      )
      .filter((key): key is string => typeof key === 'string'),
  };
}
