import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('WebRoleConfig')
export class WebRoleConfigModel {
  @Field() code!: string;
  @Field() description!: string;
  @Field() isAdministrator!: boolean;
  @Field(() => Int) accessLevel!: number;
}

@ObjectType('CodeName')
export class CodeNameModel {
  @Field() code!: string;
  @Field() name!: string;
}

@ObjectType('AlternativePrice')
export class AlternativePriceModel {
  @Field() currency!: string;
  @Field(() => Float) factor!: number;
}

@ObjectType('ShopConfig')
export class ShopConfigModel {
  @Field() locale!: string;
  @Field() mandantCode!: string;
  @Field() name!: string;
  @Field() language!: string;
  @Field() countryCode!: string;
  @Field() currency!: string;
  @Field(() => Int) taxPercent!: number;
  @Field() intlLocale!: string;
  @Field(() => AlternativePriceModel, { nullable: true }) alternativePrice!: AlternativePriceModel | null;
  @Field(() => [WebRoleConfigModel]) webRoles!: WebRoleConfigModel[];
  @Field(() => [CodeNameModel]) salutations!: CodeNameModel[];
  @Field(() => [CodeNameModel]) customerGroups!: CodeNameModel[];
  @Field(() => [CodeNameModel]) shippingAgents!: CodeNameModel[];
}
