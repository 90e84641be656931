import { isWebRole } from '@shop/domain';
import type { ContactRecord, CustomerRecord, EmployeeRecord } from '../../commerce.types';

/** The rows the embedded customers part reads, the columns that fill them, and their mappers. */

export interface CustomerRow {
  id: string;
  mandant_code: string;
  customer_no: string;
  name1: string;
  name2: string | null;
  street: string;
  post_code: string;
  city: string;
  country_code: string;
  excl_from_min_qty_charge: boolean;
}

/** A contact with its customer (IDENTITY_SELECT): the customer's columns under their own names. */
export interface IdentityRow extends Omit<CustomerRow, 'id'> {
  contact_id: string;
  customer_id: string;
  contact_no: string;
  login_email: string;
  first_name: string;
  last_name: string;
  email: string | null;
  role: string | null;
}

/** Contacts `c` with their customer `cu` as IdentityRows; callers add the where clause. */
export const IDENTITY_SELECT = `select c.id as contact_id, c.customer_id, c.mandant_code, c.contact_no, c.login_email,
         c.first_name, c.last_name, c.email, c.role, cu.customer_no, cu.name1, cu.name2, cu.street,
         cu.post_code, cu.city, cu.country_code, cu.excl_from_min_qty_charge
    from contact c
    join customer cu on cu.id = c.customer_id`;

export interface EmployeeRow {
  id: string;
  mandant_code: string;
  employee_no: string;
  login_email: string;
  first_name: string;
  last_name: string;
}

export function toContact(row: IdentityRow): ContactRecord {
  return {
    id: row.contact_id,
    customerId: row.customer_id,
    mandantCode: row.mandant_code,
    contactNo: row.contact_no,
    loginEmail: row.login_email,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: isWebRole(row.role) ? row.role : null,
  };
}

export function toCustomer(
  row: Pick<
    IdentityRow,
    | 'customer_id'
    | 'mandant_code'
    | 'customer_no'
    | 'name1'
    | 'name2'
    | 'street'
    | 'post_code'
    | 'city'
    | 'country_code'
    | 'excl_from_min_qty_charge'
  >,
): CustomerRecord {
  return {
    id: row.customer_id,
    mandantCode: row.mandant_code,
    customerNo: row.customer_no,
    name: [row.name1, row.name2].filter(Boolean).join(' '),
    street: row.street,
    postCode: row.post_code,
    city: row.city,
    countryCode: row.country_code,
    exclFromMinQtyCharge: row.excl_from_min_qty_charge,
  };
}

export function toEmployee(row: EmployeeRow): EmployeeRecord {
  return {
    id: row.id,
    mandantCode: row.mandant_code,
    employeeNo: row.employee_no,
    loginEmail: row.login_email,
    firstName: row.first_name,
    lastName: row.last_name,
  };
}
