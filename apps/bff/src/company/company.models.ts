import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { ReminderPeriod } from '@shop/domain';

export const REMINDER_PERIOD_ENUM: Record<ReminderPeriod, ReminderPeriod> = {
  ONE_DAY: 'ONE_DAY',
  THREE_DAYS: 'THREE_DAYS',
  FIVE_DAYS: 'FIVE_DAYS',
  SEVEN_DAYS: 'SEVEN_DAYS',
  FOURTEEN_DAYS: 'FOURTEEN_DAYS',
  NEVER: 'NEVER',
};
registerEnumType(REMINDER_PERIOD_ENUM, {
  name: 'ReminderPeriod',
  description:
    'How often approvers are reminded of a cart waiting for their decision (docs/rules/data-model.md, Reminder period; decision 0045).',
  valuesMap: {
    ONE_DAY: { description: 'One day after the hand-over, then every day.' },
    THREE_DAYS: { description: 'Three days after the hand-over, then every three days (the default).' },
    FIVE_DAYS: { description: 'Five days after the hand-over, then every five days.' },
    SEVEN_DAYS: { description: 'Seven days after the hand-over, then every seven days.' },
    FOURTEEN_DAYS: { description: 'Fourteen days after the hand-over, then every fourteen days.' },
    NEVER: { description: 'No reminders.' },
  },
});

@ObjectType('CustomerAddress', { description: 'A postal address of the company data.' })
export class CustomerAddressModel {
  @Field({ description: 'Street and number.' }) street!: string;
  @Field(() => String, { nullable: true, description: 'Second address line.' }) address2!: string | null;
  @Field({ description: 'Post code.' }) postCode!: string;
  @Field({ description: 'City.' }) city!: string;
  @Field({ description: 'ISO 3166-1 alpha-2 country code.' }) countryCode!: string;
}

@ObjectType('CustomerBillTo', {
  description: "Who the customer's invoices go to (a chain's head office) when not the customer itself.",
})
export class CustomerBillToModel {
  @Field({ description: 'Customer number of the bill-to customer (billtoNo).' }) billtoNo!: string;
  @Field({ description: 'Name line 1.' }) name1!: string;
  @Field(() => String, { nullable: true, description: 'Name line 2.' }) name2!: string | null;
  @Field(() => String, { nullable: true, description: 'Name line 3.' }) name3!: string | null;
  @Field(() => CustomerAddressModel, { description: 'Address of the bill-to customer.' })
  address!: CustomerAddressModel;
}

@ObjectType('CustomerBankAccount', {
  description: "The customer's bank account (direct debit); its administrators only (decision 0087).",
})
export class CustomerBankAccountModel {
  @Field(() => String, { nullable: true, description: 'IBAN.' }) iban!: string | null;
  @Field(() => String, { nullable: true, description: 'BIC.' }) bic!: string | null;
}

@ObjectType('CustomerConfiguration', {
  description: 'The customer configuration (docs/rules/calls.md customerConfiguration, decision 0088).',
})
export class CustomerConfigurationModel {
  @Field(() => REMINDER_PERIOD_ENUM, {
    description: 'The approval reminder period; the reminder job reads it.',
  })
  reminderMailInterval!: ReminderPeriod;
  @Field(() => Int, { description: 'Moves with every change; a change naming another one gets CONFLICT.' })
  version!: number;
}

@ObjectType('ActivityPerson', { description: 'A contact of the customer or an employee of the tenant.' })
export class ActivityPersonModel {
  @Field(() => ID, { description: 'Id of the contact or employee.' }) id!: string;
  @Field({ description: 'Name.' }) name!: string;
}

@ObjectType('ActivityChange', { description: 'One changed field of an activity row.' })
export class ActivityChangeModel {
  @Field({ description: 'The field (e.g. reminderMailInterval, city, or a sku of a stock count).' })
  field!: string;
  @Field(() => String, { nullable: true, description: 'Its value before; null when it had none.' })
  before!: string | null;
  @Field(() => String, { nullable: true, description: 'Its value after; null when it has none now.' })
  after!: string | null;
}

@ObjectType('AccountActivity', {
  description: "One change to the company's users, locations, settings, API clients or company data.",
})
export class AccountActivityModel {
  @Field(() => ID, { description: 'Id of the activity row.' }) id!: string;
  @Field({
    description:
      "What was changed: 'contact', 'invitation', 'location', 'settings', 'api-client', 'company', 'registration'.",
  })
  subjectKind!: string;
  @Field({ description: 'Id of what was changed.' }) subjectId!: string;
  @Field({ description: "What happened, e.g. 'created', 'changed', 'removed'." }) action!: string;
  @Field({ description: 'When (ISO 8601).' }) at!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Name of what was changed when the row recorded one (a location, a contact).',
  })
  subjectName!: string | null;
  @Field(() => [ActivityChangeModel], {
    description: 'The fields that changed, before and after; never secrets.',
  })
  changes!: ActivityChangeModel[];
  @Field(() => ActivityPersonModel, {
    nullable: true,
    description: 'The contact who acted (or was acted as).',
  })
  contact!: ActivityPersonModel | null;
  @Field(() => ActivityPersonModel, {
    nullable: true,
    description: 'The employee acting for the contact, if any.',
  })
  employee!: ActivityPersonModel | null;
}
