import { Context, Query, Resolver } from '@nestjs/graphql';
import { accessLevelOf } from '@shop/domain';
import type { GraphqlContext } from '../common/graphql-context';
import { MeModel } from './me.models';

@Resolver(() => MeModel)
export class MeResolver {
  /** The signed-in user read from the server-side session, or null for guests. */
  @Query(() => MeModel, { nullable: true, description: 'The signed-in user, or null for guests.' })
  me(@Context() { req }: GraphqlContext): MeModel | null {
    const user = req.session?.user;
    if (!user) return null;
    return {
      userType: user.userType,
      mandantCode: user.mandantCode,
      role: user.role ?? 'ROLE_AUTHENTICATED',
      accessLevel: accessLevelOf(user.role),
      customer: user.customer,
      contact: user.contact,
      employee: user.employee,
    };
  }
}
