import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Money')
export class MoneyModel {
  @Field(() => Int, { description: 'Integer amount in the smallest unit (cents).' })
  centAmount!: number;

  @Field()
  currency!: string;
}
