/**
 * Budgets of a customer changed (an approver set one, a hand-over reserved, an order consumed, a
 * decline released, a period rolled over): the customer's open budget and cart pages reload them. It
 * carries no figures: each page reads the budgets through the BFF with its own rights.
 */
export interface BudgetChangedEvent {
  type: 'budget-changed';
  /** Epoch ms of the change. */
  id: string;
  mandantCode: string;
  customerNo: string;
}

export function budgetChangedEvent(mandantCode: string, customerNo: string, now: Date): BudgetChangedEvent {
  return { type: 'budget-changed', id: String(now.getTime()), mandantCode, customerNo };
}

export function isBudgetChangedEvent(value: unknown): value is BudgetChangedEvent {
  const event = value as Partial<BudgetChangedEvent> | null;
  return (
    !!event &&
    event.type === 'budget-changed' &&
    typeof event.id === 'string' &&
    typeof event.mandantCode === 'string' &&
    typeof event.customerNo === 'string'
  );
}
