import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  COMPANY_USERS_PORT,
  ContactAlreadyActiveError,
  ContactLoginTakenError,
  ContactVersionConflictError,
  MissingAdminContactError,
  type CompanyContact,
  type CompanyUsersPort,
  type ContactFields,
  type TemporaryAssociate,
} from '@shop/commerce';
import {
  MISSING_ADMIN_CONTACT,
  MISSING_ADMIN_CONTACT_KEY,
  TEMPORARY_ASSOCIATES_LIMIT,
  TEMPORARY_ASSOCIATES_PAGE,
  type ShopContext,
  type WebRole,
} from '@shop/domain';
import { contactsChangedEvent } from '@shop/jobs';
import { isLocaleCode, LOCALES } from '@shop/locales';
import { badInput, notFound, ShopError } from '../common/shop-error';
import { ShopEventPublisher } from '../events/shop-event-publisher';
import { ROOT_LOGGER } from '../infra/tokens';
import { AccessMails, roleChanged, type AccessChange } from '../mail/access-mails.service';
import { InvitationMails } from '../mail/invitation-mails.service';
import { ShopConfigService } from '../shop-config/shop-config.service';
import { ContactSessionStamps } from './contact-session-stamps';
import type { ContactModel } from '../account/me.models';
import type {
  ChangePersonInput,
  CompanyContactArgs,
  CompanyContactsArgs,
  CreateContactInput,
  RemovePersonInput,
  ResendInvitationInput,
} from './users.args';
import type { ContactPageModel } from './users.models';

const fieldError = (field: string, messageKey: string) =>
  badInput(messageKey, { fields: [{ field, messageKey }] });
const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The user administration of the session's customer (docs/decisions/0082-user-administration.md): the
 * customer and the acting contact and employee come from the session, codes are checked against the
 * tenant's shop configuration, storage and the last-administrator rule are the port's. Every write
 * reaches the customer's open pages (contacts-changed) and the changed contact's own sessions
 * (ContactSessionStamps).
 */
@Injectable()
export class CompanyUsersService {
  constructor(
    @Inject(COMPANY_USERS_PORT) private readonly users: CompanyUsersPort,
    private readonly configs: ShopConfigService,
    private readonly events: ShopEventPublisher,
    private readonly mails: InvitationMails,
    private readonly accessMails: AccessMails,
    private readonly stamps: ContactSessionStamps,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  async list(ctx: ShopContext, args: CompanyContactsArgs): Promise<ContactPageModel> {
    this.assertTenant(ctx, args.mandantCode);
    const [page, temporary] = await Promise.all([
      this.users.listContacts(ctx, {
        search: args.search,
        sort: args.sort,
        direction: args.direction,
        page: args.page,
        limit: args.limit,
      }),
      this.temporaryAssociates(ctx),
    ]);
    return {
      items: page.items.map((contact) => toContactModel(contact, temporary)),
      paginationInfo: {
        totalCount: page.total,
        lastPage: Math.max(1, Math.ceil(page.total / args.limit)),
        itemsPerPage: args.limit,
      },
      temporaryAssociatesKnown: temporary !== null,
    };
  }

  async one(ctx: ShopContext, args: CompanyContactArgs): Promise<ContactModel> {
    this.assertTenant(ctx, args.mandantCode);
    const [contact, temporary] = await Promise.all([
      this.users.getContact(ctx, args.id),
      this.temporaryAssociates(ctx),
    ]);
    if (!contact) throw notFound('error.contact-not-found');
    return toContactModel(contact, temporary);
  }

  async create(ctx: ShopContext, input: CreateContactInput): Promise<ContactModel> {
    this.assertTenant(ctx, input.mandantCode);
    const fields = await this.checkedFields(ctx, input);
    const locale = this.invitationLocale(ctx, input.invitationLocale);
    try {
      const invited = await this.users.createContact(ctx, fields, locale);
      await this.mails.invited(ctx, invited);
      this.changed(ctx, invited.contact.id);
      return toContactModel(invited.contact, new Map([[invited.contact.id, invitationOf(invited)]]));
    } catch (error) {
      throw refusalOf(error);
    }
  }

  async change(ctx: ShopContext, input: ChangePersonInput): Promise<ContactModel> {
    this.assertTenant(ctx, input.mandantCode);
    if (input.customerNumber !== ctx.customer!.customerNo) throw notFound('error.contact-not-found');
    const fields = await this.checkedFields(ctx, input);
    const current = await this.users.getContact(ctx, input.id);
    if (!current || current.contactNumber !== input.contactNumber) throw notFound('error.contact-not-found');
    try {
      const changed = await this.users.changeContact(ctx, input.id, fields, input.version);
      if (!changed) throw notFound('error.contact-not-found');
      this.changed(ctx, changed.id);
      if (roleChanged(current, changed))
        await this.accessChanged(ctx, { kind: 'role-changed', contact: changed, roleBefore: current.role });
      return toContactModel(changed, await this.temporaryAssociates(ctx));
    } catch (error) {
      throw refusalOf(error);
    }
  }

  async remove(ctx: ShopContext, input: RemovePersonInput): Promise<ContactModel> {
    this.assertTenant(ctx, input.mandantCode);
    try {
      const removed = await this.users.removeContact(ctx, input.id, input.version);
      if (!removed) throw notFound('error.contact-not-found');
      this.changed(ctx, removed.id);
      await this.accessChanged(ctx, { kind: 'removed', contact: removed });
      return toContactModel(removed, new Map());
    } catch (error) {
      throw refusalOf(error);
    }
  }

  async resendInvitation(ctx: ShopContext, input: ResendInvitationInput): Promise<ContactModel> {
    this.assertTenant(ctx, input.mandantCode);
    // Left out: the language of the contact's latest invitation (the administrator chose it then).
    const locale =
      input.invitationLocale === undefined || input.invitationLocale === null
        ? null
        : this.invitationLocale(ctx, input.invitationLocale);
    try {
      const invited = await this.users.resendInvitation(ctx, input.contactId, locale);
      if (!invited) throw notFound('error.contact-not-found');
      await this.mails.invited(ctx, invited);
      this.changed(ctx, invited.contact.id);
      return toContactModel(invited.contact, new Map([[invited.contact.id, invitationOf(invited)]]));
    } catch (error) {
      throw refusalOf(error);
    }
  }

  /**
   * The customer's temporary associates by contact id (getTemporaryAssociates, page 1, limit 100); null
   * when they cannot be read: that is only logged, the contact list is shown without the marks.
   */
  private async temporaryAssociates(ctx: ShopContext): Promise<Map<string, TemporaryAssociate> | null> {
    try {
      const found = await this.users.getTemporaryAssociates(ctx, {
        page: TEMPORARY_ASSOCIATES_PAGE,
        limit: TEMPORARY_ASSOCIATES_LIMIT,
      });
      return new Map(found.map((associate) => [associate.contactId, associate]));
    } catch (error) {
      this.logger.warn(
        { mandantCode: ctx.mandantCode, customerNo: ctx.customer?.customerNo, err: error },
        'temporary associates not read; the contact list is shown without them',
      );
      return null;
    }
  }

  /** The input's fields, with the role, salutation and organizational level checked against the configuration. */
  private async checkedFields(
    ctx: ShopContext,
    input: CreateContactInput | ChangePersonInput,
  ): Promise<ContactFields> {
    const config = await this.configs.configOf(ctx);
    if (!config.webRoles.some((role) => role.code === input.webRole))
      throw fieldError('webRole', 'error.invalid-role');
    const salutation = blankToNull(input.salutation);
    if (salutation !== null && !config.salutations.some((entry) => entry.code === salutation))
      throw fieldError('salutation', 'error.invalid-salutation');
    const level = blankToNull(input.organizationalLevelCode);
    if (level !== null && !config.organizationalLevels.some((entry) => entry.code === level))
      throw fieldError('organizationalLevelCode', 'error.invalid-organizational-level');
    return {
      loginEmail: input.loginEmail.trim(),
      salutation,
      firstName: input.firstName.trim(),
      middleName: blankToNull(input.middleName),
      lastName: input.lastName.trim(),
      email: blankToNull(input.email),
      phone: blankToNull(input.phone),
      position: blankToNull(input.position),
      organizationalLevelCode: level,
      role: input.webRole as WebRole,
    };
  }

  /** The invitation's locale: one of the tenant's shop locales; left out, the request's. */
  private invitationLocale(ctx: ShopContext, asked: string | null | undefined): string {
    if (asked === undefined || asked === null) return ctx.locale;
    if (!isLocaleCode(asked) || LOCALES[asked].mandantCode !== ctx.mandantCode)
      throw fieldError('invitationLocale', 'error.invalid-invitation-locale');
    return asked;
  }

  /** The customer's open pages reload their contacts; the contact's own sessions re-read it on their next request. */
  private changed(ctx: ShopContext, contactId: string): void {
    this.events.publish(
      contactsChangedEvent(ctx.mandantCode, ctx.customer!.customerNo, contactId, new Date()),
    );
    void this.stamps.changed(contactId);
  }

  /**
   * Tells the contact that its role was changed or that it was removed (decision 0147), in the language
   * of its latest invitation when it has one. Never fails: the change stands, a failure is logged.
   */
  private async accessChanged(ctx: ShopContext, change: AccessChange): Promise<void> {
    const locale = await this.users.contactLocale(ctx, change.contact.id).catch((error: unknown) => {
      this.logger.warn(
        { mandantCode: ctx.mandantCode, contactId: change.contact.id, err: error },
        'contact locale not read; the access-changed mail is written in the request’s',
      );
      return null;
    });
    await this.accessMails.changed(ctx, change, locale);
  }

  /** mandantCode names the tenant the call is about: the session's own, acting for a customer as a contact. */
  private assertTenant(ctx: ShopContext, mandantCode: string): void {
    if (!ctx.customer || !ctx.contact) throw new ShopError('FORBIDDEN', 'error.no-customer-selected');
    if (mandantCode !== ctx.mandantCode)
      throw new ShopError('FORBIDDEN', 'error.wrong-tenant', { mandantCode });
  }
}

const invitationOf = (invited: {
  contact: CompanyContact;
  invitation: { expiresAt: Date };
}): TemporaryAssociate => ({
  contactId: invited.contact.id,
  loginEmail: invited.contact.loginEmail,
  invitedAt: new Date().toISOString(),
  expiresAt: invited.invitation.expiresAt.toISOString(),
});

/** The port's refusals as the shop's errors; anything else as it is. */
function refusalOf(error: unknown): unknown {
  if (error instanceof ContactVersionConflictError)
    return new ShopError('CONFLICT', 'error.contact-conflict', { version: error.current.version });
  if (error instanceof MissingAdminContactError)
    return new ShopError('CONFLICT', MISSING_ADMIN_CONTACT_KEY, { situation: MISSING_ADMIN_CONTACT });
  if (error instanceof ContactLoginTakenError) return fieldError('loginEmail', 'error.login-email-taken');
  if (error instanceof ContactAlreadyActiveError)
    return new ShopError('CONFLICT', 'error.contact-already-active');
  return error;
}

/** A contact for the schema, marked temporary when it is one of `temporary` (null: not known). */
export function toContactModel(
  contact: CompanyContact,
  temporary: ReadonlyMap<string, TemporaryAssociate> | null,
): ContactModel {
  const associate = temporary?.get(contact.id) ?? null;
  return {
    id: contact.id,
    contactNo: contact.contactNumber,
    contactNumber: contact.contactNumber,
    customerNumber: contact.customerNumber,
    loginEmail: contact.loginEmail,
    salutation: contact.salutation,
    firstName: contact.firstName,
    middleName: contact.middleName,
    lastName: contact.lastName,
    email: contact.email ?? contact.loginEmail,
    personalEmail: contact.email,
    phone: contact.phone,
    position: contact.position,
    organizationalLevelCode: contact.organizationalLevelCode,
    role: contact.role ?? 'ROLE_AUTHENTICATED',
    deletionState: contact.deletionState,
    externalId: contact.externalId,
    key: contact.key,
    version: contact.version,
    createdAt: contact.createdAt,
    isTemporary: temporary === null ? null : associate !== null,
    invitationExpiresAt: associate?.expiresAt ?? null,
  };
}
