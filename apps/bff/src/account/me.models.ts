import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Customer', {
  description: 'A customer (company) of the tenant.',
})
export class CustomerModel {
  @Field(() => ID) id!: string;
  @Field() customerNo!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field({
    description:
      'Spec 02 §3 exclFromMinQtyCharge: the customer pays no minimum-quantity surcharge (decision 0043).',
  })
  exclFromMinQtyCharge!: boolean;
}

@ObjectType('Contact', {
  description: 'A contact (company user) of a customer: who signs in or whom an employee acts as.',
})
export class ContactModel {
  @Field(() => ID) id!: string;
  @Field() contactNo!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field({ description: 'Web role; ROLE_AUTHENTICATED when the contact has none.' }) role!: string;
}

@ObjectType('Employee', {
  description: 'An employee of the shop operator who acts for customers.',
})
export class EmployeeModel {
  @Field(() => ID) id!: string;
  @Field() employeeNo!: string;
  @Field() name!: string;
}

@ObjectType('Me', {
  description:
    'The session: the signed-in user, the customer and contact it acts for, the employee acting (if any), role and tenant.',
})
export class MeModel {
  @Field({ description: 'STANDARD or EMPLOYEE; an employee is a user type, not a role.' })
  userType!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Tenant of the session; null for a user the shop does not know yet.',
  })
  mandantCode!: string | null;
  @Field({ description: 'Web role; ROLE_AUTHENTICATED when the user has none.' }) role!: string;
  @Field(() => Int) accessLevel!: number;
  @Field(() => CustomerModel, {
    nullable: true,
    description: 'The customer the session acts for; for an employee the selected one.',
  })
  customer!: CustomerModel | null;
  @Field(() => ContactModel, {
    nullable: true,
    description: 'The contact of the login, or the contact an employee acts as.',
  })
  contact!: ContactModel | null;
  @Field(() => EmployeeModel, {
    nullable: true,
    description: 'The employee behind the session (kept while acting for a customer).',
  })
  employee!: EmployeeModel | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Employees only: stable hash of the login e-mail, prefix of the employee's cart and list keys.",
  })
  loginEmailHash!: string | null;
  @Field({ description: 'True for an employee who has not chosen a customer yet (the dialog must open).' })
  needsCustomerSelection!: boolean;
}

@ObjectType('CustomerPage', {
  description: "A page of an employee's customer search.",
})
export class CustomerPageModel {
  @Field(() => [CustomerModel]) items!: CustomerModel[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) limit!: number;
  @Field(() => Int) lastPage!: number;
}
