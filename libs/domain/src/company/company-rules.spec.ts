import { activityChangesOf, fieldChanges } from './activity';
import { reorderQuantityOf, stockNeedsReorder } from './locations';

describe('stock reorder rule (decision 0089)', () => {
  it('suggests a reorder below the minimum, of what reaches it again', () => {
    expect(stockNeedsReorder({ quantity: 2, minimumQuantity: 6 })).toBe(true);
    expect(reorderQuantityOf({ quantity: 2, minimumQuantity: 6 })).toBe(4);
    expect(stockNeedsReorder({ quantity: 6, minimumQuantity: 6 })).toBe(false);
    expect(reorderQuantityOf({ quantity: 9, minimumQuantity: 6 })).toBe(0);
    expect(stockNeedsReorder({ quantity: 0, minimumQuantity: 0 })).toBe(false);
  });
});

describe('activity details', () => {
  it('records only the fields that differ, with before and after', () => {
    expect(
      fieldChanges({ city: 'Wien', name: 'A', mail: null }, { city: 'Linz', name: 'A', mail: 'x@y.at' }, [
        'city',
        'name',
        'mail',
      ]),
    ).toEqual({ city: { before: 'Wien', after: 'Linz' }, mail: { before: null, after: 'x@y.at' } });
  });

  it('reads the changes of a row and leaves other details out', () => {
    expect(
      activityChangesOf({
        name: 'Küche',
        street: { before: 'A 1', after: 'B 2' },
        city: { before: 'Wien', after: 'Linz' },
        '4001': { before: null, after: '2/6' },
      }),
    ).toEqual([
      { field: '4001', before: null, after: '2/6' },
      { field: 'city', before: 'Wien', after: 'Linz' },
      { field: 'street', before: 'A 1', after: 'B 2' },
    ]);
    expect(activityChangesOf(null)).toEqual([]);
    expect(activityChangesOf(['x'])).toEqual([]);
  });
});
