import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('WebRoleConfig', {
  description:
    'A web role of the tenant as the shop configures it: code, external code, whether it administers.',
})
export class WebRoleConfigModel {
  @Field({ description: 'The role code, e.g. ROLE_CART_APPROVER.' }) code!: string;
  @Field({
    description: "The role's code in the commerce backend (ERP); the role code when none is configured.",
  })
  externalCode!: string;
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

@ObjectType('FieldDescription', {
  description:
    'A described field of the registration form (decision 0092): Visible is shown and optional, Mandatory shown and required; any other status is not shown.',
})
export class FieldDescriptionModel {
  @Field({
    description: 'The field: a form field (e.g. customerNumber) or an extra field kept in dynamicFields.',
  })
  parameterName!: string;
  @Field({ description: 'Visible, Mandatory, or another status (not shown).' }) status!: string;
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

@ObjectType('ShopPartner', {
  description: "The tenant's service partner programme and its content page (docs/decisions/0118).",
})
export class ShopPartnerModel {
  @Field({ description: "The programme's name in the locale's language." }) name!: string;
  @Field({
    description: 'Full slug of its content page without the locale (ask `content` for it), e.g. partner/….',
  })
  contentSlug!: string;
}

@ObjectType('NewsletterTemplate', {
  description: "The newsletter mail template of one of the tenant's languages at the mail service (HubSpot).",
})
export class NewsletterTemplateModel {
  @Field({ description: 'Language of the template, e.g. de.' }) language!: string;
  @Field({ description: "The template's id at the mail service." }) templateId!: string;
}

@ObjectType('FooterLocation', {
  description: 'A country shop the footer lists (docs/decisions/0118).',
})
export class FooterLocationModel {
  @Field({ description: 'The locale, e.g. cs-cz.' }) locale!: string;
  @Field({ description: "The country shop's own name, e.g. Česko." }) name!: string;
  @Field({ description: 'ISO 3166 country.' }) countryCode!: string;
  @Field({
    description:
      'Where it is: /{locale} for a shop here, the regional shop’s address for a country without one.',
  })
  url!: string;
}

@ObjectType('ShopConfig', {
  description:
    "The locale's shop configuration: tenant, currency, tax, shipping agents, roles and price display.",
})
export class ShopConfigModel {
  @Field(() => ID, { description: "The configuration's id: the tenant code (one configuration per tenant)." })
  id!: string;
  @Field({ description: 'The shop locale, e.g. de-at.' }) locale!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The locale whose texts stand in where this one has none (de-at); null for de-at itself.',
  })
  fallbackLocale!: string | null;
  @Field({
    description:
      "The locale's language tag in the back end's locale map, e.g. de-AT, it-DE, sr-Latn-CS (docs/rules/constants.md).",
  })
  languageCode!: string;
  @Field({ description: "The tax rate as percentage text, e.g. '20%' (taxPercent as a number)." })
  tax!: string;
  @Field({
    description: "The page with the newsletter sign-up form: the shop's home page (/{locale}).",
  })
  newsletterUrl!: string;
  @Field(() => [FooterLocationModel], { description: 'The other country shops the footer lists.' })
  footerLocations!: FooterLocationModel[];
  @Field(() => [CodeNameModel], {
    description: "The tenant's languages (ISO 639-1 code), names in the locale's language.",
  })
  languages!: CodeNameModel[];
  @Field(() => [CodeNameModel], {
    description:
      "The countries the tenant delivers to (ISO 3166-1 alpha-2; the same as deliveryCountries), names in the locale's language.",
  })
  countries!: CodeNameModel[];
  @Field(() => ShopPartnerModel, {
    nullable: true,
    description: "The tenant's service partner programme; null when it has none.",
  })
  partner!: ShopPartnerModel | null;
  @Field(() => [NewsletterTemplateModel], {
    description: 'Newsletter mail templates per language of the tenant (empty when none is configured).',
  })
  hubspotTemplates!: NewsletterTemplateModel[];
  @Field({ description: 'The tenant (company code), e.g. 20HHAT.' }) mandantCode!: string;
  @Field({ description: "The shop's name in the locale." }) name!: string;
  @Field({ description: 'Language of the locale, e.g. de.' }) language!: string;
  @Field({ description: 'ISO 3166 country of the shop, e.g. AT.' }) countryCode!: string;
  @Field({ description: "ISO 4217 currency of the shop's prices." }) currency!: string;
  @Field(() => Int, { description: 'Value added tax in percent, taken once on the net of a cart or order.' })
  taxPercent!: number;
  @Field({ description: 'BCP 47 locale for number and date formats, e.g. de-AT.' }) intlLocale!: string;
  @Field({
    description:
      "The country shop's contactSlug: the contact page's path word in the locale, e.g. kontakt, contatto (decision 0096).",
  })
  contactSlug!: string;
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
  @Field(() => [CodeNameModel], {
    description: 'Organizational levels (positions) a contact may hold, e.g. for the registration form.',
  })
  organizationalLevels!: CodeNameModel[];
  @Field(() => [FieldDescriptionModel], {
    description:
      'Described fields of the registration form and whether they are shown or required (decision 0092).',
  })
  fieldDescriptions!: FieldDescriptionModel[];
  @Field(() => [CodeNameModel], { description: 'Shipping agents a cart may choose (default INNER).' })
  shippingAgents!: CodeNameModel[];
  @Field(() => [String], {
    description:
      'ISO 3166-1 alpha-2 codes of the countries the tenant delivers to: a shipping address must be in one of them.',
  })
  deliveryCountries!: string[];
  @Field(() => String, {
    nullable: true,
    description:
      "The tenant's service address: where the contact form's messages go (decision 0096); null when none is configured.",
  })
  serviceEmail!: string | null;
}
