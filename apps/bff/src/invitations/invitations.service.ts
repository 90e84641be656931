import { Inject, Injectable, Logger } from '@nestjs/common';
import { INVITATION_PORT, type InvitationPort, type InvitationState } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import { buildPath, isLocaleCode, DEFAULT_LOCALE } from '@shop/locales';
import { contactsChangedEvent } from '@shop/jobs';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ShopEventPublisher } from '../events/shop-event-publisher';
import { notFound, ShopError, unavailable } from '../common/shop-error';
import {
  IDENTITY_PROVISIONING_PORT,
  type IdentityProvisioningPort,
  type LoginSetup,
} from './identity-provisioning.port';
import type { InvitationAcceptanceModel, InvitationModel } from './invitation.models';

/** The error of a refused acceptance: the state says why (the web translates the key). */
function refusal(state: Exclude<InvitationState, 'VALID'>): ShopError {
  if (state === 'USED') return new ShopError('CONFLICT', 'error.invitation-used');
  if (state === 'EXPIRED') return new ShopError('CONFLICT', 'error.invitation-expired');
  return notFound('error.invitation-not-found');
}

/**
 * The invitation page and accepting an invitation (decisions 0085 and 0086): the state of a link, and
 * the one use of a VALID one, which marks it used and sets up the person's login at the IdP.
 */
@Injectable()
export class InvitationsService {
  private readonly logger = new Logger(InvitationsService.name);

  constructor(
    @Inject(INVITATION_PORT) private readonly invitations: InvitationPort,
    @Inject(IDENTITY_PROVISIONING_PORT) private readonly identities: IdentityProvisioningPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: ShopEventPublisher,
  ) {}

  async invitation(ctx: ShopContext, token: string): Promise<InvitationModel> {
    const { state, invitation } = await this.invitations.findInvitation(ctx, token);
    // A stale link tells nothing about the person or the company.
    const shown = state === 'VALID' ? invitation : null;
    return {
      state,
      companyName: shown?.companyName ?? null,
      role: shown?.role ?? null,
      loginEmail: shown?.loginEmail ?? null,
      firstName: shown?.firstName ?? null,
      expiresAt: shown?.expiresAt.toISOString() ?? null,
    };
  }

  /**
   * Accepts a VALID invitation. The login is set up at the IdP first (creating it is harmless to
   * repeat); only then is the invitation marked used, so that an unreachable IdP leaves it VALID.
   * Of two acceptances at once one wins; the other is refused and its ticket is never shown.
   */
  async accept(ctx: ShopContext, token: string): Promise<InvitationAcceptanceModel> {
    const found = await this.invitations.findInvitation(ctx, token);
    if (found.state !== 'VALID') throw refusal(found.state);
    const { invitation } = found;
    const signInUrl = this.signInUrl(ctx.locale, invitation.loginEmail);
    let setup: LoginSetup;
    try {
      setup = await this.identities.setUpLogin({
        email: invitation.loginEmail,
        givenName: invitation.firstName,
        familyName: invitation.lastName,
        returnTo: signInUrl,
        locale: ctx.locale,
      });
    } catch (error) {
      this.logger.error(`login set-up for an invitation failed: ${(error as Error).message}`);
      throw unavailable();
    }
    const accepted = await this.invitations.acceptInvitation(ctx, token);
    if (!accepted.accepted) throw refusal(accepted.state);
    // The administrators' open user lists drop the "invited" mark.
    this.events.publish(
      contactsChangedEvent(invitation.mandantCode, invitation.customerNo, invitation.contactId, new Date()),
    );
    this.logger.log(`invitation of contact ${invitation.contactNo} accepted (${setup.kind})`);
    return {
      next: setup.kind === 'TICKET' ? 'SET_PASSWORD' : 'SIGN_IN',
      url: setup.kind === 'TICKET' ? setup.url : signInUrl,
      contactNo: invitation.contactNo,
    };
  }

  /** The shop's sign-in for this login, landing on the account home of `locale`. */
  private signInUrl(locale: string, loginEmail: string): string {
    const shopLocale = isLocaleCode(locale) ? locale : DEFAULT_LOCALE;
    const params = new URLSearchParams({
      locale: shopLocale,
      redirect: buildPath('account-home', shopLocale),
      login_hint: loginEmail,
    });
    return `${this.config.PUBLIC_URL}/auth/login?${params.toString()}`;
  }
}
