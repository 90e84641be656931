import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Money', {
  description: 'An amount in the smallest unit of its currency (cents): centAmount / 100 is the amount.',
})
export class MoneyModel {
  @Field(() => Int, { description: 'Integer amount in the smallest unit (cents).' })
  centAmount!: number;

  @Field({ description: 'ISO 4217 currency code, e.g. EUR.' })
  currency!: string;
}

@ObjectType('TaxedPrice', {
  description: 'Net, tax and gross of a cart or order (docs/rules/data-model.md taxedPrice).',
})
export class TaxedPriceModel {
  @Field(() => MoneyModel, { description: 'Sum before tax.' }) totalNet!: MoneyModel;
  @Field(() => MoneyModel, { description: "The tenant's tax percentage of the net total, rounded once." })
  totalTax!: MoneyModel;

  @Field(() => MoneyModel, { description: 'Net plus tax.' }) totalGross!: MoneyModel;
  @Field(() => Float, { description: 'The tax percent the tax was computed with.' }) taxPercent!: number;
}

@ObjectType('SurchargeWaiver', {
  description: 'When the minimum-quantity surcharge goes away (decision 0043).',
})
export class SurchargeWaiverModel {
  @Field(() => MoneyModel, { description: 'The net goods value from which no surcharge applies.' })
  from!: MoneyModel;

  @Field(() => MoneyModel, { description: "What the cart's goods lack to reach it (net)." })
  missing!: MoneyModel;
}
