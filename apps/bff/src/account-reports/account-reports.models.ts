import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MoneyModel } from '../common/money.model';
import { PaginationInfoModel } from '../common/pagination-info.model';

@ObjectType('SalesContact', {
  description:
    'An employee of the provider who looks after the customer (docs/rules/data-model.md, decision 0063).',
})
export class SalesContactModel {
  @Field({ description: "The employee's number." }) employeeNo!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Salutation code of the shop configuration (MR, MS); null when none is known.',
  })
  salutation!: string | null;
  @Field({ description: 'First and last name.' }) name!: string;
  @Field({ description: 'E-mail address to write to.' }) email!: string;
  @Field(() => String, { nullable: true, description: 'Phone number as written; null when none is known.' })
  phone!: string | null;
}

@ObjectType('SalesContacts', {
  description:
    "Who looks after the session's customer: salesperson, service contact and shipment contact (the sales page).",
})
export class SalesContactsModel {
  @Field(() => SalesContactModel, {
    nullable: true,
    description: 'The salesperson; null when none is assigned.',
  })
  salesperson!: SalesContactModel | null;
  @Field(() => SalesContactModel, {
    nullable: true,
    description: 'The contact for services (maintenance, hygiene inspections, trainings); null when none.',
  })
  serviceContact!: SalesContactModel | null;
  @Field(() => SalesContactModel, {
    nullable: true,
    description: 'The contact for deliveries and shipments; null when none is assigned.',
  })
  shipmentContact!: SalesContactModel | null;
}

@ObjectType('ServiceEntry', {
  description:
    'A service performed once for the customer (docs/rules/data-model.md service report, decision 0064).',
})
export class ServiceEntryModel {
  @Field({ description: 'The day it was performed, YYYY-MM-DD.' }) date!: string;
  @Field({ description: 'Number of the service report the technician left (the document of the visit).' })
  attachmentNumber!: string;
  @Field(() => Int, { description: 'Working time in minutes.' }) time!: number;
  @Field(() => MoneyModel, { description: 'What the service was worth (net).' }) value!: MoneyModel;
}

@ObjectType('ServiceReportService', {
  description: 'A service of the provider with what was performed of it in the range.',
})
export class ServiceReportServiceModel {
  @Field({ description: "The service's name in the shop language." }) name!: string;
  @Field({ description: "The provider's service code, e.g. WA-100." }) code!: string;
  @Field(() => MoneyModel, { description: 'The value of its entries together (net).' })
  serviceValue!: MoneyModel;
  @Field(() => Int, { description: 'How many times it was performed (its entries).' }) serviceCount!: number;
  @Field(() => [ServiceEntryModel], { description: 'Each time it was performed, oldest first.' })
  entries!: ServiceEntryModel[];
}

@ObjectType('ServiceReportCategory', {
  description: 'The services of one category performed in the range, with the totals of the category.',
})
export class ServiceReportCategoryModel {
  @Field({
    description:
      'The category: MAINTENANCE, HYGIENE_INSPECTION, INSTALLATION, TRAINING or REPAIR (decision 0064).',
  })
  type!: string;
  @Field(() => [ServiceReportServiceModel], { description: 'Its services, by name.' })
  services!: ServiceReportServiceModel[];
  @Field(() => MoneyModel, { description: 'The value of all its services (net).' })
  categoryServiceValue!: MoneyModel;
  @Field(() => Int, { description: 'How many services of it were performed.' }) categoryServiceCount!: number;
}

@ObjectType('PlanType', { description: 'A kind of display plan: its columns and the products it is about.' })
export class PlanTypeModel {
  @Field(() => ID, { description: 'The type id, e.g. KITCHEN.' }) id!: string;
  @Field({ description: "The type's name in the shop language." }) name!: string;
  @Field(() => [String], {
    description: 'Column keys in print order: AREA, PRODUCT, DOSAGE, FREQUENCY, METHOD, RESPONSIBLE.',
  })
  columns!: string[];
  @Field({ description: 'Key of the catalogue category the plan’s products are under.' })
  rootCategory!: string;
}

@ObjectType('PlanLanguage', { description: 'The language a plan is written and printed in.' })
export class PlanLanguageModel {
  @Field(() => ID, { description: 'Language id: de, cs, sk, it or bg.' }) id!: string;
  @Field({ description: 'Back-end language code (docs/rules/constants.md): DEA, CSY, SKY, ITA or BGR.' })
  languageIdentifier!: string;
  @Field({ description: "The language's own name, e.g. Čeština." }) name!: string;
}

@ObjectType('Plan', {
  description: 'A display plan (Aushangplan, decision 0065): a hygiene or cleaning plan hung on the wall.',
})
export class PlanModel {
  @Field(() => ID, { description: "The plan's id." }) id!: string;
  @Field({ description: "The plan's name (in its own language)." }) name!: string;
  @Field({ description: 'The day it was drawn up, YYYY-MM-DD.' }) date!: string;
  @Field(() => PlanTypeModel, { description: 'Its type.' }) type!: PlanTypeModel;
  @Field(() => PlanLanguageModel, { description: 'The language it is printed in.' })
  language!: PlanLanguageModel;
}

@ObjectType('PlanPage', { description: "A page of the session customer's display plans (customerPlans)." })
export class PlanPageModel {
  @Field(() => [PlanModel], { description: 'The plans of this page.' }) collection!: PlanModel[];
  @Field(() => PaginationInfoModel, { description: 'Counts and the last page.' })
  paginationInfo!: PaginationInfoModel;
}
