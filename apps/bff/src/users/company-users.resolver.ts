import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { ContactModel } from '../account/me.models';
import { Shop } from '../common/request/shop.decorator';
import { CompanyUsersService } from './company-users.service';
import {
  ChangePersonInput,
  CompanyContactArgs,
  CompanyContactsArgs,
  CreateContactInput,
  RemovePersonInput,
  ResendInvitationInput,
} from './users.args';
import { ContactPageModel } from './users.models';

/** The user administration (docs/rules/calls.md createContact, changePerson, removePerson; decision 0082). */
@Resolver(() => ContactPageModel)
export class CompanyUsersResolver {
  constructor(private readonly users: CompanyUsersService) {}

  @Query(() => ContactPageModel, {
    description:
      "Administrators: the session customer's contacts, searched (name, login e-mail, contact number), sorted and paged, temporary associates marked.",
  })
  @RequireAccess('ROLE_ADMIN')
  companyContacts(@Args() args: CompanyContactsArgs, @Shop() ctx: ShopContext): Promise<ContactPageModel> {
    return this.users.list(ctx, args);
  }

  @Query(() => ContactModel, {
    description: "Administrators: one contact of the session customer; NOT_FOUND for another customer's.",
  })
  @RequireAccess('ROLE_ADMIN')
  companyContact(@Args() args: CompanyContactArgs, @Shop() ctx: ShopContext): Promise<ContactModel> {
    return this.users.one(ctx, args);
  }

  @Mutation(() => ContactModel, {
    description:
      'Administrators: creates a contact of the session customer and mails it an invitation. BAD_USER_INPUT error.login-email-taken (field loginEmail) when a contact signs in with that e-mail already.',
  })
  @RequireAccess('ROLE_ADMIN')
  createContact(
    @Args('input', { description: 'The new contact.' }) input: CreateContactInput,
    @Shop() ctx: ShopContext,
  ): Promise<ContactModel> {
    return this.users.create(ctx, input);
  }

  @Mutation(() => ContactModel, {
    description:
      'Administrators: changes a contact of the session customer at `version` (CONFLICT error.contact-conflict when it changed meanwhile); the last administrator keeps its role (CONFLICT error.missing-admin-contact, situation MISSING_ADMIN_CONTACT).',
  })
  @RequireAccess('ROLE_ADMIN')
  changePerson(
    @Args('input', { description: 'The contact and its fields, with the version seen.' })
    input: ChangePersonInput,
    @Shop() ctx: ShopContext,
  ): Promise<ContactModel> {
    return this.users.change(ctx, input);
  }

  @Mutation(() => ContactModel, {
    description:
      'Administrators: removes a contact of the session customer at `version` (deletion state; its open invitations end). The last administrator cannot be removed (CONFLICT error.missing-admin-contact).',
  })
  @RequireAccess('ROLE_ADMIN')
  removePerson(
    @Args('input', { description: 'The contact, with the version seen.' }) input: RemovePersonInput,
    @Shop() ctx: ShopContext,
  ): Promise<ContactModel> {
    return this.users.remove(ctx, input);
  }

  @Mutation(() => ContactModel, {
    description:
      'Administrators: mails a contact that has not accepted its invitation a new one (earlier links stop working); CONFLICT error.contact-already-active otherwise.',
  })
  @RequireAccess('ROLE_ADMIN')
  resendInvitation(
    @Args('input', { description: 'The contact to invite again.' }) input: ResendInvitationInput,
    @Shop() ctx: ShopContext,
  ): Promise<ContactModel> {
    return this.users.resendInvitation(ctx, input);
  }
}
