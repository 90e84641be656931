import type { VariantAttribute } from '../../commerce.types';
import { localize } from '../localize';

/**
 * The product type's attribute definitions of the embedded backend (docs/decisions/0117): how each
 * stored attribute is typed, grouped and labelled. `type` is the shop's reading, `originalType` the
 * backend's storage type. Attributes without a definition are not listed.
 */
interface AttributeDefinition {
  type: 'text' | 'number' | 'boolean' | 'enum' | 'list' | 'image';
  originalType: 'ltext' | 'text' | 'number' | 'boolean' | 'enum' | 'set' | 'asset';
  group: 'logistics' | 'safety' | 'pricing' | 'academy' | 'marketing' | 'media' | 'general';
  isVariantAttribute: boolean;
  label: Record<'de' | 'cs' | 'sk' | 'it' | 'bg', string>;
}

const DEFINITIONS: Record<string, AttributeDefinition> = {
  asset_product_image: {
    type: 'image',
    originalType: 'asset',
    group: 'media',
    isVariantAttribute: true,
    label: {
      de: 'Produktbild',
      cs: 'Obrázek produktu',
      sk: 'Obrázok produktu',
      it: 'Immagine del prodotto',
      bg: 'Снимка на продукта',
    },
  },
  container: {
    type: 'enum',
    originalType: 'enum',
    group: 'logistics',
    isVariantAttribute: true,
    label: { de: 'Gebinde', cs: 'Balení', sk: 'Balenie', it: 'Confezione', bg: 'Опаковка' },
  },
  subtitle: {
    type: 'text',
    originalType: 'ltext',
    group: 'general',
    isVariantAttribute: true,
    label: { de: 'Untertitel', cs: 'Podtitul', sk: 'Podtitul', it: 'Sottotitolo', bg: 'Подзаглавие' },
  },
  minimum_order_quantity: {
    type: 'number',
    originalType: 'number',
    group: 'logistics',
    isVariantAttribute: true,
    label: {
      de: 'Mindestbestellmenge',
      cs: 'Minimální objednací množství',
      sk: 'Minimálne objednávacie množstvo',
      it: 'Quantità minima d’ordine',
      bg: 'Минимално количество за поръчка',
    },
  },
  qty_in_overpack: {
    type: 'number',
    originalType: 'number',
    group: 'logistics',
    isVariantAttribute: true,
    label: {
      de: 'Stück im Umkarton',
      cs: 'Kusů v přepravním kartonu',
      sk: 'Kusov v prepravnom kartóne',
      it: 'Pezzi per cartone',
      bg: 'Броя в транспортен кашон',
    },
  },
  hazardous_material: {
    type: 'boolean',
    originalType: 'boolean',
    group: 'safety',
    isVariantAttribute: false,
    label: {
      de: 'Gefahrstoff',
      cs: 'Nebezpečná látka',
      sk: 'Nebezpečná látka',
      it: 'Sostanza pericolosa',
      bg: 'Опасно вещество',
    },
  },
  energy_option_required: {
    type: 'enum',
    originalType: 'enum',
    group: 'general',
    isVariantAttribute: true,
    label: {
      de: 'Energieversorgung',
      cs: 'Napájení',
      sk: 'Napájanie',
      it: 'Alimentazione',
      bg: 'Захранване',
    },
  },
  has_ivp_prices: {
    type: 'boolean',
    originalType: 'boolean',
    group: 'pricing',
    isVariantAttribute: false,
    label: {
      de: 'Kundenpreise vorhanden',
      cs: 'Zákaznické ceny k dispozici',
      sk: 'Zákaznícke ceny k dispozícii',
      it: 'Prezzi cliente disponibili',
      bg: 'Налични клиентски цени',
    },
  },
  successor_article_number: {
    type: 'text',
    originalType: 'text',
    group: 'general',
    isVariantAttribute: false,
    label: {
      de: 'Nachfolgeartikel',
      cs: 'Nástupnický artikl',
      sk: 'Nástupnícky artikel',
      it: 'Articolo successore',
      bg: 'Артикул наследник',
    },
  },
  academy_industry: {
    type: 'enum',
    originalType: 'enum',
    group: 'academy',
    isVariantAttribute: false,
    label: {
      de: 'Akademie-Branche',
      cs: 'Obor akademie',
      sk: 'Odvetvie akadémie',
      it: 'Settore academy',
      bg: 'Отрасъл на академията',
    },
  },
  academy_type: {
    type: 'enum',
    originalType: 'enum',
    group: 'academy',
    isVariantAttribute: false,
    label: {
      de: 'Akademie-Format',
      cs: 'Forma akademie',
      sk: 'Forma akadémie',
      it: 'Formato academy',
      bg: 'Формат на академията',
    },
  },
  badge: {
    type: 'list',
    originalType: 'set',
    group: 'marketing',
    isVariantAttribute: false,
    label: { de: 'Auszeichnung', cs: 'Označení', sk: 'Označenie', it: 'Badge', bg: 'Отличителен знак' },
  },
};

/** The names of the defined attributes, in the order they are listed. */
export const ATTRIBUTE_NAMES = Object.keys(DEFINITIONS);

/**
 * A product's attributes as its variant lists them, labels in `language`. The product image is the
 * `asset_product_image` attribute (decision 0117): the embedded backend keeps it in the product's image
 * column, so it is listed from there.
 */
export function toVariantAttributes(
  attributes: Readonly<Record<string, unknown>>,
  imageUrl: string,
  language: string,
): VariantAttribute[] {
  const values: Record<string, unknown> = { ...attributes, asset_product_image: imageUrl };
  return ATTRIBUTE_NAMES.flatMap((name) => {
    const value = values[name];
    if (value === undefined || value === null) return [];
    const definition = DEFINITIONS[name]!;
    return [
      {
        name,
        label: localize(definition.label, language),
        type: definition.type,
        originalType: definition.originalType,
        group: definition.group,
        value,
        isVariantAttribute: definition.isVariantAttribute,
      },
    ];
  });
}
