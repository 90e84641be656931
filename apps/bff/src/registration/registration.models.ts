import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PaginationInfoModel } from '../common/pagination-info.model';

export enum RegistrationKindEnum {
  NEW_CUSTOMER = 'new-customer',
  EXISTING_CUSTOMER = 'existing-customer',
}
registerEnumType(RegistrationKindEnum, {
  name: 'RegistrationKind',
  description: 'A new customer account, or access to an existing customer.',
  valuesMap: {
    NEW_CUSTOMER: { description: 'A new customer account, confirmed or declined by staff.' },
    EXISTING_CUSTOMER: {
      description: "Access to an existing customer, approved by that customer's administrators.",
    },
  },
});

export enum RegistrationStatusEnum {
  PENDING = 'pending',
  CONFIRMED = 'confirmed',
  DECLINED = 'declined',
}
registerEnumType(RegistrationStatusEnum, {
  name: 'RegistrationStatus',
  description: 'Waiting for a decision, confirmed, or declined.',
  valuesMap: {
    PENDING: { description: 'Waiting for a decision (one per login and tenant).' },
    CONFIRMED: { description: 'Confirmed: the contact (and for a new customer the customer) was created.' },
    DECLINED: { description: 'Declined; the login may register again.' },
  },
});

@ObjectType('Registration', { description: "A newcomer's registration as stored (decision 0092)." })
export class RegistrationModel {
  @Field(() => ID, { description: 'The registration’s id.' }) id!: string;
  @Field(() => RegistrationKindEnum, { description: 'New customer or existing customer.' })
  kind!: RegistrationKindEnum;
  @Field(() => RegistrationStatusEnum, { description: 'Pending until decided.' })
  status!: RegistrationStatusEnum;
  @Field({ description: 'The signed-in login that registered.' }) loginEmail!: string;
  @Field({ description: 'New customer: the company name; existing customer: empty.' }) companyName!: string;
  @Field(() => String, { nullable: true, description: 'Existing customer: the number asked for.' })
  customerNumber!: string | null;
  @Field({ description: 'ISO date-time it was received.' }) createdAt!: string;
}

@ObjectType('RegistrationState', {
  description:
    "The signed-in newcomer's registration state in the locale's tenant: the login the form is prefilled with and the open registration (decision 0092).",
})
export class RegistrationStateModel {
  @Field({ description: 'The signed-in login: the registration’s login e-mail (not editable).' })
  loginEmail!: string;
  @Field(() => RegistrationModel, { nullable: true, description: 'The open registration, or null.' })
  registration!: RegistrationModel | null;
}

@ObjectType('PostCode', { description: 'A post code and its place (docs/rules/data-model.md post code).' })
export class PostCodeModel {
  @Field({ description: 'The post code as written in its country, e.g. 1010 or 110 00.' }) code!: string;
  @Field({ description: 'The place of the post code.' }) city!: string;
  @Field({ description: 'ISO 3166 country.' }) countryCode!: string;
}

@ObjectType('PostCodePage', { description: 'One page of post code suggestions.' })
export class PostCodePageModel {
  @Field(() => [PostCodeModel], { description: 'The post codes of the page, by code.' })
  items!: PostCodeModel[];
  @Field(() => PaginationInfoModel, { description: 'Where the page lies among all matches.' })
  paginationInfo!: PaginationInfoModel;
}
