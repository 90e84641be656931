import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import type { SeedData } from '@shop/db';
import type { WebRole } from '@shop/domain';
import { sessionCookie } from './test-bff';

/** Stores `user` as the session the BFF keeps after sign-in; returns its id (TTL 10 minutes). */
export async function storeSession(redis: Redis, user: Record<string, unknown>): Promise<string> {
  const sid = randomUUID();
  await redis.set(
    `shop:sess:${sid}`,
    JSON.stringify({
      cookie: {
        originalMaxAge: 604800000,
        expires: new Date(Date.now() + 604800000),
        httpOnly: true,
        path: '/',
      },
      user,
    }),
    'EX',
    600,
  );
  return sid;
}

/**
 * Stores a session as the BFF keeps it after sign-in, for a contact of the seed, and returns its
 * signed cookie: tests of what a role may see need no IdP round trip.
 */
export async function signedInAs(
  redis: Redis,
  data: SeedData,
  contactId: string,
  role: WebRole | null,
): Promise<string> {
  const contact = data.contacts.find((c) => c.id === contactId);
  if (!contact) throw new Error(`no contact ${contactId} in the seed`);
  const customer = data.customers.find((c) => c.id === contact.customer_id)!;
  const sid = await storeSession(redis, {
    subject: `s-${contactId}`,
    email: contact.login_email,
    idToken: 'x',
    userType: 'STANDARD',
    mandantCode: contact.mandant_code,
    role,
    customer: { id: customer.id, customerNo: customer.customer_no, name: customer.name1 },
    contact: {
      id: contact.id,
      contactNo: contact.contact_no,
      firstName: contact.first_name,
      lastName: contact.last_name,
      email: contact.login_email,
      role: role ?? 'ROLE_AUTHENTICATED',
    },
    employee: null,
  });
  return sessionCookie(sid);
}
