import type { TFunction } from 'i18next';

/** Codes with translations (container, energy option, academy); others are shown as they are. */
const TRANSLATED = new Set(['container', 'energy_option_required', 'academy_industry', 'academy_type']);

/** A facet or attribute value for people: yes/no for flags, translated codes, the unit's name. */
export function facetValueLabel(name: string, value: string, t: TFunction): string {
  if (name === 'hazardous_material') return value === 'true' ? t('catalogue.yes') : t('catalogue.no');
  if (name === 'unit') return t(`units.${value}`, { defaultValue: value });
  if (TRANSLATED.has(name)) return t(`catalogue.value.${name}.${value}`, { defaultValue: value });
  return value;
}
