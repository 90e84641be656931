import { Field, ObjectType } from '@nestjs/graphql';
import { MoneyModel } from './money.model';

@ObjectType('CustomLineItem', {
  description:
    'The minimum-quantity surcharge (decision 0043), kept apart from the product lines (docs/rules/data-model.md, customLineItem).',
})
export class CustomLineItemModel {
  @Field({
    description: 'The configured surcharge sku; when `name` equals it, clients show their translated label.',
  })
  key!: string;

  @Field({ description: 'The name the commerce backend gives it; the key when it has none.' })
  name!: string;

  @Field(() => MoneyModel, { description: 'Net amount, part of the net total.' })
  price!: MoneyModel;
}
