import {
  cartKeyOf,
  isApprovalReminderDue,
  isBuyable,
  quantityProblem,
  quantityRuleOf,
  REMINDER_PERIODS,
} from '@shop/domain';
import { MANDANT_CODES } from '@shop/locales';
import { CART_CUSTOMERS_PER_TENANT, type CartSeedRow } from './carts';
import { generateSeedData } from './generate';
import { FIRST_CUSTOMER_LOGINS } from './people';

const STATES: Record<string, (cart: CartSeedRow) => boolean> = {
  active: (cart) => cart.state === 'Active' && cart.locked_by === null,
  saved: (cart) => cart.state === 'Saved' && cart.process_status === 'None' && cart.process_type === 'Normal',
  locked: (cart) => cart.locked_by === cart.owner_contact_id && Boolean(cart.locked_by_name),
  'pending approval': (cart) => cart.process_status === 'Open' && cart.process_comment !== null,
  merged: (cart) => cart.process_type === 'Merged',
};

describe.each([0.05, 1])('seeded carts at scale %s', (scale) => {
  const data = generateSeedData(scale);
  const { carts, lines, events } = data.carts;

  it('has every state in every tenant, and a bounded number of carts per tenant', () => {
    for (const mandantCode of MANDANT_CODES) {
      const own = carts.filter((cart) => cart.mandant_code === mandantCode);
      expect(Object.keys(STATES).filter((state) => own.some(STATES[state]))).toEqual(Object.keys(STATES));
      expect(own.length).toBeLessThanOrEqual(1 + 2 * CART_CUSTOMERS_PER_TENANT);
    }
  });

  it('hands the approval over by the basket shopper, and gives the e2e logins no Active cart', () => {
    const contacts = new Map(data.contacts.map((contact) => [contact.id, contact]));
    const logins = new Set(FIRST_CUSTOMER_LOGINS.map((login) => login.local));
    for (const cart of carts.filter(STATES['pending approval']))
      expect(contacts.get(cart.owner_contact_id)?.role).toBe('ROLE_CART_MANAGER_NO_CHECKOUT');
    const activeOwners = carts
      .filter((cart) => cart.state === 'Active')
      .map((cart) => contacts.get(cart.owner_contact_id)!.login_email.split('@')[0]);
    expect(activeOwners.filter((local) => logins.has(local))).toEqual([]);
  });

  it('keys carts as cartKeyOf does, with one Active cart per key', () => {
    const contacts = new Map(data.contacts.map((contact) => [contact.id, contact]));
    const customers = new Map(data.customers.map((customer) => [customer.id, customer]));
    for (const cart of carts) {
      const contact = contacts.get(cart.owner_contact_id)!;
      expect(contact.customer_id).toBe(cart.customer_id);
      expect(cart.key).toBe(
        cartKeyOf({
          mandantCode: cart.mandant_code,
          customerNo: customers.get(cart.customer_id)!.customer_no,
          contactNo: contact.contact_no,
        }),
      );
    }
    const activeKeys = carts.filter((cart) => cart.state === 'Active').map((cart) => cart.key);
    expect(new Set(activeKeys).size).toBe(activeKeys.length);
  });

  it('fills each cart with 2 to 4 lines of its tenant’s buyable products at allowed quantities, and a created event', () => {
    const products = new Map(
      data.products.map((product) => [`${product.mandant_code}/${product.sku}`, product]),
    );
    for (const cart of carts) {
      const own = lines.filter((line) => line.cart_id === cart.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(new Set(own.map((line) => line.sku)).size).toBe(own.length);
      for (const line of own) {
        const product = products.get(`${cart.mandant_code}/${line.sku}`);
        expect(product).toBeDefined();
        expect(isBuyable(product!.attributes, true)).toBe(true);
        expect(quantityProblem(line.quantity, quantityRuleOf(product!.attributes))).toBeNull();
      }
      expect(events.filter((event) => event.cart_id === cart.id)).toEqual([
        {
          cart_id: cart.id,
          mandant_code: cart.mandant_code,
          customer_id: cart.customer_id,
          action: 'created',
          contact_id: cart.owner_contact_id,
          details: { key: cart.key },
        },
      ]);
    }
  });

  it('hands carts over long enough ago that a fresh start reminds the approvers, except with NEVER (decision 0045)', () => {
    const customers = new Map(data.customers.map((customer) => [customer.id, customer]));
    const now = new Date();
    const handedOver = carts.filter((cart) => cart.process_status === 'Open');
    expect(handedOver.length).toBe(MANDANT_CODES.length);
    for (const cart of handedOver) {
      const requestedAt = new Date(now.getTime() - cart.approval_requested_days_ago! * 24 * 60 * 60 * 1000);
      const period = customers.get(cart.customer_id)!.reminder_mail_interval;
      expect(isApprovalReminderDue({ requestedAt, lastRemindedAt: null }, period, now)).toBe(true);
    }
    expect(
      carts.filter((cart) => cart.process_status !== 'Open').map((cart) => cart.approval_requested_days_ago),
    ).toEqual(carts.filter((cart) => cart.process_status !== 'Open').map(() => null));
  });

  it('gives customers every reminder period, and each tenant a customer who is never reminded', () => {
    expect(new Set(data.customers.map((customer) => customer.reminder_mail_interval)).size).toBe(
      scale >= 1 ? REMINDER_PERIODS.length : 3,
    );
    for (const mandantCode of MANDANT_CODES)
      expect(
        data.customers.filter(
          (customer) => customer.mandant_code === mandantCode && customer.reminder_mail_interval === 'NEVER',
        ),
      ).toHaveLength(1);
  });
});
