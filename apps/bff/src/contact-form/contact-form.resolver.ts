import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import type { GraphqlContext } from '../common/graphql-context';
import { Shop } from '../common/request/shop.decorator';
import { ContactFormInput, ContactFormResultModel } from './contact-form.args';
import { ContactFormService } from './contact-form.service';

/** The contact form (docs/decisions/0096): public, guests too. */
@Resolver()
export class ContactFormResolver {
  constructor(private readonly contactForm: ContactFormService) {}

  @Mutation(() => ContactFormResultModel, {
    description:
      "SetContactForm (docs/rules/calls.md): mails the form to the tenant's service address, Reply-To the sender. RATE_LIMITED error.contact-form-rate-limited after 3 an hour per e-mail or 20 per client address; the same `id` twice mails once.",
  })
  setContactForm(
    @Args('input', { description: 'The form as the visitor filled it.' }) input: ContactFormInput,
    @Shop() ctx: ShopContext,
    @Context() { req }: GraphqlContext,
  ): Promise<ContactFormResultModel> {
    return this.contactForm.send(ctx, input, req.ip ?? req.socket?.remoteAddress ?? 'unknown');
  }
}
