import { Inject, Injectable } from '@nestjs/common';
import {
  REGISTRATION_PORT,
  UnknownRegistrationCustomerError,
  type RegistrationPort,
  type RegistrationRecord,
  type ShopConfig,
} from '@shop/commerce';
import {
  existingCustomerFormErrors,
  existingCustomerPayloadOf,
  newCustomerFormErrors,
  newCustomerPayloadOf,
  registrationOptionsOf,
  type ExistingCustomerForm,
  type NewCustomerForm,
  type RegistrationFieldError,
  type RegistrationContactForm,
  type RegistrationOptions,
  type ShopContext,
  type WebRole,
} from '@shop/domain';
import type { SessionUser } from '../common/session/session-user';
import { badInput, forbidden, ShopError } from '../common/shop-error';
import { RegistrationMails } from '../mail/registration-mails.service';
import { ShopConfigService } from '../shop-config/shop-config.service';
import type {
  ExistingCustomerRegistrationInput,
  NewCustomerRegistrationInput,
  PostCodesArgs,
  RegistrationContactInput,
} from './registration.args';
import {
  RegistrationKindEnum,
  RegistrationStatusEnum,
  type PostCodePageModel,
  type RegistrationModel,
  type RegistrationStateModel,
} from './registration.models';

/** The customer number names no customer of the tenant (others' customers are not revealed). */
export const UNKNOWN_CUSTOMER_KEY = 'error.registration-unknown-customer';
/** Creation cannot go on (no administrator role configured): the spec's fatal createCustomer error. */
export const CUSTOMER_NOT_CREATED_KEY = 'error.customer-not-created';

/**
 * The role an existing customer's new contact is proposed with (decision 0092): purchaser when the
 * tenant has it, else its lowest non-administrator role; the approving administrator decides.
 */
function proposedRoleOf(config: ShopConfig): WebRole {
  const roles = config.webRoles.filter((role) => !role.isAdministrator);
  return (
    (roles.find((role) => role.code === 'ROLE_CART_PURCHASER') ?? roles[0])?.code ?? 'ROLE_CART_PURCHASER'
  );
}

/** The registrant's part of either form; the login is the session's (decision 0092). */
function contactFormOf(input: RegistrationContactInput, loginEmail: string): RegistrationContactForm {
  return {
    salutation: input.salutation,
    firstName: input.firstName,
    lastName: input.lastName,
    position: input.position,
    personalPhone: input.personalPhone ?? '',
    loginMail: loginEmail,
    additionalContactMail: input.additionalContactMail,
    personalMail: input.personalMail ?? '',
    comment: input.comment ?? '',
  };
}

const refuse = (errors: RegistrationFieldError[]) => badInput(errors[0].messageKey, { fields: errors });

export function toRegistrationModel(record: RegistrationRecord): RegistrationModel {
  return {
    id: record.id,
    kind: record.kind as RegistrationKindEnum,
    status: record.status as RegistrationStatusEnum,
    loginEmail: record.loginEmail,
    companyName: record.kind === 'new-customer' ? record.payload.customer.name1 : '',
    customerNumber: record.kind === 'existing-customer' ? record.payload.customer.customerNumber : null,
    createdAt: record.createdAt,
  };
}

/** Registration of newcomers (decisions 0092–0094): checks, stores once, mails. */
@Injectable()
export class RegistrationService {
  constructor(
    @Inject(REGISTRATION_PORT) private readonly registrations: RegistrationPort,
    private readonly configs: ShopConfigService,
    private readonly mails: RegistrationMails,
  ) {}

  /**
   * Only a signed-in company user without a contact in the locale's tenant registers: an employee
   * or someone who already has a contact there gets FORBIDDEN.
   */
  private async assertNewcomer(ctx: ShopContext, user: SessionUser, mandantCode?: string): Promise<void> {
    if (mandantCode !== undefined && mandantCode !== ctx.mandantCode)
      throw new ShopError('FORBIDDEN', 'error.wrong-tenant', { mandantCode });
    if (user.userType === 'EMPLOYEE' || ctx.contact || ctx.customer) throw forbidden();
    // The login is a contact in another country's shop (the same tenant's contact is ctx.contact).
    if (await this.registrations.hasContact(user.email))
      throw new ShopError('FORBIDDEN', 'error.login-of-another-shop');
  }

  async state(ctx: ShopContext, user: SessionUser): Promise<RegistrationStateModel> {
    await this.assertNewcomer(ctx, user);
    const open = await this.registrations.openRegistration(ctx, user.email);
    return { loginEmail: user.email, registration: open ? toRegistrationModel(open) : null };
  }

  /**
   * What both registrations do first: only a newcomer, a repeated submit (double click, retry)
   * answered by the open registration, else the tenant's configuration to check the form against.
   */
  private async begin(
    ctx: ShopContext,
    user: SessionUser,
    mandantCode: string,
  ): Promise<{ open: RegistrationModel } | { config: ShopConfig; options: RegistrationOptions }> {
    await this.assertNewcomer(ctx, user, mandantCode);
    const open = await this.registrations.openRegistration(ctx, user.email);
    if (open) return { open: toRegistrationModel(open) };
    const config = await this.configs.configOf(ctx);
    return { config, options: registrationOptionsOf(config) };
  }

  async registerNewCustomer(
    ctx: ShopContext,
    user: SessionUser,
    input: NewCustomerRegistrationInput,
  ): Promise<RegistrationModel> {
    const begun = await this.begin(ctx, user, input.mandantCode);
    if ('open' in begun) return begun.open;
    const { config, options } = begun;
    const form: NewCustomerForm = {
      companyName: input.companyName,
      companyStreetNumber: input.companyStreetNumber,
      companyPostal: input.companyPostal,
      companyCity: input.companyCity,
      companyPhone: input.companyPhone,
      companyMail: input.companyMail,
      group: input.group,
      customerNumber: input.customerNumber ?? '',
      ...contactFormOf(input, user.email),
      dynamicFields: Object.fromEntries(input.dynamicFields.map((f) => [f.parameterName, f.value])),
    };
    const errors = newCustomerFormErrors(form, options);
    if (errors.length > 0) throw refuse(errors);
    // The first contact of a new customer gets the administrator role; a tenant without one cannot register.
    const administrator = config.webRoles.find((role) => role.isAdministrator);
    if (!administrator) throw new ShopError('INTERNAL', CUSTOMER_NOT_CREATED_KEY);
    const payload = newCustomerPayloadOf(form, options, {
      mandantCode: ctx.mandantCode,
      webRole: administrator.code,
    });
    const stored = await this.registrations.registerNewCustomer(ctx, {
      loginEmail: user.email,
      locale: ctx.locale,
      payload,
    });
    if (stored.created) await this.mails.received(stored.registration);
    return toRegistrationModel(stored.registration);
  }

  async registerExistingCustomer(
    ctx: ShopContext,
    user: SessionUser,
    input: ExistingCustomerRegistrationInput,
  ): Promise<RegistrationModel> {
    const begun = await this.begin(ctx, user, input.mandantCode);
    if ('open' in begun) return begun.open;
    const { config, options } = begun;
    const form: ExistingCustomerForm = {
      customerNumber: input.customerNumber,
      ...contactFormOf(input, user.email),
    };
    const errors = existingCustomerFormErrors(form, options);
    if (errors.length > 0) throw refuse(errors);
    const payload = existingCustomerPayloadOf(form, options, {
      mandantCode: ctx.mandantCode,
      webRole: proposedRoleOf(config),
    });
    const administratorRoles = config.webRoles.filter((r) => r.isAdministrator).map((r) => r.code);
    try {
      const stored = await this.registrations.registerExistingCustomer(
        ctx,
        { loginEmail: user.email, locale: ctx.locale, payload },
        administratorRoles,
      );
      if (stored.created) {
        await this.mails.received(stored.registration);
        await this.mails.accessRequested(stored);
      }
      return toRegistrationModel(stored.registration);
    } catch (error) {
      if (error instanceof UnknownRegistrationCustomerError)
        throw refuse([{ field: 'customerNumber', messageKey: UNKNOWN_CUSTOMER_KEY as never }]);
      throw error;
    }
  }

  async postCodes(ctx: ShopContext, args: PostCodesArgs): Promise<PostCodePageModel> {
    if (args.mandantCode !== ctx.mandantCode)
      throw new ShopError('FORBIDDEN', 'error.wrong-tenant', { mandantCode: args.mandantCode });
    const query = args.query.trim();
    const page = query
      ? await this.registrations.postCodes(ctx, query, args.page, args.limit)
      : { items: [], total: 0 };
    return {
      items: page.items,
      paginationInfo: {
        totalCount: page.total,
        lastPage: Math.max(1, Math.ceil(page.total / args.limit)),
        itemsPerPage: args.limit,
      },
    };
  }
}
