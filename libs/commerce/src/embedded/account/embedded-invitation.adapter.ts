import type { Db } from '@shop/db';
import { isWebRole, type ShopContext } from '@shop/domain';
import type {
  InvitationAcceptance,
  InvitationLookup,
  InvitationPort,
  InvitationRecord,
  InvitationState,
} from '../../invitation.port';
import { appendAccountEvent } from './account-events';
import { tokenHashOf } from './invitation-store';

interface InvitationRow {
  id: string;
  mandant_code: string;
  customer_id: string;
  customer_no: string;
  name1: string;
  name2: string | null;
  contact_id: string;
  contact_no: string;
  login_email: string;
  first_name: string;
  last_name: string;
  role: string | null;
  locale: string;
  expires_at: Date;
  used_at: Date | null;
  deletion_state: boolean;
  expired: boolean;
}

// The invitation with its contact and company, by token hash within one tenant.
const SELECT = `
  select i.id, i.mandant_code, i.customer_id, cu.customer_no, cu.name1, cu.name2, i.contact_id, c.contact_no,
         c.login_email, c.first_name, c.last_name, c.role, i.locale, i.expires_at, i.used_at, c.deletion_state,
         i.expires_at <= now() as expired
    from contact_invitation i
    join contact c on c.id = i.contact_id
    join customer cu on cu.id = i.customer_id
   where i.token_hash = $1 and i.mandant_code = $2`;

function stateOf(row: InvitationRow): InvitationState {
  if (row.deletion_state) return 'NOT_FOUND';
  if (row.used_at) return 'USED';
  if (row.expired) return 'EXPIRED';
  return 'VALID';
}

function recordOf(row: InvitationRow): InvitationRecord {
  return {
    id: row.id,
    mandantCode: row.mandant_code,
    customerId: row.customer_id,
    customerNo: row.customer_no,
    companyName: [row.name1, row.name2].filter(Boolean).join(' '),
    contactId: row.contact_id,
    contactNo: row.contact_no,
    loginEmail: row.login_email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role && isWebRole(row.role) ? row.role : 'ROLE_AUTHENTICATED',
    locale: row.locale,
    expiresAt: new Date(row.expires_at),
  };
}

/** A token as a link carries it (base64url); anything else cannot be one and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/** Invitations on the shop's own database (migration 0025's contact_invitation). */
export class EmbeddedInvitationAdapter implements InvitationPort {
  constructor(private readonly db: Db) {}

  private async lookup(db: Db, ctx: ShopContext, token: string, lock = false): Promise<InvitationLookup> {
    if (!TOKEN_SHAPE.test(token)) return { state: 'NOT_FOUND', invitation: null };
    const row = await db.one<InvitationRow>(`${SELECT}${lock ? ' for update of i' : ''}`, [
      tokenHashOf(token),
      ctx.mandantCode,
    ]);
    if (!row) return { state: 'NOT_FOUND', invitation: null };
    const state = stateOf(row);
    return state === 'NOT_FOUND' ? { state, invitation: null } : { state, invitation: recordOf(row) };
  }

  findInvitation(ctx: ShopContext, token: string): Promise<InvitationLookup> {
    return this.lookup(this.db, ctx, token);
  }

  acceptInvitation(ctx: ShopContext, token: string): Promise<InvitationAcceptance> {
    return this.db.transaction(async (tx) => {
      // The row lock makes a second acceptance wait for the first and then read it as USED.
      const found = await this.lookup(tx, ctx, token, true);
      if (found.state !== 'VALID') return { accepted: false, state: found.state };
      const invitation = found.invitation;
      const marked = await tx.one(
        `update contact_invitation set used_at = now() where id = $1 and used_at is null returning id`,
        [invitation.id],
      );
      if (!marked) return { accepted: false, state: 'USED' };
      await appendAccountEvent(
        tx,
        {
          mandantCode: invitation.mandantCode,
          customerId: invitation.customerId,
          contactId: invitation.contactId,
          employeeId: null,
        },
        {
          subjectKind: 'invitation',
          subjectId: invitation.contactId,
          action: 'accepted',
          details: { invitationId: invitation.id },
        },
      );
      return { accepted: true, invitation };
    });
  }
}
