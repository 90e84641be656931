import { randomBytes, randomUUID, createHash } from 'node:crypto';
import type { Db } from '@shop/db';
import type { RegistrationKind, RegistrationPayload } from '@shop/domain';

/** A valid registration payload (libs/domain RegistrationPayload) of a seeded tenant's code lists. */
export function registrationPayload(
  mandantCode: string,
  loginEmail: string,
  patch: {
    companyName?: string;
    customerNumber?: string | null;
    webRole?: RegistrationPayload['contact']['webRole'];
  } = {},
): RegistrationPayload {
  return {
    mandantCode,
    customer: {
      name1: patch.companyName ?? 'Hotel Alpenblick GmbH',
      address: { address1: 'Hauptstraße 1', postCode: '1010', city: 'Wien', countryCode: 'AT' },
      phone: '+43 1 234567',
      email: 'office@alpenblick.example',
      customerGroupCode: 'HOTEL',
      customerNumber: patch.customerNumber ?? null,
    },
    dynamicFields: { vatId: 'ATU99999999' },
    contact: {
      salutation: 'MS',
      firstName: 'Nora',
      lastName: 'Neumann',
      loginEmail,
      phone: '+43 660 1234567',
      organizationalLevelCode: 'MANAGEMENT',
      webRole: patch.webRole ?? 'ROLE_ADMIN',
      email: null,
    },
    comments: [{ text: 'Bitte rasch freischalten' }],
  };
}

export interface InsertedRegistration {
  id: string;
  /** The approval link's token (existing customer); only its hash is stored. */
  token: string;
}

/**
 * Inserts a pending registration as helper "registration"'s submission stores it (table
 * registration, migration 0025): tests of the deciding side do not depend on the forms.
 */
export async function insertRegistration(
  db: Db,
  options: {
    mandantCode: string;
    kind: RegistrationKind;
    loginEmail: string;
    locale: string;
    customerId?: string | null;
    payload?: RegistrationPayload;
  },
): Promise<InsertedRegistration> {
  const id = `reg-${randomUUID()}`;
  const token = randomBytes(32).toString('base64url');
  const payload = options.payload ?? registrationPayload(options.mandantCode, options.loginEmail);
  await db.query(
    `insert into registration (id, mandant_code, kind, login_email, locale, payload, customer_id, token_hash)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`,
    [
      id,
      options.mandantCode,
      options.kind,
      options.loginEmail,
      options.locale,
      JSON.stringify(payload),
      options.customerId ?? null,
      options.kind === 'existing-customer' ? createHash('sha256').update(token).digest('hex') : null,
    ],
  );
  return { id, token };
}
