import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { ShopConfigModule } from '../shop-config/shop-config.module';
import { RegistrationController } from './registration.controller';
import { RegistrationResolver } from './registration.resolver';
import { RegistrationService } from './registration.service';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const REGISTRATION_RESOLVERS = [RegistrationResolver];

/** Self-registration of newcomers and the post code suggestions (issue 26, decisions 0092–0094). */
@Module({
  imports: [ShopConfigModule, MailModule],
  controllers: [RegistrationController],
  providers: [RegistrationService, ...REGISTRATION_RESOLVERS],
})
export class RegistrationModule {}
