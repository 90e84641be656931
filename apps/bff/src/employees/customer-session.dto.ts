import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { CUSTOMER_SEARCH_MIN_LENGTH, CUSTOMER_SEARCH_PAGE_SIZE } from '@shop/domain';

/** Ids of customers and contacts as the commerce backend writes them. */
const ID_PATTERN = /^[\w-]{1,64}$/;
export const CUSTOMER_SEARCH_MAX_LENGTH = 60;
export const CUSTOMER_SEARCH_MAX_LIMIT = 50;

/** GET /api/contacts?customerId=…: an employee names the customer; a company user needs none. */
export class ContactsQuery {
  @IsOptional()
  @Matches(ID_PATTERN, { message: 'error.customer-required' })
  customerId?: string;
}

/** POST /api/setCustomer: the contact to act as, and optionally the customer it must belong to. */
export class SetCustomerBody {
  @Matches(ID_PATTERN, { message: 'error.contact-required' })
  contactId!: string;

  @IsOptional()
  @Matches(ID_PATTERN, { message: 'error.customer-required' })
  customerId?: string;
}

/** Query.employeeCustomers: a customer number prefix or part of the name, paged. */
@ArgsType()
export class EmployeeCustomersArgs {
  @Field({ description: 'A customer number prefix or part of the customer name (trimmed).' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MinLength(CUSTOMER_SEARCH_MIN_LENGTH, { message: 'error.customer-search-length' })
  @MaxLength(CUSTOMER_SEARCH_MAX_LENGTH, { message: 'error.customer-search-length' })
  query!: string;

  @Field(() => Int, { defaultValue: 1, description: 'Page number, from 1.' })
  @IsInt({ message: 'error.invalid-page' })
  @Min(1, { message: 'error.invalid-page' })
  page = 1;

  @Field(() => Int, {
    defaultValue: CUSTOMER_SEARCH_PAGE_SIZE,
    description: `Customers a page, 1 to ${CUSTOMER_SEARCH_MAX_LIMIT} (the spec's code lookup: 25, decision 0071).`,
  })
  @IsInt({ message: 'error.invalid-limit' })
  @Min(1, { message: 'error.invalid-limit' })
  @Max(CUSTOMER_SEARCH_MAX_LIMIT, { message: 'error.invalid-limit' })
  limit = CUSTOMER_SEARCH_PAGE_SIZE;
}
