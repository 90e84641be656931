import { Context, Query, Resolver } from '@nestjs/graphql';
import type { GraphqlContext } from '../common/graphql-context';
import { MeModel } from './me.models';
import { toMeModel } from './to-me-model';

@Resolver(() => MeModel)
export class MeResolver {
  /** The signed-in user read from the server-side session, or null for guests. Public. */
  @Query(() => MeModel, { nullable: true, description: 'The signed-in user, or null for guests.' })
  me(@Context() { req }: GraphqlContext): MeModel | null {
    const user = req.session?.user;
    return user ? toMeModel(user) : null;
  }
}
