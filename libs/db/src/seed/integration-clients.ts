import type { MandantCode } from '@shop/locales';
import { loginDomain, type ContactRow } from './people';

/**
 * A row of integration_client (migrations 0020 and 0029): an API client and the contact it acts as.
 * Seeded clients have no secret hash of their own: the development IdP takes its shared secret for
 * them (IDP_INTEGRATION_SECRET, `dev-integration-secret` by default; decision 0091).
 */
export interface IntegrationClientRow {
  client_id: string;
  mandant_code: MandantCode;
  customer_id: string;
  contact_id: string;
  description: string;
  name: string;
  role: string | null;
}

/**
 * The seeded API client of a tenant, e.g. `integration-20hhat`. The development IdP registers a
 * client of this id per tenant (client credentials grant), so the seed and the IdP agree on it.
 */
export function integrationClientIdOf(mandantCode: string): string {
  return `integration-${mandantCode.toLowerCase()}`;
}

/**
 * The login (before the @) of the contact each tenant's seeded client acts as: the administrator of
 * the second customer (100002), whom the browser tests do not use, so an integrator's carts do not
 * meet theirs.
 */
export const INTEGRATION_CONTACT_LOGIN = 'admin2';

/** One client per tenant, acting as that tenant's INTEGRATION_CONTACT_LOGIN contact. */
export function buildIntegrationClients(contacts: readonly ContactRow[]): IntegrationClientRow[] {
  return contacts
    .filter(
      (contact) =>
        contact.login_email === `${INTEGRATION_CONTACT_LOGIN}@${loginDomain(contact.mandant_code)}`,
    )
    .map((contact) => ({
      client_id: integrationClientIdOf(contact.mandant_code),
      mandant_code: contact.mandant_code,
      customer_id: contact.customer_id,
      contact_id: contact.id,
      description: `Seeded integration client acting as ${contact.login_email}`,
      name: `Development client ${integrationClientIdOf(contact.mandant_code)}`,
      role: contact.role,
    }));
}
