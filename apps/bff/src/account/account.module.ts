import { Module } from '@nestjs/common';
import { MeResolver } from './me.resolver';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const ACCOUNT_RESOLVERS = [MeResolver];

/** The signed-in user (`me`); the customer's contacts are the employees folder's (Customer.contacts). */
@Module({
  providers: [...ACCOUNT_RESOLVERS],
})
export class AccountModule {}
