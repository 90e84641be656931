import { CART_QUERY, LOCK_CART_MUTATION, UNLOCK_CART_MUTATION } from '../features/cart/cart.queries';
import { reusable, type Mock } from './graphql-fixtures';

export const eur = (centAmount: number) => ({ __typename: 'Money' as const, centAmount, currency: 'EUR' });

export interface FixtureLine {
  sku: string;
  quantity: number;
  /** Unit price in cents; null: the role sees no prices. */
  unit: number | null;
}

/**
 * A Cart as the BFF answers it (CartFields): Austrian tax, the customer's address unless `details` say
 * otherwise, a minimum-quantity surcharge (in the net) only when `details.surcharge` names its cents.
 */
export function cartFixture(
  version: number,
  lines: FixtureLine[],
  details: Partial<{
    customerIdentifier: string | null;
    shippingAgent: string;
    surcharge: number;
    lock: { lockedByName: string; lockedUntil: string };
    /** The creator's budget in cents (Cart.budget): its value, and what it had left before this cart. */
    budget: { value: number; remaining: number; canExceedBudget?: boolean };
    /** Every line an academy training (Cart.academyOnly, decision 0123). */
    academyOnly: boolean;
  }> = {},
) {
  const priced = lines.length > 0 && lines.every((line) => line.unit !== null);
  const surcharge = priced ? (details.surcharge ?? null) : null;
  const net = lines.reduce((sum, line) => sum + (line.unit ?? 0) * line.quantity, 0) + (surcharge ?? 0);
  const tax = Math.round(net * 0.2);
  return {
    __typename: 'Cart' as const,
    id: 'cart-1',
    key: '20HHAT-100001-KT000001',
    version,
    academyOnly: details.academyOnly ?? false,
    cartState: 'Active',
    cartProcessStatus: 'None',
    lockedByOther: Boolean(details.lock),
    lockedByName: details.lock?.lockedByName ?? null,
    lockedUntil: details.lock?.lockedUntil ?? null,
    totalLineItemQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalPrice: priced ? eur(net) : null,
    taxedPrice: priced
      ? {
          __typename: 'TaxedPrice' as const,
          totalNet: eur(net),
          totalTax: eur(tax),
          totalGross: eur(net + tax),
          taxPercent: 20,
        }
      : null,
    customLineItem:
      surcharge === null
        ? null
        : {
            __typename: 'CustomLineItem' as const,
            key: 'MIN-QTY-SURCHARGE',
            name: 'MIN-QTY-SURCHARGE',
            price: eur(surcharge),
          },
    // The embedded default minimum of EUR tenants (decision 0043).
    surchargeWaiver:
      surcharge === null
        ? null
        : {
            __typename: 'SurchargeWaiver' as const,
            from: eur(10_000),
            missing: eur(10_000 - (net - surcharge)),
          },
    budget:
      details.budget && priced
        ? {
            __typename: 'CartBudget' as const,
            contactNumber: 'KT000001',
            period: 'MONTHLY',
            exceeds: details.budget.remaining - net < 0,
            canExceedBudget: details.budget.canExceedBudget ?? false,
            periodEnd: '2026-11-30',
            value: eur(details.budget.value),
            remaining: eur(details.budget.remaining),
            remainingAfterCart: eur(details.budget.remaining - net),
          }
        : null,
    customerIdentifier: details.customerIdentifier ?? null,
    customerComment: null,
    shippingAgent: details.shippingAgent ?? 'INNER',
    shipsToCustomerAddress: true,
    shippingAddress: {
      __typename: 'ShippingAddress' as const,
      firstName: 'Anna',
      lastName: 'Berger',
      streetName: 'Hauptplatz 1',
      postalCode: '5020',
      city: 'Salzburg',
      country: 'AT',
    },
    lineItems: lines.map((line) => ({
      __typename: 'CartLine' as const,
      key: line.sku,
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: line.unit === null ? null : eur(line.unit),
      linePrice: line.unit === null ? null : eur(line.unit * line.quantity),
      product: {
        __typename: 'Product' as const,
        id: `p-${line.sku}`,
        sku: line.sku,
        name: `Reiniger ${line.sku}`,
        slug: `reiniger-${line.sku}`,
        unit: 'FL',
        packSize: 1,
        imageUrl: `/api/images/products/${line.sku}.svg`,
        attributes: {
          __typename: 'ProductAttributes' as const,
          minimumOrderQuantity: 1,
          qtyInOverpack: null,
          successorArticleNumber: null,
          badges: [],
          hazardousMaterial: false,
          energyOption: null,
        },
      },
    })),
  };
}

export type CartFixture = ReturnType<typeof cartFixture>;

export const cartMock = (answer: CartFixture, reuse = true): Mock => ({
  ...(reuse ? reusable : {}),
  request: { query: CART_QUERY, variables: { locale: 'de-at' } },
  result: { data: { cart: answer } },
});

/** The edit lock of cart `cartId` taken and released by the session (decision 0041), as often as asked. */
export function lockMocks(cartId = 'cart-1', onLock: () => number = () => 0): Mock[] {
  const answer = {
    __typename: 'Cart' as const,
    id: cartId,
    lockedByOther: false,
    lockedByName: null,
    lockedUntil: null,
  };
  return [
    {
      ...reusable,
      request: { query: LOCK_CART_MUTATION, variables: { locale: 'de-at', cartId } },
      result: { data: { lockCart: answer } },
      delay: onLock,
    },
    {
      ...reusable,
      request: { query: UNLOCK_CART_MUTATION, variables: { locale: 'de-at', cartId } },
      result: { data: { unlockCart: answer } },
    },
  ];
}
