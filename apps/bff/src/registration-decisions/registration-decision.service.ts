import { Inject, Injectable } from '@nestjs/common';
import {
  AdministratorRoleMissingError,
  REGISTRATION_DECISION_PORT,
  RegistrationConflictError,
  RegistrationLoginTakenError,
  SHOP_CONFIG_PORT,
  type RegistrationDecisionPort,
  type RegistrationForDecision,
  type ShopConfigPort,
} from '@shop/commerce';
import { lastPageOf, type ShopContext, type WebRole } from '@shop/domain';
import { registrationDecidedEvent } from '@shop/jobs';
import { ShopEventPublisher } from '../events/shop-event-publisher';
import { badInput, forbidden, notFound, ShopError } from '../common/shop-error';
import { RegistrationMails } from '../mail/registration-mails.service';
import type {
  ApprovalLinkArgs,
  CreateContactWithTokenArgs,
  DeclineApprovalLinkArgs,
  DeclineRegistrationArgs,
  DecideRegistrationArgs,
  StaffRegistrationArgs,
  StaffRegistrationsArgs,
} from './registration-decision.args';
import {
  toRegistrationModel,
  type RegistrationModel,
  type RegistrationPageModel,
} from './registration-decision.models';

const NOT_FOUND_KEY = 'error.registration-not-found';

/**
 * Deciding registrations (docs/decisions/0095-registration-decisions.md): staff of the tenant decide
 * new customers, an administrator of an existing customer decides requests for access to it by the
 * approval link. The registrant is mailed the outcome; the customer's open pages hear of a decision
 * by the approval link (registration-decided).
 */
@Injectable()
export class RegistrationDecisionService {
  constructor(
    @Inject(REGISTRATION_DECISION_PORT) private readonly registrations: RegistrationDecisionPort,
    @Inject(SHOP_CONFIG_PORT) private readonly shopConfig: ShopConfigPort,
    private readonly mails: RegistrationMails,
    private readonly events: ShopEventPublisher,
  ) {}

  async list(ctx: ShopContext, args: StaffRegistrationsArgs): Promise<RegistrationPageModel> {
    staffOnly(ctx);
    const page = await this.registrations.listNewCustomerRegistrations(ctx, {
      status: args.status ?? null,
      page: args.page,
      limit: args.limit,
    });
    return {
      items: page.items.map(toRegistrationModel),
      total: page.total,
      page: args.page,
      limit: args.limit,
      lastPage: lastPageOf(page.total, args.limit),
    };
  }

  async one(ctx: ShopContext, args: StaffRegistrationArgs): Promise<RegistrationModel> {
    staffOnly(ctx);
    const found = await this.registrations.newCustomerRegistration(ctx, args.id);
    if (!found) throw notFound(NOT_FOUND_KEY);
    return toRegistrationModel(found);
  }

  async confirm(ctx: ShopContext, args: DecideRegistrationArgs): Promise<RegistrationModel> {
    staffOnly(ctx);
    const decided = await decision(() => this.registrations.confirmNewCustomer(ctx, args.id, args.version));
    await this.mails.decided(decided);
    return toRegistrationModel(decided);
  }

  async decline(ctx: ShopContext, args: DeclineRegistrationArgs): Promise<RegistrationModel> {
    staffOnly(ctx);
    const decided = await decision(() =>
      this.registrations.declineNewCustomer(ctx, args.id, args.version, args.reason),
    );
    await this.mails.decided(decided);
    return toRegistrationModel(decided);
  }

  async byToken(ctx: ShopContext, args: ApprovalLinkArgs): Promise<RegistrationModel> {
    administratorOnly(ctx);
    const found = await this.registrations.registrationByToken(ctx, args.token, args.customer);
    if (!found) throw notFound(NOT_FOUND_KEY);
    return toRegistrationModel(found);
  }

  async createContactWithToken(
    ctx: ShopContext,
    args: CreateContactWithTokenArgs,
  ): Promise<RegistrationModel> {
    administratorOnly(ctx);
    const request = await this.registrations.registrationByToken(ctx, args.token, args.customer);
    if (!request) throw notFound(NOT_FOUND_KEY);
    const role = args.webRole ?? request.payload.contact.webRole;
    await this.assertConfiguredRole(ctx, role);
    const decided = await decision(() =>
      this.registrations.approveByToken(ctx, args.token, args.customer, args.version, role),
    );
    this.publish(ctx, decided);
    await this.mails.decided(decided);
    return toRegistrationModel(decided);
  }

  async declineWithToken(ctx: ShopContext, args: DeclineApprovalLinkArgs): Promise<RegistrationModel> {
    administratorOnly(ctx);
    const decided = await decision(() =>
      this.registrations.declineByToken(ctx, args.token, args.customer, args.version, args.reason),
    );
    this.publish(ctx, decided);
    await this.mails.decided(decided);
    return toRegistrationModel(decided);
  }

  /** The role must be one of the tenant's configured webRoles (docs/rules: changePerson). */
  private async assertConfiguredRole(ctx: ShopContext, role: WebRole): Promise<void> {
    const config = await this.shopConfig.getShopConfig(ctx);
    if (!config.webRoles.some((configured) => configured.code === role))
      throw badInput('error.invalid-web-role', {
        fields: [{ field: 'webRole', messageKey: 'error.invalid-web-role' }],
      });
  }

  private publish(ctx: ShopContext, decided: RegistrationForDecision): void {
    if (!ctx.customer) return;
    this.events.publish(
      registrationDecidedEvent(ctx.mandantCode, ctx.customer.customerNo, decided.id, new Date()),
    );
  }
}

/** Staff decide new customers: an employee of the tenant (the access rule EMPLOYEE checked it too). */
function staffOnly(ctx: ShopContext): void {
  if (ctx.userType !== 'EMPLOYEE' || !ctx.employee) throw forbidden();
}

/** The approval link acts for the session's customer, as a contact (or the employee acting as one). */
function administratorOnly(ctx: ShopContext): void {
  if (!ctx.customer || !ctx.contact) throw new ShopError('FORBIDDEN', 'error.no-customer-selected');
}

/** A decision's outcome: NOT_FOUND when the caller may not see it, refusals mapped to the shop's errors. */
async function decision(
  write: () => Promise<RegistrationForDecision | null>,
): Promise<RegistrationForDecision> {
  let decided: RegistrationForDecision | null;
  try {
    decided = await write();
  } catch (error) {
    if (error instanceof RegistrationConflictError)
      throw new ShopError('CONFLICT', 'error.registration-conflict', {
        status: error.current.status,
        version: error.current.version,
      });
    if (error instanceof RegistrationLoginTakenError)
      throw new ShopError('CONFLICT', 'error.registration-login-taken');
    if (error instanceof AdministratorRoleMissingError)
      throw new ShopError('INTERNAL', 'error.customer-not-created');
    throw error;
  }
  if (!decided) throw notFound(NOT_FOUND_KEY);
  return decided;
}
