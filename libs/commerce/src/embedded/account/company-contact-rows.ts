import type { Db } from '@shop/db';
import { isWebRole, type ContactSortField, type SortDirection } from '@shop/domain';
import type { CompanyContact } from '../../company-users.port';

/** The columns a CompanyContact is read from (contact `co` joined with its customer `cu`). */
export const COMPANY_CONTACT_COLUMNS = `co.id, co.customer_id, cu.customer_no, co.contact_no, co.login_email, co.salutation,
  co.first_name, co.middle_name, co.last_name, co.email, co.phone, co.position, co.organizational_level_code,
  co.role, co.deletion_state, co.external_id, co.version, co.created_at`;

export interface CompanyContactRow {
  id: string;
  customer_id: string;
  customer_no: string;
  contact_no: string;
  login_email: string;
  salutation: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string | null;
  phone: string | null;
  position: string | null;
  organizational_level_code: string | null;
  role: string | null;
  deletion_state: boolean;
  external_id: string | null;
  version: number;
  created_at: Date | string;
}

export function toCompanyContact(row: CompanyContactRow): CompanyContact {
  return {
    id: row.id,
    customerId: row.customer_id,
    customerNumber: row.customer_no,
    contactNumber: row.contact_no,
    loginEmail: row.login_email,
    salutation: row.salutation,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    position: row.position,
    organizationalLevelCode: row.organizational_level_code,
    role: isWebRole(row.role) ? row.role : null,
    deletionState: row.deletion_state,
    externalId: row.external_id,
    key: `${row.customer_no}-${row.contact_no}`,
    version: row.version,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** ORDER BY of each sort of the contact list; ties go by contact number, so pages never overlap. */
export function contactOrderBy(sort: ContactSortField, direction: SortDirection): string {
  const dir = direction === 'DESC' ? 'desc' : 'asc';
  const column = {
    name: `lower(co.last_name) ${dir}, lower(co.first_name) ${dir}`,
    loginEmail: `lower(co.login_email) ${dir}`,
    role: `co.role ${dir} nulls first`,
    createdAt: `co.created_at ${dir}`,
  }[sort];
  return `${column}, co.contact_no ${dir}`;
}

/** A contact of the scope's customer, locked for the change (or not locked with `lock` false). */
export async function loadCompanyContact(
  db: Db,
  scope: { mandantCode: string; customerId: string },
  contactId: string,
  { lock, withDeleted = false }: { lock: boolean; withDeleted?: boolean },
): Promise<CompanyContact | null> {
  const row = await db.one<CompanyContactRow>(
    `select ${COMPANY_CONTACT_COLUMNS}
       from contact co join customer cu on cu.id = co.customer_id
      where co.id = $1 and co.customer_id = $2 and co.mandant_code = $3
        and not exists (select 1 from integration_client ic where ic.contact_id = co.id and ic.own_contact)
        and ($4 or not co.deletion_state)
      ${lock ? 'for update of co' : ''}`,
    [contactId, scope.customerId, scope.mandantCode, withDeleted],
  );
  return row ? toCompanyContact(row) : null;
}

/** The role codes of the tenant's configuration that administer (shopConfig.webRoles[].isAdministrator). */
export async function administratorRolesOf(db: Db, mandantCode: string): Promise<string[]> {
  const rows = await db.query<{ code: string }>(
    `select role->>'code' as code
       from tenant, jsonb_array_elements(coalesce(config->'webRoles', '[]'::jsonb)) as role
      where mandant_code = $1 and (role->>'isAdministrator')::boolean`,
    [mandantCode],
  );
  return rows.map((row) => row.code);
}
