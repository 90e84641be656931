import {
  waitsForDecision,
  CART_PROCESS_STATUSES,
  cartDeletionDueAt,
  DEFAULT_DELETE_DAYS_AFTER_LAST_MODIFICATION,
  isCartDueForDeletion,
  type CartProcessStatus,
  type CartState,
} from '..';

const LAST_MODIFIED = new Date('2026-03-01T12:00:00.000Z');
const cart = (processStatus: CartProcessStatus = 'None', days = 30, state: CartState = 'Saved') => ({
  lastModifiedAt: LAST_MODIFIED,
  deleteDaysAfterLastModification: days,
  processStatus,
  state,
});

describe('cart housekeeping (decision 0039)', () => {
  it('deletes 90 days after the last modification by default', () => {
    expect(DEFAULT_DELETE_DAYS_AFTER_LAST_MODIFICATION).toBe(90);
  });

  it('is due the cart’s days of 24 hours after its last modification, even across a clock change', () => {
    // 2026-03-29 is the spring clock change in Europe: 30 days are still 720 hours.
    expect(cartDeletionDueAt(cart()).toISOString()).toBe('2026-03-31T12:00:00.000Z');
    expect(cartDeletionDueAt(cart('None', 1)).toISOString()).toBe('2026-03-02T12:00:00.000Z');
  });

  it('deletes only once the due time lies before now', () => {
    expect(isCartDueForDeletion(cart(), new Date('2026-03-31T11:59:59.999Z'))).toBe(false);
    expect(isCartDueForDeletion(cart(), new Date('2026-03-31T12:00:00.000Z'))).toBe(false);
    expect(isCartDueForDeletion(cart(), new Date('2026-03-31T12:00:00.001Z'))).toBe(true);
  });

  it('keeps a cart an approver still has to decide on, however old, and no other', () => {
    const long = new Date('2030-01-01T00:00:00.000Z');
    const kept = CART_PROCESS_STATUSES.filter((status) => !isCartDueForDeletion(cart(status), long));
    expect(kept).toEqual(['Open', 'Modified']);
    expect(CART_PROCESS_STATUSES.filter((processStatus) => waitsForDecision({ processStatus }))).toEqual([
      'Open',
      'Modified',
    ]);
  });

  it('deletes an approved cart in time: it is ordered and waits for nobody, though still Open', () => {
    expect(isCartDueForDeletion(cart('Open', 30, 'Ordered'), new Date('2026-04-01T00:00:00.000Z'))).toBe(
      true,
    );
    expect(waitsForDecision({ processStatus: 'Modified', state: 'Ordered' })).toBe(false);
  });
});
