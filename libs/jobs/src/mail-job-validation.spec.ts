import { InvalidJobError } from './invalid-job';
import { accessChangedMailJobId, approvalReminderJobId, orderConfirmationJobId } from './mail';
import {
  validateAccessChangedMailJob,
  validateApprovalDecisionMailJob,
  validateApprovalReminderMailJob,
  validateOrderConfirmationMailJob,
} from './mail-job-validation';
import {
  accessChangedMailJob,
  approvalDecisionMailJob,
  approvalReminderMailJob,
  orderConfirmationMailJob,
} from './testing';

const valid = orderConfirmationMailJob();

describe('validateOrderConfirmationMailJob', () => {
  it('accepts a well-formed job and returns its fields only', () => {
    expect(validateOrderConfirmationMailJob({ ...valid, extra: 'dropped' })).toEqual(valid);
  });

  it('takes a missing customer reference as none', () => {
    const job = validateOrderConfirmationMailJob({
      ...valid,
      order: { ...valid.order, customerIdentifier: undefined },
    });
    expect(job.order.customerIdentifier).toBeNull();
  });

  it('takes a missing surcharge as none (jobs enqueued before it existed) and keeps a given one', () => {
    const job = validateOrderConfirmationMailJob({
      ...valid,
      order: { ...valid.order, customLineItem: undefined },
    });
    expect(job.order.customLineItem).toBeNull();
    const surcharge = { key: 'MMZ', name: 'MMZ', price: { centAmount: 25_000, currency: 'CZK' } };
    const withSurcharge = validateOrderConfirmationMailJob({
      ...valid,
      order: { ...valid.order, customLineItem: surcharge },
    });
    expect(withSurcharge.order.customLineItem).toEqual(surcharge);
  });

  it.each([
    ['no payload', null, 'unknown mandant code'],
    ['an unknown tenant', { ...valid, mandantCode: '99XXXX' }, 'unknown mandant code'],
    ['a locale of another tenant', { ...valid, locale: 'de-at' }, 'not a shop locale of 80HHCZ'],
    ['a locale without a shop', { ...valid, locale: 'sr-rs' }, 'not a shop locale'],
    ['no recipient', { ...valid, to: '' }, 'to must be an e-mail address'],
    ['a recipient with a header', { ...valid, to: 'a@b.cz\r\nBcc: x@y.z' }, 'to must be an e-mail address'],
    ['two recipients', { ...valid, to: 'a@b.cz, c@d.cz' }, 'to must be an e-mail address'],
  ])('refuses %s', (_what, data, message) => {
    expect(() => validateOrderConfirmationMailJob(data)).toThrow(InvalidJobError);
    expect(() => validateOrderConfirmationMailJob(data)).toThrow(message);
  });

  const withOrder = (order: Record<string, unknown>) => ({ ...valid, order: { ...valid.order, ...order } });
  const [first, second] = valid.order.lines;

  it.each([
    ['a malformed order number', { orderNumber: 'WS 1:2' }, 'order.orderNumber'],
    ['a date without zone', { orderedAt: '2026-11-23T09:30:00' }, 'order.orderedAt'],
    ['no lines', { lines: [] }, 'order.lines must list'],
    ['a line without a name', { lines: [{ ...first, name: '' }] }, 'order.lines[0].name'],
    ['a bad sku', { lines: [second, { ...first, sku: 'a b' }] }, 'order.lines[1].sku'],
    ['a quantity of zero', { lines: [{ ...first, quantity: 0 }] }, 'order.lines[0].quantity'],
    [
      'an amount in another currency',
      { lines: [{ ...first, linePrice: { centAmount: 100, currency: 'EUR' } }] },
      'order.lines[0].linePrice.currency must be CZK',
    ],
    [
      'an amount that is not whole cents',
      { lines: [{ ...first, linePrice: { centAmount: 10.5, currency: 'CZK' } }] },
      'order.lines[0].linePrice.centAmount',
    ],
    [
      'a gross that is not net plus tax',
      { totals: { ...valid.order.totals, gross: { centAmount: 1, currency: 'CZK' } } },
      'order.totals.gross must be net plus tax',
    ],
    ['a tax percentage above 100', { taxPercent: 120 }, 'order.taxPercent'],
    ['no shipping address', { shippingAddress: null }, 'order.shippingAddress.firstName'],
    ['a reference with a control character', { customerIdentifier: 'PO\u0000' }, 'order.customerIdentifier'],
    [
      'a surcharge in another currency',
      { customLineItem: { key: 'MMZ', name: 'MMZ', price: { centAmount: 990, currency: 'EUR' } } },
      'order.customLineItem.price.currency must be CZK',
    ],
    [
      'a surcharge without a key',
      { customLineItem: { key: '', name: 'MMZ', price: { centAmount: 990, currency: 'CZK' } } },
      'order.customLineItem.key',
    ],
  ])('refuses an order with %s', (_what, order, message) => {
    expect(() => validateOrderConfirmationMailJob(withOrder(order))).toThrow(InvalidJobError);
    expect(() => validateOrderConfirmationMailJob(withOrder(order))).toThrow(message);
  });
});

describe('orderConfirmationJobId', () => {
  it('is one id per tenant and order, valid as a BullMQ custom id', () => {
    const id = orderConfirmationJobId('80HHCZ', 'WS-100042');
    expect(id).toBe('order-confirmation-80HHCZ-WS-100042');
    expect(id).not.toContain(':');
    expect(orderConfirmationJobId('20HHAT', 'WS-100042')).not.toBe(id);
  });
});

describe('validateApprovalReminderMailJob', () => {
  const reminder = approvalReminderMailJob();
  const withReminder = (patch: Record<string, unknown>) => ({
    ...reminder,
    reminder: { ...reminder.reminder, ...patch },
  });

  it('accepts a well-formed job and returns its fields only', () => {
    expect(validateApprovalReminderMailJob({ ...reminder, extra: 'dropped' })).toEqual(reminder);
  });

  it('takes a missing or blank comment as none, and keeps the line breaks of one', () => {
    expect(validateApprovalReminderMailJob(withReminder({ comment: undefined })).reminder.comment).toBeNull();
    expect(validateApprovalReminderMailJob(withReminder({ comment: '  ' })).reminder.comment).toBeNull();
    expect(validateApprovalReminderMailJob(withReminder({ comment: 'a\nb' })).reminder.comment).toBe('a\nb');
  });

  it.each([
    ['a locale of another tenant', { ...reminder, locale: 'bg-bg' }, 'not a shop locale of 80HHCZ'],
    [
      'a recipient with a header',
      { ...reminder, to: 'a@b.cz\r\nBcc: x@y.z' },
      'to must be an e-mail address',
    ],
    ['no reminder', { ...reminder, reminder: null }, 'reminder.requestedAt'],
    ['a date without zone', withReminder({ requestedAt: '2026-11-20T08:15:00' }), 'reminder.requestedAt'],
    ['a negative line count', withReminder({ lineCount: -1 }), 'reminder.lineCount'],
    ['a comment too long', withReminder({ comment: 'x'.repeat(501) }), 'reminder.comment'],
    ['a comment with a control character', withReminder({ comment: 'a\u0000' }), 'reminder.comment'],
    ['no requester', withReminder({ requesterName: '' }), 'reminder.requesterName'],
    ['a link that is not http', withReminder({ cartUrl: 'javascript:alert(1)' }), 'reminder.cartUrl'],
    ['a relative link', withReminder({ cartUrl: '/cs-cz/account' }), 'reminder.cartUrl'],
  ])('refuses %s', (_what, data, message) => {
    expect(() => validateApprovalReminderMailJob(data)).toThrow(InvalidJobError);
    expect(() => validateApprovalReminderMailJob(data)).toThrow(message);
  });
});

describe('approvalReminderJobId', () => {
  const slot = new Date('2026-11-20T08:15:00.000Z');

  it('is one id per tenant, cart, recipient and reminder slot, valid as a BullMQ custom id', () => {
    const id = approvalReminderJobId('80HHCZ', 'cart-7f3a', 'co-80hhcz-0002', slot);
    expect(id).toBe(`approval-reminder-80HHCZ-cart-7f3a-co-80hhcz-0002-${slot.getTime()}`);
    expect(approvalReminderJobId('80HHCZ', 'cart-7f3a', 'co-80hhcz-0002', new Date(slot))).toBe(id);
    expect(approvalReminderJobId('80HHCZ', 'cart-7f3a', 'co-80hhcz-0001', slot)).not.toBe(id);
    expect(approvalReminderJobId('80HHCZ', 'cart-7f3b', 'co-80hhcz-0002', slot)).not.toBe(id);
    expect(
      approvalReminderJobId('80HHCZ', 'cart-7f3a', 'co-80hhcz-0002', new Date(slot.getTime() + 1)),
    ).not.toBe(id);
  });

  it('never contains the key separator, even for ids of another system that have one', () => {
    const id = approvalReminderJobId('80HHCZ', 'erp:4711', 'crm:42', slot);
    expect(id).not.toContain(':');
    expect(id).not.toBe(approvalReminderJobId('80HHCZ', 'erp%3A4711', 'crm:42', slot));
  });
});

describe('validateApprovalDecisionMailJob (decision 0070)', () => {
  const approved = approvalDecisionMailJob();
  const withDecision = (patch: Record<string, unknown>) => ({
    ...approved,
    decision: { ...approved.decision, ...patch },
  });

  it('accepts the three decisions and returns their fields only', () => {
    expect(validateApprovalDecisionMailJob({ ...approved, extra: 'dropped' })).toEqual(approved);
    expect(validateApprovalDecisionMailJob(withDecision({ decision: 'modified' })).decision.decision).toBe(
      'modified',
    );
    const declined = validateApprovalDecisionMailJob(
      withDecision({ decision: 'declined', orderNumber: null, comment: '  ' }),
    );
    expect(declined.decision).toMatchObject({ decision: 'declined', orderNumber: null, comment: null });
  });

  it.each([
    ['an unknown decision', { decision: 'merged' }],
    ['an approval without its order', { orderNumber: null }],
    ['a decline with an order', { decision: 'declined' }],
    ['a time without zone', { decidedAt: '2026-11-21 13:05' }],
    ['no approver name', { decidedByName: '' }],
    ['a link that is no http(s) URL', { cartsUrl: 'javascript:alert(1)' }],
    ['a comment with control characters', { comment: 'a\u0007b' }],
    ['a comment too long', { comment: 'x'.repeat(501) }],
  ])('refuses %s', (_name, patch) => {
    expect(() => validateApprovalDecisionMailJob(withDecision(patch))).toThrow(InvalidJobError);
  });

  it('refuses a recipient that is no address and a locale of another tenant', () => {
    expect(() => validateApprovalDecisionMailJob({ ...approved, to: 'a@b>, c@d' })).toThrow(InvalidJobError);
    expect(() => validateApprovalDecisionMailJob({ ...approved, locale: 'de-at' })).toThrow(InvalidJobError);
  });
});

describe('validateAccessChangedMailJob (decision 0147)', () => {
  const roleChanged = accessChangedMailJob();
  const removed = accessChangedMailJob({ access: { kind: 'removed', roleBefore: null, roleAfter: null } });
  const withAccess = (patch: Record<string, unknown>) => ({
    ...roleChanged,
    access: { ...roleChanged.access, ...patch },
  });

  it('accepts a role change and a removal and returns their fields only', () => {
    expect(validateAccessChangedMailJob({ ...roleChanged, extra: 'dropped' })).toEqual(roleChanged);
    expect(validateAccessChangedMailJob(removed)).toEqual(removed);
    expect(
      validateAccessChangedMailJob({
        ...removed,
        access: { ...removed.access, roleBefore: undefined, roleAfter: undefined },
      }).access,
    ).toMatchObject({ roleBefore: null, roleAfter: null });
  });

  it.each([
    ['an unknown kind', { kind: 'demoted' }],
    ['a role change without its new role', { roleAfter: null }],
    ['a role change to the same role', { roleAfter: 'ROLE_CART_PURCHASER' }],
    ['a role that is no web role', { roleBefore: 'ROLE_SUPERUSER' }],
    ['a removal naming roles', { kind: 'removed' }],
    ['a time without zone', { changedAt: '2026-11-28 10:00' }],
    ['no person name', { personName: '' }],
    ['no name of who changed it', { changedByName: '' }],
    ['a name with control characters', { customerName: 'a\u0007b' }],
    ['a link that is no http(s) URL', { shopUrl: 'javascript:alert(1)' }],
  ])('refuses %s', (_name, patch) => {
    expect(() => validateAccessChangedMailJob(withAccess(patch))).toThrow(InvalidJobError);
  });

  it('refuses a recipient that is no address and a locale of another tenant', () => {
    expect(() => validateAccessChangedMailJob({ ...roleChanged, to: 'a@b>, c@d' })).toThrow(InvalidJobError);
    expect(() => validateAccessChangedMailJob({ ...roleChanged, locale: 'cs-cz' })).toThrow(InvalidJobError);
  });
});

describe('accessChangedMailJobId', () => {
  it('is one id per tenant, contact and the version the change gave it, without the key separator', () => {
    const id = accessChangedMailJobId('20HHAT', 'co-20hhat-0007', 3);
    expect(id).toBe('access-changed-20HHAT-co-20hhat-0007-3');
    expect(accessChangedMailJobId('20HHAT', 'co-20hhat-0007', 3)).toBe(id);
    expect(accessChangedMailJobId('20HHAT', 'co-20hhat-0007', 4)).not.toBe(id);
    expect(accessChangedMailJobId('20HHAT', 'co-20hhat-0008', 3)).not.toBe(id);
    expect(accessChangedMailJobId('20HHAT', 'crm:42', 3)).not.toContain(':');
  });
});
