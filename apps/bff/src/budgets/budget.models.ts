import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { BudgetInterval } from '@shop/domain';
import { MoneyModel } from '../common/money.model';

export const BUDGET_INTERVAL_ENUM: Record<BudgetInterval, BudgetInterval> = {
  HALF_YEARLY: 'HALF_YEARLY',
  MONTHLY: 'MONTHLY',
  PER_ORDER: 'PER_ORDER',
  QUARTERLY: 'QUARTERLY',
  TWO_MONTH: 'TWO_MONTH',
  YEARLY: 'YEARLY',
};
registerEnumType(BUDGET_INTERVAL_ENUM, {
  name: 'BudgetInterval',
  description:
    'How long a budget period runs. Periods are calendar blocks from January (UTC days, decision 0062) (docs/rules/validation.md, Interval).',
  valuesMap: {
    HALF_YEARLY: { description: 'January–June and July–December.' },
    MONTHLY: { description: 'A calendar month.' },
    PER_ORDER: { description: 'No period: the value caps each order on its own; nothing is consumed.' },
    QUARTERLY: { description: 'A calendar quarter.' },
    TWO_MONTH: { description: 'Two calendar months: January–February, March–April …' },
    YEARLY: { description: 'A calendar year.' },
  },
});

@ObjectType('Budget', {
  description:
    "A contact's budget (docs/rules/data-model.md Budget, decision 0061): what the contact's carts may spend per period, net. A contact without one has initialized false and no limit.",
})
export class BudgetModel {
  @Field(() => ID, {
    nullable: true,
    description: 'Id of the budget; null when none is set up (initialized false).',
  })
  id!: string | null;

  @Field({ description: "The customer's number." }) customerNumber!: string;
  @Field({ description: "The contact's number (the contact identifier of getBudgets and setBudget)." })
  contactNumber!: string;

  @Field({ description: "The contact's first and last name." }) contactName!: string;

  @Field(() => BUDGET_INTERVAL_ENUM, {
    nullable: true,
    description: 'The period kind; null when none is set up.',
  })
  period!: BudgetInterval | null;

  @Field(() => MoneyModel, { description: 'What the current period may spend (net).' }) value!: MoneyModel;
  @Field(() => MoneyModel, { description: 'What each new period starts with.' }) initialValue!: MoneyModel;
  @Field(() => MoneyModel, {
    description: 'Ordered in the current period (net); always 0 for PER_ORDER.',
  })
  consumedValue!: MoneyModel;

  @Field(() => MoneyModel, { description: 'Held by carts handed over for approval and not decided yet.' })
  reservedValue!: MoneyModel;

  @Field(() => MoneyModel, {
    description:
      'value − consumed − reserved (PER_ORDER: value, the cap of one order); negative when exceeded.',
  })
  remainingValue!: MoneyModel;

  @Field({ description: 'Whether an order or hand-over may go beyond the budget.' })
  canExceedBudget!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The current period's first day (YYYY-MM-DD); null for PER_ORDER.",
  })
  budgetPeriodStartDate!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The current period's last day (YYYY-MM-DD); null for PER_ORDER.",
  })
  budgetPeriodEndDate!: string | null;

  @Field({ description: 'Whether a budget is set up for the contact.' }) initialized!: boolean;

  @Field(() => Int, {
    description:
      'Moves with every change by an approver; setBudget names it (0: none set up yet), another one gets CONFLICT.',
  })
  version!: number;

  @Field(() => String, {
    nullable: true,
    description: 'ISO time of the last change by an approver; null when none is set up.',
  })
  changedAt!: string | null;
}

@ObjectType('CartBudget', {
  description:
    "The budget a cart counts against: its creator's (decision 0061), with what is left before and after this cart.",
})
export class CartBudgetModel {
  @Field({ description: "The cart creator's contact number." }) contactNumber!: string;
  @Field(() => BUDGET_INTERVAL_ENUM, { description: 'The period kind.' }) period!: BudgetInterval;
  @Field(() => MoneyModel, { description: "The current period's value." }) value!: MoneyModel;
  @Field(() => MoneyModel, {
    description: "What the budget has left for this cart (this cart's own reservation included).",
  })
  remaining!: MoneyModel;

  @Field(() => MoneyModel, {
    description: "remaining − the cart's net; negative when the cart exceeds the budget.",
  })
  remainingAfterCart!: MoneyModel;

  @Field({ description: 'Whether the cart exceeds the budget.' }) exceeds!: boolean;
  @Field({
    description: 'Whether the budget may be exceeded (else a hand-over or order beyond it is refused).',
  })
  canExceedBudget!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The current period's last day (YYYY-MM-DD); null for PER_ORDER.",
  })
  periodEnd!: string | null;
}
