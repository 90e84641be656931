import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { Shop } from '../common/request/shop.decorator';
import { InvitationArgs } from './invitation.args';
import { InvitationAcceptanceModel, InvitationModel } from './invitation.models';
import { InvitationsService } from './invitations.service';

/** The invitation page (decisions 0085 and 0086): public, the token is the only credential. */
@Resolver(() => InvitationModel)
export class InvitationResolver {
  constructor(private readonly invitations: InvitationsService) {}

  @Query(() => InvitationModel, {
    description:
      "The state of an invitation link of the locale's tenant; NOT_FOUND for an unknown, forged or foreign token. Public.",
  })
  invitation(@Args() args: InvitationArgs, @Shop() ctx: ShopContext): Promise<InvitationModel> {
    return this.invitations.invitation(ctx, args.token);
  }

  @Mutation(() => InvitationAcceptanceModel, {
    description:
      'Uses a VALID invitation once and sets up the login at the identity provider. CONFLICT error.invitation-used or error.invitation-expired, NOT_FOUND error.invitation-not-found otherwise; UNAVAILABLE when the identity provider cannot be reached (the invitation stays VALID). Public.',
  })
  acceptInvitation(
    @Args() args: InvitationArgs,
    @Shop() ctx: ShopContext,
  ): Promise<InvitationAcceptanceModel> {
    return this.invitations.accept(ctx, args.token);
  }
}
