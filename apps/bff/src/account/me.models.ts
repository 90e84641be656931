import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Customer', {
  description: 'A customer (company) of the tenant.',
})
export class CustomerModel {
  @Field(() => ID, { description: "The customer's id." }) id!: string;
  @Field({ description: 'The customer number of the tenant.' }) customerNo!: string;
  @Field({ description: "The customer's (company) name." }) name!: string;
  @Field(() => String, { description: "City of the customer's address.", nullable: true }) city?:
    | string
    | null;
  @Field({
    description:
      'The customer pays no minimum-quantity surcharge (decision 0043) (docs/rules/data-model.md, exclFromMinQtyCharge).',
  })
  exclFromMinQtyCharge!: boolean;
}

@ObjectType('Contact', {
  description: 'A contact (company user) of a customer: who signs in or whom an employee acts as.',
})
export class ContactModel {
  @Field(() => ID, { description: "The contact's id." }) id!: string;
  @Field({ description: 'The contact number within its customer.' }) contactNo!: string;
  @Field({ description: 'First name.' }) firstName!: string;
  @Field({ description: 'Last name.' }) lastName!: string;
  @Field({ description: "The contact's e-mail address (order mails go there)." }) email!: string;
  @Field({ description: 'Web role; ROLE_AUTHENTICATED when the contact has none.' }) role!: string;
  // The rest of the spec's "customer or contact" (docs/rules/data-model.md): the user administration
  // (companyContacts, companyContact and its mutations) fills every one; the session's contact
  // (Me.contact) and Customer.contacts leave them null (decision 0082).
  @Field(() => String, { nullable: true, description: "The customer's number." })
  customerNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'The contact number (the same as contactNo).' })
  contactNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'The e-mail address the contact signs in with.' })
  loginEmail?: string | null;
  @Field(() => String, { nullable: true, description: 'Salutation code of the shop configuration.' })
  salutation?: string | null;
  @Field(() => String, { nullable: true, description: 'Middle name.' }) middleName?: string | null;
  @Field(() => String, { nullable: true, description: "The contact's own e-mail address, if set." })
  personalEmail?: string | null;
  @Field(() => String, { nullable: true, description: 'Phone number.' }) phone?: string | null;
  @Field(() => String, { nullable: true, description: 'Position (job title).' }) position?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Organizational level code of the shop configuration.',
  })
  organizationalLevelCode?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'True once the contact is removed.' })
  deletionState?: boolean | null;
  @Field(() => String, { nullable: true, description: "The contact's id in an outside system." })
  externalId?: string | null;
  @Field(() => String, { nullable: true, description: 'Key in the tenant: <customerNo>-<contactNo>.' })
  key?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Moves with every change; changePerson and removePerson name it (else CONFLICT).',
  })
  version?: number | null;
  @Field(() => String, { nullable: true, description: 'ISO date-time the contact was created.' })
  createdAt?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'A temporary associate: invited in the shop, no invitation accepted yet (decision 0082). Null when it could not be told.',
  })
  isTemporary?: boolean | null;
  @Field(() => String, {
    nullable: true,
    description: "A temporary associate's latest invitation: when its link stops working.",
  })
  invitationExpiresAt?: string | null;
}

@ObjectType('Employee', {
  description: 'An employee of the shop operator who acts for customers.',
})
export class EmployeeModel {
  @Field(() => ID, { description: "The employee's id." }) id!: string;
  @Field({ description: 'The employee number (recorded on orders the employee places).' })
  employeeNo!: string;
  @Field({ description: "The employee's name." }) name!: string;
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
  @Field(() => Int, {
    description: "The role's access level: a higher level includes what the lower ones may do.",
  })
  accessLevel!: number;
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
  @Field(() => [CustomerModel], { description: 'The customers of this page.' }) items!: CustomerModel[];
  @Field(() => Int, { description: 'Customers found in all pages.' }) total!: number;
  @Field(() => Int, { description: "This page's number, from 1." }) page!: number;
  @Field(() => Int, { description: 'Customers a page.' }) limit!: number;
  @Field(() => Int, { description: 'Number of the last page (1 when empty).' }) lastPage!: number;
}
