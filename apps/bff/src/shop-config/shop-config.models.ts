import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('WebRoleConfig', {
  description:
    'A web role of the tenant as the shop configures it: code, external code, whether it administers.',
})
export class WebRoleConfigModel {
  @Field() code!: string;
  @Field() description!: string;
  @Field() isAdministrator!: boolean;
  @Field(() => Int) accessLevel!: number;
}

@ObjectType('CodeName', {
  description: 'A configured code with its display name (e.g. a shipping agent).',
})
export class CodeNameModel {
  @Field() code!: string;
  @Field() name!: string;
}

@ObjectType('AlternativePrice', {
  description:
    'A second currency prices are shown in as well (Bulgaria: BGN beside EUR), with the conversion factor.',
})
export class AlternativePriceModel {
  @Field() currency!: string;
  @Field(() => Float) factor!: number;
}

@ObjectType('ShopConfig', {
  description:
    "The locale's shop configuration: tenant, currency, tax, shipping agents, roles and price display.",
})
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
