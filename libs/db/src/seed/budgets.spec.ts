import { BUDGET_INTERVALS } from '@shop/domain';
import { MANDANT_CODES } from '@shop/locales';
import { generateSeedData } from './generate';

describe.each([0.05, 1])('seeded budgets at scale %s', (scale) => {
  const data = generateSeedData(scale);
  const contacts = new Map(data.contacts.map((contact) => [contact.id, contact]));
  const localOf = (contactId: string) => contacts.get(contactId)!.login_email.split('@')[0];

  it('has every period kind in every tenant, one budget per contact of its own customer', () => {
    for (const mandantCode of MANDANT_CODES) {
      const own = data.budgets.filter((budget) => budget.mandant_code === mandantCode);
      expect(new Set(own.map((budget) => budget.period))).toEqual(new Set(BUDGET_INTERVALS));
      expect(new Set(own.map((budget) => budget.contact_id)).size).toBe(own.length);
      for (const budget of own) {
        const contact = contacts.get(budget.contact_id)!;
        expect(contact.customer_id).toBe(budget.customer_id);
        expect(contact.mandant_code).toBe(mandantCode);
      }
    }
  });

  it('has budgets nearly used up that may not be exceeded, and some that may', () => {
    const nearlyUsedUp = data.budgets.filter(
      (budget) => budget.consumed_cents >= 0.9 * budget.value_cents && budget.value_cents > 0,
    );
    expect(nearlyUsedUp.some((budget) => !budget.can_exceed_budget)).toBe(true);
    expect(nearlyUsedUp.some((budget) => budget.can_exceed_budget)).toBe(true);
    for (const budget of data.budgets) {
      expect(budget.consumed_cents).toBeLessThanOrEqual(budget.value_cents);
      if (budget.period === 'PER_ORDER') expect(budget.consumed_cents).toBe(0);
    }
  });

  it('never refuses the e2e logins of the first customer (only norole has a cap), and leaves the shopper without one', () => {
    for (const mandantCode of MANDANT_CODES) {
      const first = data.customers.find((customer) => customer.mandant_code === mandantCode)!;
      const own = data.budgets.filter((budget) => budget.customer_id === first.id);
      expect(own.map((budget) => localOf(budget.contact_id)).sort()).toEqual([
        'admin',
        'approver',
        'norole',
        'purchaser',
      ]);
      for (const budget of own)
        expect(budget.can_exceed_budget).toBe(localOf(budget.contact_id) !== 'norole');
    }
  });

  it('is deterministic', () => {
    expect(generateSeedData(scale).budgets).toEqual(data.budgets);
  });
});
