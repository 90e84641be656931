import {
  allowedQuantityFrom,
  waitsForDecision,
  mayApproveCarts,
  mayRequestApproval,
  mayDeleteCart,
  mayOrderCart,
  cartChangeRefusalOf,
  cartAcceptsLineChanges,
  filterFurtherInformation,
  activeLockOf,
  cartActorNameOf,
  cartActorOf,
  lockedUntilFrom,
  MAX_LINE_QUANTITY,
  quantityProblem,
  quantityRuleOf,
} from '..';

const NOW = new Date('2026-11-26T10:32:00.000Z');

describe('cart lock (docs/rules/states-and-rules.md and docs/rules/constants.md)', () => {
  it('names its holder: the contact, or the employee acting as it', () => {
    expect(cartActorOf('co-1', null)).toBe('co-1');
    expect(cartActorOf('co-1', 'em-7')).toBe('employee:em-7');
    const contact = { firstName: 'Anna', lastName: 'Berger' };
    expect(cartActorNameOf({ contact, employee: null })).toBe('Anna Berger');
    expect(cartActorNameOf({ contact, employee: { name: 'Max Mitarbeiter' } })).toBe('Max Mitarbeiter');
  });

  it('shows a lock only until it expires', () => {
    const lock = { lockedBy: 'co-1', lockedUntil: '2026-11-26T10:42:00.000Z' };
    expect(activeLockOf(lock, NOW)).toEqual(lock);
    expect(activeLockOf(lock, new Date('2026-11-26T10:42:00.000Z'))).toBeNull();
    expect(activeLockOf({ lockedBy: null, lockedUntil: null }, NOW)).toBeNull();
  });

  it('locks for 10 minutes', () => {
    expect(lockedUntilFrom(NOW).toISOString()).toBe('2026-11-26T10:42:00.000Z');
  });
});

describe('further information (docs/rules/validation.md)', () => {
  it('keeps letters of any script, digits, space and hyphen', () => {
    expect(filterFurtherInformation('  PO-4711 / Küche  <b>Žlutý</b>; Кухня_2 ')).toBe(
      'PO-4711 Küche bŽlutýb Кухня2',
    );
    // Too long is refused at the edge (decision 0070), never cut here.
    expect(filterFurtherInformation('x'.repeat(130))).toHaveLength(130);
  });
});

describe('line quantities', () => {
  const rule = quantityRuleOf({ minimum_order_quantity: 3, qty_in_overpack: 12 });

  it('reads the rule from the product attributes, with defaults', () => {
    expect(rule).toEqual({ minimumOrderQuantity: 3, qtyInOverpack: 12 });
    expect(quantityRuleOf({ minimum_order_quantity: 'x', qty_in_overpack: -2 })).toEqual({
      minimumOrderQuantity: 1,
      qtyInOverpack: null,
    });
  });

  it('accepts 0 (remove) and whole numbers from the minimum on, with a key for the rest', () => {
    expect(quantityProblem(0, rule)).toBeNull();
    expect(quantityProblem(3, rule)).toBeNull();
    expect(quantityProblem(2, rule)).toBe('error.quantity-below-minimum');
    expect(quantityProblem(1.5, rule)).toBe('error.invalid-quantity');
    expect(quantityProblem(-1, rule)).toBe('error.invalid-quantity');
    expect(quantityProblem(MAX_LINE_QUANTITY + 1, rule)).toBe('error.invalid-quantity');
  });

  it('offers the nearest allowed quantity', () => {
    expect(allowedQuantityFrom(1, rule)).toBe(3);
    expect(allowedQuantityFrom(4.2, rule)).toBe(5);
    expect(allowedQuantityFrom(10 ** 9, rule)).toBe(MAX_LINE_QUANTITY);
  });
});

describe('who may change lines', () => {
  it('freezes a cart handed over for approval for its requester, not for the approver', () => {
    expect(cartAcceptsLineChanges({ state: 'Active', processStatus: 'None' }, false)).toBe(true);
    expect(cartAcceptsLineChanges({ state: 'Active', processStatus: 'Open' }, false)).toBe(false);
    expect(cartAcceptsLineChanges({ state: 'Active', processStatus: 'Open' }, true)).toBe(true);
    expect(cartAcceptsLineChanges({ state: 'Active', processStatus: 'Modified' }, true)).toBe(true);
    expect(cartAcceptsLineChanges({ state: 'Ordered', processStatus: 'None' }, true)).toBe(false);
    expect(cartAcceptsLineChanges({ state: 'Saved', processStatus: 'Merged' }, true)).toBe(false);
  });
});

describe('deleting carts in cart administration', () => {
  it('lets users delete their own carts, approvers and administrators every cart of the customer', () => {
    expect(mayDeleteCart('ROLE_CART_PURCHASER', true)).toBe(true);
    expect(mayDeleteCart('ROLE_CART_MANAGER_NO_CHECKOUT', true)).toBe(true);
    expect(mayDeleteCart('ROLE_CART_PURCHASER', false)).toBe(false);
    expect(mayDeleteCart(null, false)).toBe(false);
    expect(mayDeleteCart('ROLE_CART_APPROVER', false)).toBe(true);
    expect(mayDeleteCart('ROLE_ADMIN', false)).toBe(true);
  });
});

describe('approval', () => {
  it('lets approvers and administrators decide', () => {
    expect(mayApproveCarts('ROLE_CART_APPROVER')).toBe(true);
    expect(mayApproveCarts('ROLE_ADMIN')).toBe(true);
    expect(mayApproveCarts('ROLE_CART_PURCHASER')).toBe(false);
    expect(mayApproveCarts('ROLE_CART_MANAGER_NO_CHECKOUT')).toBe(false);
    expect(mayApproveCarts(null)).toBe(false);
  });

  it('hands over carts with lines that are in no process yet', () => {
    const cart = { state: 'Active' as const, processStatus: 'None' as const, lines: [{}] };
    expect(mayRequestApproval(cart)).toBe(true);
    expect(mayRequestApproval({ ...cart, lines: [] })).toBe(false);
    expect(mayRequestApproval({ ...cart, processStatus: 'Open' })).toBe(false);
    expect(mayRequestApproval({ ...cart, state: 'Ordered' })).toBe(false);
    expect(waitsForDecision({ processStatus: 'Open' })).toBe(true);
    expect(waitsForDecision({ processStatus: 'Modified' })).toBe(true);
    expect(waitsForDecision({ processStatus: 'None' })).toBe(false);
  });
});

describe('who orders a cart (decision 0069)', () => {
  it('lets a contact order its own cart, and only approvers and administrators a colleague’s', () => {
    expect(mayOrderCart('ROLE_CART_PURCHASER', true)).toBe(true);
    expect(mayOrderCart(null, true)).toBe(true);
    expect(mayOrderCart('ROLE_CART_PURCHASER', false)).toBe(false);
    expect(mayOrderCart('ROLE_AUTHENTICATED', false)).toBe(false);
    expect(mayOrderCart('ROLE_CART_MANAGER_NO_CHECKOUT', false)).toBe(false);
    expect(mayOrderCart('ROLE_CART_APPROVER', false)).toBe(true);
    expect(mayOrderCart('ROLE_ADMIN', false)).toBe(true);
  });
});

describe('which change of a cart is refused, and why (CONFLICT keys)', () => {
  it('refuses the requester a cart waiting for approval, and everyone a closed cart', () => {
    expect(cartChangeRefusalOf({ state: 'Active', processStatus: 'None' }, false)).toBeNull();
    expect(cartChangeRefusalOf({ state: 'Saved', processStatus: 'Open' }, false)).toBe(
      'error.cart-in-approval',
    );
    expect(cartChangeRefusalOf({ state: 'Saved', processStatus: 'Open' }, true)).toBeNull();
    expect(cartChangeRefusalOf({ state: 'Saved', processStatus: 'Merged' }, true)).toBe('error.cart-closed');
  });

  it('says an approved cart is closed (ordered), not waiting (decision 0070)', () => {
    expect(cartChangeRefusalOf({ state: 'Ordered', processStatus: 'Open' }, false)).toBe('error.cart-closed');
    expect(cartChangeRefusalOf({ state: 'Ordered', processStatus: 'Modified' }, true)).toBe(
      'error.cart-closed',
    );
  });
});
