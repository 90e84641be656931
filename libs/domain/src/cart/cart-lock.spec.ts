import { lockRefusalOf } from './cart-lock';

const NOW = new Date('2026-11-26T10:32:00.000Z');
const held = { lockedBy: 'co-1', lockedUntil: '2026-11-26T10:42:00.000Z', lockedByName: 'Anna Berger' };

describe('lockRefusalOf (decision 0041)', () => {
  it('holds off everyone but the holder while the lock runs', () => {
    expect(lockRefusalOf(held, 'co-2', NOW)).toEqual({
      lockedByName: 'Anna Berger',
      lockedUntil: '2026-11-26T10:42:00.000Z',
    });
    expect(lockRefusalOf(held, 'employee:em-7', NOW)).not.toBeNull();
    expect(lockRefusalOf(held, 'co-1', NOW)).toBeNull();
  });

  it('holds nobody off once it ran out, or when there is none', () => {
    expect(lockRefusalOf(held, 'co-2', new Date('2026-11-26T10:42:00.000Z'))).toBeNull();
    expect(lockRefusalOf({ lockedBy: null, lockedUntil: null, lockedByName: null }, 'co-2', NOW)).toBeNull();
  });

  it('names an unnamed holder with an empty name', () => {
    expect(lockRefusalOf({ ...held, lockedByName: null }, 'co-2', NOW)?.lockedByName).toBe('');
  });
});
