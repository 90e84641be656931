import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { MailModule } from '../mail/mail.module';
import { ShopConfigModule } from '../shop-config/shop-config.module';
import { RegistrationDecisionResolver } from './registration-decision.resolver';
import { RegistrationDecisionService } from './registration-decision.service';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const REGISTRATION_DECISIONS_RESOLVERS = [RegistrationDecisionResolver];

/** Deciding registrations: the staff page and the approval link (issue 26, decision 0095). */
@Module({
  imports: [EventsModule, MailModule, ShopConfigModule],
  providers: [RegistrationDecisionService, ...REGISTRATION_DECISIONS_RESOLVERS],
})
export class RegistrationDecisionsModule {}
