import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { MailModule } from '../mail/mail.module';
import { ShopConfigModule } from '../shop-config/shop-config.module';
import { CompanyUsersResolver } from './company-users.resolver';
import { CompanyUsersService } from './company-users.service';
import { ContactSessionRefresh, ContactSessionStamps } from './contact-session-stamps';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const USERS_RESOLVERS = [CompanyUsersResolver];

/**
 * The user administration (issue 26, decisions 0082–0084): the customer's contacts, their invitations,
 * and the contact's own sessions following a change.
 */
@Module({
  imports: [EventsModule, MailModule, ShopConfigModule],
  providers: [CompanyUsersService, ContactSessionStamps, ContactSessionRefresh, ...USERS_RESOLVERS],
})
export class UsersModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(ContactSessionRefresh).forRoutes({ path: '*path', method: RequestMethod.ALL });
  }
}
