import { ArgsType, Field, InputType, Int } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
} from 'class-validator';
import {
  BUDGET_INTERVALS,
  CONTACT_NUMBER_PATTERN,
  MAX_BUDGET_CENTS,
  type BudgetInterval,
} from '@shop/domain';
import { LOCALE_ARGUMENT } from '../common/argument-descriptions';
import { BUDGET_INTERVAL_ENUM } from './budget.models';
import { LocaleArgs } from '../common/locale.args';

/** Contacts a getBudgets call may name at once. */
export const MAX_BUDGET_CONTACTS = 200;
const MANDANT_CODE_DESCRIPTION =
  "The tenant's company code (docs/rules/data-model.md mandantCode), e.g. 20HHAT: the session's own, else FORBIDDEN.";

/** getBudget (docs/rules/calls.md): the session contact's own budget. */
@ArgsType()
export class BudgetArgs extends LocaleArgs {
  @Field({ description: MANDANT_CODE_DESCRIPTION })
  @IsString()
  mandantCode!: string;
}

/** getBudgets (docs/rules/calls.md): budgets of the session customer's contacts. */
@ArgsType()
export class BudgetsArgs extends BudgetArgs {
  @Field(() => [String], {
    nullable: true,
    description: `Contact numbers of the session's customer (up to ${MAX_BUDGET_CONTACTS}); numbers of other customers are left out. Null or left out: every contact.`,
  })
  @IsOptional()
  @ArrayMaxSize(MAX_BUDGET_CONTACTS, { message: 'error.too-many-contacts' })
  @Matches(CONTACT_NUMBER_PATTERN, { each: true, message: 'error.invalid-contact-number' })
  contactIdentifiers?: string[] | null;
}

@InputType('SetBudgetInput', {
  description: "SetBudget (docs/rules/calls.md): a contact's budget as an approver sets it up or changes it.",
})
export class SetBudgetInput {
  @Field({ description: LOCALE_ARGUMENT })
  @IsString()
  locale!: string;

  @Field({ description: MANDANT_CODE_DESCRIPTION })
  @IsString()
  mandantCode!: string;

  @Field({ description: "The contact's number (Budget.contactNumber), a contact of the session's customer." })
  @Matches(CONTACT_NUMBER_PATTERN, { message: 'error.invalid-contact-number' })
  contactNumber!: string;

  @Field(() => BUDGET_INTERVAL_ENUM, {
    description: 'The period kind; another one starts the period of today.',
  })
  @IsIn([...BUDGET_INTERVALS], { message: 'error.invalid-budget-period' })
  period!: BudgetInterval;

  @Field(() => Int, { description: 'What the current period may spend, in cents (net).' })
  @IsInt({ message: 'error.invalid-budget-value' })
  @Min(0, { message: 'error.invalid-budget-value' })
  @Max(MAX_BUDGET_CENTS, { message: 'error.invalid-budget-value' })
  value!: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'What each new period starts with, in cents; left out: the value when the budget is new or its period kind changes, else unchanged.',
  })
  @IsOptional()
  @IsInt({ message: 'error.invalid-budget-value' })
  @Min(0, { message: 'error.invalid-budget-value' })
  @Max(MAX_BUDGET_CENTS, { message: 'error.invalid-budget-value' })
  initialValue?: number | null;

  @Field({ description: 'Whether orders and hand-overs may go beyond the budget.' })
  @IsBoolean({ message: 'error.bad-input' })
  canExceedBudget!: boolean;

  @Field(() => Int, {
    description: 'The Budget.version the approver saw (0: none set up yet); another one gets CONFLICT.',
  })
  @IsInt({ message: 'error.invalid-version' })
  @Min(0, { message: 'error.invalid-version' })
  version!: number;
}
