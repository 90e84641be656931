import { i18nFor } from '../../i18n/i18n';
import { packLabel } from './pack-label';

describe('pack label', () => {
  const t = i18nFor('de').t;

  it('names measured packs by amount and unit', () => {
    expect(packLabel('L', 5, t)).toBe('5 l');
    expect(packLabel('KG', 10, t)).toBe('10 kg');
    expect(packLabel('L', 10, i18nFor('bg').t)).toBe('10 л');
  });

  it('names single containers and multipacks', () => {
    expect(packLabel('FL', 1, t)).toBe('Flasche');
    expect(packLabel('KAR', 6, t)).toBe('Karton à 6 Stück');
    expect(packLabel('ST', 20, t)).toBe('20 Stück');
    expect(packLabel('PAK', 8, i18nFor('cs').t)).toBe('Balení po 8 ks');
  });

  it('shows unknown unit codes as they come', () => {
    expect(packLabel('XYZ', 3, t)).toBe('3 XYZ');
  });
});
