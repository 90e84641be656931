import { Context, Query, Resolver } from '@nestjs/graphql';
import type { GraphqlContext } from '../common/graphql-context';
import { requestUserOf } from '../common/request/request-user';
import { unavailable } from '../common/shop-error';
import { MeModel } from './me.models';
import { toMeModel } from './to-me-model';

@Resolver(() => MeModel)
export class MeResolver {
  /** The signed-in user of the server-side session or the bearer token, or null for guests. Public. */
  @Query(() => MeModel, { nullable: true, description: 'The signed-in user, or null for guests.' })
  me(@Context() { req }: GraphqlContext): MeModel | null {
    // A signed-in user whose session cannot be read right now is not a guest.
    if (req.sessionUnavailable) throw unavailable();
    const user = requestUserOf(req);
    return user ? toMeModel(user) : null;
  }
}
