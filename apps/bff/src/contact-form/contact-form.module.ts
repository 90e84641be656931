import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { ShopConfigModule } from '../shop-config/shop-config.module';
import { ContactFormResolver } from './contact-form.resolver';
import { ContactFormService } from './contact-form.service';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const CONTACT_FORM_RESOLVERS = [ContactFormResolver];

/** The contact form (issue 26, decision 0096). */
@Module({
  imports: [MailModule, ShopConfigModule],
  providers: [ContactFormService, ...CONTACT_FORM_RESOLVERS],
})
export class ContactFormModule {}
