import { createHash } from 'node:crypto';
import { DEFAULT_REMINDER_PERIOD, type ReminderPeriod, type WebRole } from '@shop/domain';
import { LOCALES, MANDANT_CODES, primaryLocaleOf, type MandantCode } from '@shop/locales';
import { PEOPLE } from './people-data';
import { Random } from './prng';
import { slugify } from './slug';
import { CUSTOMER_GROUPS, ORGANIZATIONAL_LEVELS } from './tenants';

export const DEMO_PASSWORD = 'Shop-Demo-2026';
export const NEWCOMER_EMAIL = 'newcomer@shop.example';
/** The seeded operations person (docs/decisions/0138-operations-role.md): an IdP account and an ops_operator row. */
export const OPS_LOGIN = { email: 'ops@shop.example', givenName: 'Oskar', familyName: 'Betrieb' } as const;

export interface CustomerRow {
  id: string;
  mandant_code: MandantCode;
  customer_no: string;
  name1: string;
  name2: string | null;
  street: string;
  post_code: string;
  city: string;
  country_code: string;
  language_code: string;
  customer_group_code: string;
  email: string;
  phone: string;
  currency: string;
  /** exclFromMinQtyCharge (docs/rules/data-model.md, migration 0016). */
  excl_from_min_qty_charge: boolean;
  /** The customer configuration's reminderMailInterval (docs/rules/data-model.md, migration 0019). */
  reminder_mail_interval: ReminderPeriod;
  /** Employees (migration 0023) (docs/rules/data-model.md, salesperson, service contact and shipment contact). */
  salesperson_id: string;
  service_contact_id: string;
  shipment_contact_id: string;
}

export interface ContactRow {
  id: string;
  customer_id: string;
  mandant_code: MandantCode;
  contact_no: string;
  login_email: string;
  salutation: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  position: string | null;
  role: WebRole | null;
  deletion_state: boolean;
}

export interface EmployeeRow {
  id: string;
  mandant_code: MandantCode;
  employee_no: string;
  login_email: string;
  first_name: string;
  last_name: string;
  /** What customers reach the employee by on the sales page (migration 0023, decision 0063). */
  salutation: 'MR' | 'MS';
  email: string;
  phone: string;
}

/** An IdP account before its password is hashed. */
export interface AccountSeed {
  subject: string;
  email: string;
  given_name: string;
  family_name: string;
}

export interface People {
  customers: CustomerRow[];
  contacts: ContactRow[];
  employees: EmployeeRow[];
  accounts: AccountSeed[];
}

/** The contacts of each tenant's first customer: one per role, plus one without a role. */
export const FIRST_CUSTOMER_LOGINS: { local: string; role: WebRole | null; position: string }[] = [
  { local: 'admin', role: 'ROLE_ADMIN', position: 'MANAGEMENT' },
  { local: 'approver', role: 'ROLE_CART_APPROVER', position: 'FACILITY' },
  { local: 'purchaser', role: 'ROLE_CART_PURCHASER', position: 'PURCHASING' },
  { local: 'shopper', role: 'ROLE_CART_MANAGER_NO_CHECKOUT', position: 'HOUSEKEEPING' },
  { local: 'norole', role: null, position: 'KITCHEN' },
];

/**
 * Customers who pay no minimum-quantity surcharge: every fourth from the second (100002, 100006 …).
 * The first customer, whose logins the e2e tests use, pays it.
 */
export function seedsExclFromMinQtyCharge(customerIndex: number): boolean {
  return customerIndex % 4 === 1;
}

/** Periods of the customers after the second, by turns. */
const OTHER_REMINDER_PERIODS: readonly ReminderPeriod[] = [
  'ONE_DAY',
  'SEVEN_DAYS',
  DEFAULT_REMINDER_PERIOD,
  'FOURTEEN_DAYS',
  'FIVE_DAYS',
];

/**
 * A customer's approval reminder period (decision 0045). The first customer, whose handed-over cart a
 * fresh start reminds of, has the default; the second is never reminded (every tenant has one); the
 * others take the remaining periods by turns.
 */
export function seedReminderPeriodOf(customerIndex: number): ReminderPeriod {
  if (customerIndex === 0) return DEFAULT_REMINDER_PERIOD;
  if (customerIndex === 1) return 'NEVER';
  return OTHER_REMINDER_PERIODS[(customerIndex - 2) % OTHER_REMINDER_PERIODS.length];
}

/**
 * The provider's staff who look after customers (decision 0063), the same at every scale: three
 * salespeople (the first is the employee who signs in, so he acts for his own customers), two
 * service contacts and two shipment contacts per tenant. Only the first signs in to the dev IdP.
 */
export const STAFF_TEAMS = {
  salesperson: [1, 2, 3],
  serviceContact: [4, 5],
  shipmentContact: [6, 7],
} as const;
const STAFF_COUNT = 7;

export function employeeIdOf(mandantCode: string, number: number): string {
  return `em-${mandantCode.toLowerCase()}-${String(number).padStart(4, '0')}`;
}

/** Who looks after the customer at `index`: each team's members in turn. */
export function staffOfCustomer(
  mandantCode: string,
  index: number,
): Pick<CustomerRow, 'salesperson_id' | 'service_contact_id' | 'shipment_contact_id'> {
  const member = (team: readonly number[]) => employeeIdOf(mandantCode, team[index % team.length]);
  return {
    salesperson_id: member(STAFF_TEAMS.salesperson),
    service_contact_id: member(STAFF_TEAMS.serviceContact),
    shipment_contact_id: member(STAFF_TEAMS.shipmentContact),
  };
}

export function customerCountFor(scale: number): number {
  return Math.max(3, Math.round(8 * scale));
}

export function loginDomain(mandantCode: string): string {
  return `${mandantCode.toLowerCase()}.example`;
}

function subjectOf(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24);
}

function phone(random: Random, prefix: string): string {
  return `${prefix} ${random.int(100, 999)} ${random.int(1000, 9999)}`;
}

interface PersonName {
  salutation: 'MR' | 'MS';
  first: string;
  last: string;
}

function personName(random: Random, mandantCode: MandantCode): PersonName {
  const people = PEOPLE[mandantCode];
  const female = random.chance(0.5);
  const [male, femaleLast] = random.pick(people.last);
  return female
    ? { salutation: 'MS', first: random.pick(people.female), last: femaleLast }
    : { salutation: 'MR', first: random.pick(people.male), last: male };
}

export function buildPeople(scale: number): People {
  const result: People = { customers: [], contacts: [], employees: [], accounts: [] };
  for (const mandantCode of MANDANT_CODES) {
    const random = new Random(`people:${mandantCode}`);
    const locale = LOCALES[primaryLocaleOf(mandantCode)];
    const people = PEOPLE[mandantCode];
    const domain = loginDomain(mandantCode);
    const m = mandantCode.toLowerCase();
    let contactNo = 0;
    const count = customerCountFor(scale);
    for (let index = 0; index < count; index++) {
      const baseName = people.companies[index % people.companies.length];
      const round = Math.floor(index / people.companies.length);
      const [postCode, city] = random.pick(people.places);
      const customer: CustomerRow = {
        id: `cu-${m}-${String(index + 1).padStart(4, '0')}`,
        mandant_code: mandantCode,
        customer_no: String(100001 + index),
        name1: round === 0 ? baseName : `${baseName} ${city}`,
        name2: null,
        street: `${random.pick(people.streets)} ${random.int(1, 120)}`,
        post_code: postCode,
        city,
        country_code: locale.countryCode,
        language_code: locale.language,
        customer_group_code: CUSTOMER_GROUPS[index % CUSTOMER_GROUPS.length].code,
        email: `office@${slugify(baseName)}${round === 0 ? '' : `-${round + 1}`}.example`,
        phone: phone(random, people.phonePrefix),
        currency: locale.currency,
        excl_from_min_qty_charge: seedsExclFromMinQtyCharge(index),
        reminder_mail_interval: seedReminderPeriodOf(index),
        ...staffOfCustomer(mandantCode, index),
      };
      result.customers.push(customer);
      const logins =
        index === 0
          ? FIRST_CUSTOMER_LOGINS
          : [{ local: `admin${index + 1}`, role: 'ROLE_ADMIN' as WebRole, position: 'MANAGEMENT' }];
      for (const login of logins) {
        contactNo++;
        const name = personName(random, mandantCode);
        const loginEmail = `${login.local}@${domain}`;
        result.contacts.push({
          id: `co-${m}-${String(contactNo).padStart(4, '0')}`,
          customer_id: customer.id,
          mandant_code: mandantCode,
          contact_no: `KT${String(contactNo).padStart(6, '0')}`,
          login_email: loginEmail,
          salutation: name.salutation,
          first_name: name.first,
          last_name: name.last,
          email: loginEmail,
          phone: phone(random, people.phonePrefix),
          position: ORGANIZATIONAL_LEVELS.find((level) => level.code === login.position)!.code,
          role: login.role,
          deletion_state: false,
        });
        result.accounts.push({
          subject: subjectOf(loginEmail),
          email: loginEmail,
          given_name: name.first,
          family_name: name.last,
        });
      }
    }
    const employeeName = personName(random, mandantCode);
    const employeeEmail = `employee@${domain}`;
    // The staff's own stream, so the customers and contacts above stay as they were before it.
    const staffRandom = new Random(`staff:${mandantCode}`);
    result.employees.push({
      id: employeeIdOf(mandantCode, 1),
      mandant_code: mandantCode,
      employee_no: 'MA0001',
      login_email: employeeEmail,
      first_name: employeeName.first,
      last_name: employeeName.last,
      salutation: employeeName.salutation,
      email: employeeEmail,
      phone: phone(staffRandom, people.phonePrefix),
    });
    result.accounts.push({
      subject: subjectOf(employeeEmail),
      email: employeeEmail,
      given_name: employeeName.first,
      family_name: employeeName.last,
    });
    for (let number = 2; number <= STAFF_COUNT; number++) {
      const name = personName(staffRandom, mandantCode);
      const employeeNo = `MA${String(number).padStart(4, '0')}`;
      // The number keeps two staff of the same name apart.
      const email = `${slugify(name.first)}.${slugify(name.last)}.${employeeNo.toLowerCase()}@${domain}`;
      result.employees.push({
        id: employeeIdOf(mandantCode, number),
        mandant_code: mandantCode,
        employee_no: employeeNo,
        login_email: email,
        first_name: name.first,
        last_name: name.last,
        salutation: name.salutation,
        email,
        phone: phone(staffRandom, people.phonePrefix),
      });
    }
  }
  result.accounts.push({
    subject: subjectOf(NEWCOMER_EMAIL),
    email: NEWCOMER_EMAIL,
    given_name: 'Nora',
    family_name: 'Neumann',
  });
  result.accounts.push(opsAccount());
  return result;
}

/** The IdP account of the seeded operations person. */
export function opsAccount(): AccountSeed {
  return {
    subject: subjectOf(OPS_LOGIN.email),
    email: OPS_LOGIN.email,
    given_name: OPS_LOGIN.givenName,
    family_name: OPS_LOGIN.familyName,
  };
}

/** Reproducible salt per account, so a seed at the same scale is byte-identical. */
export function seedSaltFor(email: string): Buffer {
  return createHash('sha256').update(`seed-salt:${email.toLowerCase()}`).digest().subarray(0, 16);
}
