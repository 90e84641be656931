import {
  allowedQuantityFrom,
  cartKeyOf,
  isBuyable,
  lockedUntilFrom,
  quantityRuleOf,
  type CartProcessStatus,
  type CartProcessType,
  type CartState,
} from '@shop/domain';
import { LOCALES, MANDANT_CODES, primaryLocaleOf, type Language, type MandantCode } from '@shop/locales';
import type { Db } from '../db';
import type { ProductRow } from './catalogue';
import { insertRows } from './insert-rows';
import type { ContactRow, People } from './people';
import { Random } from './prng';

export interface CartSeedRow {
  id: string;
  mandant_code: MandantCode;
  customer_id: string;
  key: string;
  owner_contact_id: string;
  created_by: string;
  state: CartState;
  process_status: CartProcessStatus;
  process_type: CartProcessType;
  process_comment: string | null;
  /** The contact holding the lock; it runs until 10 minutes after the seed is inserted. */
  locked_by: string | null;
  /** The name others read in "locked by <name>" (decision 0041). */
  locked_by_name: string | null;
  /**
   * Days before the seed's insert the cart was handed over for approval (migration 0019), null for a
   * cart not handed over: far enough back that a fresh start's reminder run finds it due.
   */
  approval_requested_days_ago: number | null;
}

export interface CartLineSeedRow {
  cart_id: string;
  mandant_code: MandantCode;
  line_key: string;
  sku: string;
  quantity: number;
}

export interface CartEventSeedRow {
  cart_id: string;
  mandant_code: MandantCode;
  customer_id: string;
  action: 'created';
  contact_id: string;
  details: { key: string };
}

export interface CartSeed {
  carts: CartSeedRow[];
  lines: CartLineSeedRow[];
  events: CartEventSeedRow[];
}

/**
 * Customers of a tenant, after the first, that get carts: a bounded number, so the cart seed stays a
 * few rows at every scale (the smallest has two such customers, enough for every state).
 */
export const CART_CUSTOMERS_PER_TENANT = 4;
/** Seeded lines are drawn from the tenant's first buyable products: the same at every scale. */
const LINE_POOL = 40;

interface CartPlan {
  name: string;
  state: CartState;
  processStatus?: CartProcessStatus;
  processType?: CartProcessType;
  locked?: boolean;
}

/**
 * The first customer's contacts are the logins the e2e tests use, whose Active carts must start
 * empty: it only gets a cart its basket shopper handed over for approval. That cart is Saved, so
 * the shopper's key still opens an empty Active cart.
 */
const HANDED_OVER: CartPlan = { name: 'approval', state: 'Saved', processStatus: 'Open' };
/**
 * How long ago the seeded cart was handed over: more than the default reminder period (three days), so
 * the approvers of the first customer get a reminder when a fresh shop starts (decision 0045).
 */
export const SEED_APPROVAL_REQUESTED_DAYS_AGO = 4;
/** The other customers' carts, by turns: every state of decision 0036 appears with two customers. */
const OTHER_CUSTOMER_PLANS: CartPlan[][] = [
  [
    { name: 'active', state: 'Active' },
    { name: 'saved', state: 'Saved' },
  ],
  [
    { name: 'active', state: 'Active', locked: true },
    { name: 'merged', state: 'Saved', processType: 'Merged' },
  ],
];

/** What the basket shopper wrote when handing the cart over, in the tenant's language. */
const APPROVAL_COMMENTS: Record<Language, string> = {
  de: 'Bitte freigeben: Nachbestellung für die Küche',
  cs: 'Prosím o schválení: doobjednávka pro kuchyň',
  sk: 'Prosím o schválenie: doobjednávka pre kuchyňu',
  it: 'Da approvare: riordino per la cucina',
  bg: 'Моля за одобрение: допълнителна поръчка за кухнята',
};

function linePoolOf(products: readonly ProductRow[], mandantCode: MandantCode): ProductRow[] {
  return products
    .filter((product) => product.mandant_code === mandantCode && isBuyable(product.attributes, true))
    .slice(0, LINE_POOL);
}

/** 2 to 4 lines of different buyable products, each at an allowed quantity. */
function linesOf(cartId: string, mandantCode: MandantCode, pool: readonly ProductRow[]): CartLineSeedRow[] {
  const random = new Random(`cart-lines:${cartId}`);
  const left = [...pool];
  const count = Math.min(left.length, random.int(2, 4));
  return Array.from({ length: count }, () => {
    const [product] = left.splice(random.int(0, left.length - 1), 1);
    return {
      cart_id: cartId,
      mandant_code: mandantCode,
      line_key: product.sku,
      sku: product.sku,
      quantity: allowedQuantityFrom(random.int(1, 6), quantityRuleOf(product.attributes)),
    };
  });
}

/**
 * Carts in several states per tenant (issue 12), each with lines of the tenant's buyable products
 * and a `created` event: an Active cart, a Saved one, an Active one locked by its contact, a Merged
 * one and one handed over for approval. Deterministic, and bounded per tenant at every scale.
 */
export function buildCartSeed(products: readonly ProductRow[], people: People): CartSeed {
  const seed: CartSeed = { carts: [], lines: [], events: [] };
  for (const mandantCode of MANDANT_CODES) {
    const pool = linePoolOf(products, mandantCode);
    const customers = people.customers.filter((customer) => customer.mandant_code === mandantCode);
    const contactsOf = (customerId: string) =>
      people.contacts.filter((contact) => contact.customer_id === customerId);
    const add = (contact: ContactRow, customerNo: string, plan: CartPlan) => {
      const key = cartKeyOf({ mandantCode, customerNo, contactNo: contact.contact_no });
      if (!key) throw new Error(`no cart key for contact ${contact.id}`);
      const id = `cart-seed-${mandantCode.toLowerCase()}-${customerNo}-${plan.name}`;
      const processStatus = plan.processStatus ?? 'None';
      seed.carts.push({
        id,
        mandant_code: mandantCode,
        customer_id: contact.customer_id,
        key,
        owner_contact_id: contact.id,
        created_by: contact.id,
        state: plan.state,
        process_status: processStatus,
        process_type: plan.processType ?? 'Normal',
        process_comment:
          processStatus === 'Open' ? APPROVAL_COMMENTS[LOCALES[primaryLocaleOf(mandantCode)].language] : null,
        locked_by: plan.locked ? contact.id : null,
        locked_by_name: plan.locked ? `${contact.first_name} ${contact.last_name}` : null,
        approval_requested_days_ago: processStatus === 'Open' ? SEED_APPROVAL_REQUESTED_DAYS_AGO : null,
      });
      seed.lines.push(...linesOf(id, mandantCode, pool));
      seed.events.push({
        cart_id: id,
        mandant_code: mandantCode,
        customer_id: contact.customer_id,
        action: 'created',
        contact_id: contact.id,
        details: { key },
      });
    };

    const [first, ...others] = customers;
    const shopper = contactsOf(first.id).find((contact) => contact.role === 'ROLE_CART_MANAGER_NO_CHECKOUT');
    if (shopper) add(shopper, first.customer_no, HANDED_OVER);
    others.slice(0, CART_CUSTOMERS_PER_TENANT).forEach((customer, position) => {
      const [contact] = contactsOf(customer.id);
      for (const plan of OTHER_CUSTOMER_PLANS[position % OTHER_CUSTOMER_PLANS.length])
        add(contact, customer.customer_no, plan);
    });
  }
  return seed;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Inserts the cart seed; the locks run from now, hand-overs lie their days before now.
 * `approvalReminders: false` leaves out the columns of migration 0019, for a database before it.
 */
export async function insertCartSeed(
  db: Db,
  seed: CartSeed,
  { approvalReminders = true }: { approvalReminders?: boolean } = {},
): Promise<void> {
  const now = new Date();
  const lockedUntil = lockedUntilFrom(now).toISOString();
  const requestedAt = (daysAgo: number | null) =>
    daysAgo === null ? null : new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  await insertRows(
    db,
    'cart',
    {
      id: 'text',
      mandant_code: 'text',
      customer_id: 'text',
      key: 'text',
      owner_contact_id: 'text',
      created_by: 'text',
      state: 'text',
      process_status: 'text',
      process_type: 'text',
      process_comment: 'text',
      locked_by: 'text',
      locked_by_name: 'text',
      locked_until: 'timestamptz',
      ...(approvalReminders ? { approval_requested_at: 'timestamptz' } : {}),
    },
    seed.carts.map(({ approval_requested_days_ago, ...cart }) => ({
      ...cart,
      locked_until: cart.locked_by ? lockedUntil : null,
      approval_requested_at: requestedAt(approval_requested_days_ago),
    })),
  );
  await insertRows(
    db,
    'cart_line',
    { cart_id: 'text', mandant_code: 'text', line_key: 'text', sku: 'text', quantity: 'integer' },
    seed.lines,
  );
  await insertRows(
    db,
    'cart_event',
    {
      cart_id: 'text',
      mandant_code: 'text',
      customer_id: 'text',
      action: 'text',
      contact_id: 'text',
      details: 'jsonb',
    },
    seed.events,
  );
}

/**
 * Seeded locks last CART_LOCK_MINUTES from the seed's run. A copy of a seeded database made later (the
 * tests' templates) renews them, so it holds the same locked carts as a database seeded just now.
 */
export async function renewSeededCartLocks(db: Db, now = new Date()): Promise<void> {
  await db.query('update cart set locked_until = $1 where locked_by is not null', [
    lockedUntilFrom(now).toISOString(),
  ]);
}
