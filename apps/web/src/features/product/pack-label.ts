import type { TFunction } from 'i18next';

const MEASURE_UNITS = new Set(['L', 'KG']);
const CONTAINER_UNITS = new Set(['KAR', 'FL', 'PAK']);

/**
 * The pack size in words: "5 l", "10 kg", "20 Stück", "Flasche", "Karton à 6 Stück".
 * Unknown unit codes are shown as they come.
 */
export function packLabel(unit: string, packSize: number, t: TFunction): string {
  if (MEASURE_UNITS.has(unit)) {
    return t('product.packMeasure', { count: packSize, symbol: t(`units.${unit as 'L' | 'KG'}`) });
  }
  if (unit === 'ST') return t('product.packPieces', { count: packSize });
  if (CONTAINER_UNITS.has(unit)) {
    const name = t(`units.${unit as 'KAR' | 'FL' | 'PAK'}`);
    return packSize > 1 ? t('product.packMulti', { unit: name, count: packSize }) : name;
  }
  return `${packSize} ${unit}`;
}
