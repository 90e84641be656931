import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('WebRoleConfig', {
  description:
    'A web role of the tenant as the shop configures it: code, external code, whether it administers.',
})
export class WebRoleConfigModel {
  @Field({ description: 'The role code, e.g. ROLE_CART_APPROVER.' }) code!: string;
  @Field({ description: "What the role may do, in the locale's language." }) description!: string;
  @Field({ description: 'Whether the role administers users and locations.' }) isAdministrator!: boolean;
  @Field(() => Int, { description: 'How much the role may do: a higher level includes the lower ones.' })
  accessLevel!: number;
}

@ObjectType('CodeName', {
  description: 'A configured code with its display name (e.g. a shipping agent).',
})
export class CodeNameModel {
  @Field({ description: 'The code the shop stores and sends.' }) code!: string;
  @Field({ description: "Display name in the locale's language." }) name!: string;
}

@ObjectType('AlternativePrice', {
  description:
    'A second currency prices are shown in as well (Bulgaria: BGN beside EUR), with the conversion factor.',
})
export class AlternativePriceModel {
  @Field({ description: 'ISO 4217 code of the second currency, e.g. BGN.' }) currency!: string;
  @Field(() => Float, {
    description: 'How many units of the shop currency make one of the second currency (amount / factor).',
  })
  factor!: number;
}

@ObjectType('ShopConfig', {
  description:
    "The locale's shop configuration: tenant, currency, tax, shipping agents, roles and price display.",
})
export class ShopConfigModel {
  @Field({ description: 'The shop locale, e.g. de-at.' }) locale!: string;
  @Field({ description: 'The tenant (company code), e.g. 20HHAT.' }) mandantCode!: string;
  @Field({ description: "The shop's name in the locale." }) name!: string;
  @Field({ description: 'Language of the locale, e.g. de.' }) language!: string;
  @Field({ description: 'ISO 3166 country of the shop, e.g. AT.' }) countryCode!: string;
  @Field({ description: "ISO 4217 currency of the shop's prices." }) currency!: string;
  @Field(() => Int, { description: 'Value added tax in percent, taken once on the net of a cart or order.' })
  taxPercent!: number;
  @Field({ description: 'BCP 47 locale for number and date formats, e.g. de-AT.' }) intlLocale!: string;
  @Field(() => AlternativePriceModel, {
    description: 'A second currency prices are shown in as well (Bulgaria), or null.',
    nullable: true,
  })
  alternativePrice!: AlternativePriceModel | null;
  @Field(() => [WebRoleConfigModel], { description: "The tenant's web roles." })
  webRoles!: WebRoleConfigModel[];
  @Field(() => [CodeNameModel], { description: 'Salutations the forms offer.' })
  salutations!: CodeNameModel[];
  @Field(() => [CodeNameModel], { description: "The tenant's customer groups." })
  customerGroups!: CodeNameModel[];
  @Field(() => [CodeNameModel], { description: 'Shipping agents a cart may choose (default INNER).' })
  shippingAgents!: CodeNameModel[];
  @Field(() => [String], {
    description:
      'ISO 3166-1 alpha-2 codes of the countries the tenant delivers to: a shipping address must be in one of them.',
  })
  deliveryCountries!: string[];
}
