import { mayOrderSku, skusOutsideEssenceList } from './essence-list';

describe('essence list restriction (decision 0102)', () => {
  const restricted = { onlyEssence: true, skus: ['A-1', 'B-2'] };

  it('names the skus outside the list once each, sorted', () => {
    expect(skusOutsideEssenceList(restricted, ['Z-9', 'A-1', 'C-3', 'Z-9'])).toEqual(['C-3', 'Z-9']);
  });

  it('restricts nothing for a customer that is not flagged', () => {
    expect(skusOutsideEssenceList({ onlyEssence: false, skus: [] }, ['Z-9'])).toEqual([]);
    expect(mayOrderSku({ onlyEssence: false, skus: [] }, 'Z-9')).toBe(true);
    expect(mayOrderSku(null, 'Z-9')).toBe(true);
  });

  it('lets a flagged customer order only its essence skus', () => {
    expect(mayOrderSku(restricted, 'B-2')).toBe(true);
    expect(mayOrderSku(restricted, 'C-3')).toBe(false);
    expect(mayOrderSku({ onlyEssence: true, skus: [] }, 'A-1')).toBe(false);
  });
});
