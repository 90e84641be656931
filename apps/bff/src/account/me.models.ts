import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Customer')
export class CustomerModel {
  @Field(() => ID) id!: string;
  @Field() customerNo!: string;
  @Field() name!: string;
}

@ObjectType('Contact')
export class ContactModel {
  @Field(() => ID) id!: string;
  @Field() contactNo!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field() role!: string;
}

@ObjectType('Employee')
export class EmployeeModel {
  @Field(() => ID) id!: string;
  @Field() employeeNo!: string;
  @Field() name!: string;
}

@ObjectType('Me')
export class MeModel {
  @Field() userType!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Tenant of the user; null for a user the shop does not know yet.',
  })
  mandantCode!: string | null;
  @Field({ description: 'Web role; ROLE_AUTHENTICATED when the user has none.' }) role!: string;
  @Field(() => Int) accessLevel!: number;
  @Field(() => CustomerModel, { nullable: true }) customer!: CustomerModel | null;
  @Field(() => ContactModel, { nullable: true }) contact!: ContactModel | null;
  @Field(() => EmployeeModel, { nullable: true }) employee!: EmployeeModel | null;
}
