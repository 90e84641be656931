import { SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Grill- & Backofenreiniger', 'grill-backofenreiniger'],
    ['Péče o podlahy', 'pece-o-podlahy'],
    ['Starostlivosť o podlahy', 'starostlivost-o-podlahy'],
    ['Sanitärhygiene', 'sanitaerhygiene'],
    ['Грижа за подове', 'grizha-za-podove'],
    ['Хартия и диспенсъри', 'hartiya-i-dispensari'],
    ['Cura dei pavimenti', 'cura-dei-pavimenti'],
    ['Hygia Reiniger 6 × 1 l', 'hygia-reiniger-6-1-l'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});
