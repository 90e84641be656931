import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Associate', {
  description:
    'Someone working at a location (docs/rules/data-model.md, associate): a contact of the customer, or an employee of the tenant looking after it (includeEmployees).',
})
export class AssociateModel {
  @Field({ description: 'Tenant company code.' }) mandantCode!: string;
  @Field({ description: 'Customer number.' }) customerNumber!: string;
  @Field(() => String, { nullable: true, description: 'Contact number; null for an employee.' })
  contactNumber!: string | null;
  @Field({ description: 'True for an employee of the tenant.' }) employee!: boolean;
  @Field(() => String, { nullable: true, description: 'Employee number; null for a contact.' })
  employeeNumber!: string | null;
  @Field({ description: 'Name.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Login e-mail of a contact.' }) loginEmail!:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'E-mail to write to.' }) personalEmail!: string | null;
  @Field(() => String, { nullable: true, description: 'Phone.' }) phone!: string | null;
  @Field(() => String, { nullable: true, description: 'Web role of a contact.' }) role!: string | null;
}

@ObjectType('BusinessUnit', { description: 'A location (business unit) of the customer (decision 0089).' })
export class BusinessUnitModel {
  @Field(() => ID, { description: "The location's id." }) id!: string;
  @Field({ description: 'Tenant company code.' }) mandantCode!: string;
  @Field({ description: 'Customer number.' }) customerNumber!: string;
  @Field({ description: 'Name, unique among the customer’s locations.' }) name!: string;
  @Field({ description: 'Street and number.' }) street!: string;
  @Field({ description: 'Post code.' }) postCode!: string;
  @Field({ description: 'City.' }) city!: string;
  @Field({ description: 'ISO 3166-1 alpha-2 country code.' }) countryCode!: string;
  @Field(() => String, { nullable: true, description: 'Mail address of the location.' })
  contactMail!: string | null;
  @Field(() => Int, { description: 'Moves with every change (also of its associates); CONFLICT when stale.' })
  version!: number;
  @Field(() => Int, { description: 'Version of its stock count sheet.' }) stockVersion!: number;
  @Field({ description: 'Last change (ISO 8601).' }) changedAt!: string;
  @Field(() => [AssociateModel], { description: 'Associates, at most associatesLimit.' })
  associates!: AssociateModel[];
  @Field(() => Int, { description: 'Associates matching the role filter in all.' }) associatesTotal!: number;
}

@ObjectType('BusinessUnitPage', { description: 'A page of locations.' })
export class BusinessUnitPageModel {
  @Field(() => [BusinessUnitModel], { description: 'The locations of this page, by name.' })
  items!: BusinessUnitModel[];
  @Field(() => Int, { description: 'Locations found in all pages.' }) total!: number;
  @Field(() => Int, { description: "This page's number, from 1." }) page!: number;
  @Field(() => Int, { description: 'Locations a page.' }) limit!: number;
}

@ObjectType('StockLine', { description: 'A counted product in a location’s store room (decision 0089).' })
export class StockLineModel {
  @Field({ description: 'Product sku.' }) sku!: string;
  @Field({ description: 'Product name in the locale’s language.' }) productName!: string;
  @Field(() => Int, { description: 'Counted quantity (packs).' }) quantity!: number;
  @Field(() => Int, { description: 'Below this quantity a reorder is suggested (0: never).' })
  minimumQuantity!: number;
  @Field({ description: 'True when the quantity is below the minimum.' }) needsReorder!: boolean;
  @Field(() => Int, { description: 'What to reorder to reach the minimum again.' }) reorderQuantity!: number;
  @Field({ description: 'When it was counted (ISO 8601).' }) countedAt!: string;
}

@ObjectType('BusinessUnitStock', { description: 'The stock count sheet of a location (decision 0089).' })
export class BusinessUnitStockModel {
  @Field(() => ID, { description: 'The location.' }) businessUnitId!: string;
  @Field(() => Int, { description: 'Moves with every count; a write naming another one gets CONFLICT.' })
  version!: number;
  @Field(() => [StockLineModel], { description: 'The counted lines, by sku.' }) lines!: StockLineModel[];
}
