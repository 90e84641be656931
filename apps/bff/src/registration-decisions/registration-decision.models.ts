import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { RegistrationForDecision } from '@shop/commerce';

@ObjectType('RegistrationField', {
  description: 'One dynamic field of a registration (its parameterName and value).',
})
export class RegistrationFieldModel {
  @Field({ description: "The field description's parameterName." }) name!: string;
  @Field({ description: 'What the registrant entered.' }) value!: string;
}

@ObjectType('RegistrationContact', {
  description: 'The contact a registration asks for (docs/rules/data-model.md, register contact).',
})
export class RegistrationContactModel {
  @Field({ description: 'Salutation code of the configured list.' }) salutation!: string;
  @Field({ description: 'First name.' }) firstName!: string;
  @Field({ description: 'Last name.' }) lastName!: string;
  @Field({ description: 'The IdP login that registered; the contact signs in with it.' }) loginEmail!: string;
  @Field(() => String, { nullable: true, description: 'Personal phone.' }) phone!: string | null;
  @Field(() => String, { nullable: true, description: 'A personal e-mail besides the login.' }) email!:
    | string
    | null;
  @Field({ description: 'Position code (organizationalLevels).' }) organizationalLevelCode!: string;
  @Field({ description: 'The web role asked for.' }) webRole!: string;
}

@ObjectType('RegistrationReview', {
  description:
    'A registration as the deciding side sees it (docs/decisions/0095): staff for a new customer, an administrator of the customer for an existing one.',
})
export class RegistrationModel {
  @Field(() => ID, { description: 'The registration.' }) id!: string;
  @Field({ description: 'new-customer or existing-customer.' }) kind!: string;
  @Field({ description: 'pending, confirmed or declined.' }) status!: string;
  @Field(() => Int, {
    description: 'Moves with every decision; a decision naming another one is refused (CONFLICT).',
  })
  version!: number;
  @Field({ description: 'The shop locale the registrant used (language of its mails).' }) locale!: string;
  @Field({ description: 'ISO date-time of the registration.' }) createdAt!: string;
  @Field(() => String, { nullable: true, description: 'ISO date-time of the decision.' }) decidedAt!:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'Why it was declined; null unless declined.' })
  declineReason!: string | null;
  @Field({ description: 'Company name (name1).' }) companyName!: string;
  @Field({ description: 'Street and number.' }) address1!: string;
  @Field({ description: 'Post code.' }) postCode!: string;
  @Field({ description: 'City.' }) city!: string;
  @Field({ description: 'ISO 3166 country code.' }) countryCode!: string;
  @Field({ description: 'Company phone.' }) phone!: string;
  @Field({ description: 'Company e-mail.' }) email!: string;
  @Field({ description: 'Customer group code of the configured list.' }) customerGroupCode!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Existing customer: the number asked for. New customer: the number created on confirmation.',
  })
  customerNumber!: string | null;
  @Field(() => [RegistrationFieldModel], {
    description: 'The configured dynamic fields the registrant filled.',
  })
  dynamicFields!: RegistrationFieldModel[];
  @Field(() => RegistrationContactModel, { description: 'The contact asked for.' })
  contact!: RegistrationContactModel;
  @Field(() => [String], { description: "The registrant's comments." }) comments!: string[];
}

@ObjectType('RegistrationPage', { description: 'A page of registrations.' })
export class RegistrationPageModel {
  @Field(() => [RegistrationModel], { description: 'The registrations of this page.' })
  items!: RegistrationModel[];
  @Field(() => Int, { description: 'Registrations found in all pages.' }) total!: number;
  @Field(() => Int, { description: "This page's number, from 1." }) page!: number;
  @Field(() => Int, { description: 'Registrations a page.' }) limit!: number;
  @Field(() => Int, { description: 'Number of the last page (1 when empty).' }) lastPage!: number;
}

export function toRegistrationModel(record: RegistrationForDecision): RegistrationModel {
  const { payload } = record;
  return {
    id: record.id,
    kind: record.kind,
    status: record.status,
    version: record.version,
    locale: record.locale,
    createdAt: record.createdAt,
    decidedAt: record.decidedAt,
    declineReason: record.declineReason,
    companyName: payload.customer.name1,
    address1: payload.customer.address.address1,
    postCode: payload.customer.address.postCode,
    city: payload.customer.address.city,
    countryCode: payload.customer.address.countryCode,
    phone: payload.customer.phone,
    email: payload.customer.email,
    customerGroupCode: payload.customer.customerGroupCode,
    customerNumber: record.customerNo ?? payload.customer.customerNumber,
    dynamicFields: Object.entries(payload.dynamicFields ?? {}).map(([name, value]) => ({
      name,
      value: String(value),
    })),
    contact: { ...payload.contact, loginEmail: record.loginEmail },
    comments: (payload.comments ?? []).map((comment) => comment.text),
  };
}
