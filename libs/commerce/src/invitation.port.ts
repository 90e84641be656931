import type { ShopContext, WebRole } from '@shop/domain';

/**
 * What an invitation link is worth (docs/decisions/0085-invitation-lifetime-and-single-use.md):
 * VALID until it is used, replaced or past its expiry; NOT_FOUND for a token that is unknown, forged,
 * of another tenant, or whose contact was removed.
 */
export type InvitationState = 'VALID' | 'USED' | 'EXPIRED' | 'NOT_FOUND';

/** An invitation of a contact, as the invitation page and its acceptance need it. */
export interface InvitationRecord {
  id: string;
  mandantCode: string;
  customerId: string;
  customerNo: string;
  /** The company the person is invited to. */
  companyName: string;
  contactId: string;
  contactNo: string;
  /** The person's IdP login. */
  loginEmail: string;
  firstName: string;
  lastName: string;
  role: WebRole;
  /** The shop locale the mail was written for. */
  locale: string;
  expiresAt: Date;
}

export type InvitationLookup =
  | { state: 'NOT_FOUND'; invitation: null }
  | { state: Exclude<InvitationState, 'NOT_FOUND'>; invitation: InvitationRecord };

export type InvitationAcceptance =
  | { accepted: true; invitation: InvitationRecord }
  | { accepted: false; state: Exclude<InvitationState, 'VALID'> };

/** Invitations of new contacts: reading a link's state and using it once. */
export interface InvitationPort {
  /** The invitation of `token` in ctx.mandantCode, with its state; NOT_FOUND for any other token. */
  findInvitation(ctx: ShopContext, token: string): Promise<InvitationLookup>;
  /**
   * Uses the invitation of `token` when it is VALID: marks it used and appends 'accepted' to the
   * company's activity (the invitee as the actor) in one transaction. Of two acceptances at once,
   * one is accepted; the other, and any later one, gets the state that refused it.
   */
  acceptInvitation(ctx: ShopContext, token: string): Promise<InvitationAcceptance>;
}

export const INVITATION_PORT = Symbol('INVITATION_PORT');
