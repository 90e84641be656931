import { cartChangeOf } from '..';

describe('cart change kinds', () => {
  it('adds a new line, removes one going to 0 and modifies any other quantity', () => {
    expect(cartChangeOf(0, 5)).toEqual({ kind: 'add', delta: 5 });
    expect(cartChangeOf(5, 0)).toEqual({ kind: 'remove', delta: -5 });
    expect(cartChangeOf(5, 8)).toEqual({ kind: 'modify', delta: 3 });
    expect(cartChangeOf(8, 2)).toEqual({ kind: 'modify', delta: -6 });
  });

  it('is nothing when the quantity stays', () => {
    expect(cartChangeOf(3, 3)).toBeNull();
    expect(cartChangeOf(0, 0)).toBeNull();
  });
});
