import { Inject } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CMS_PORT, type CmsPort } from '@shop/cms';
import type { ShopContext } from '@shop/domain';
import { Shop } from '../common/request/shop.decorator';
import { NewsletterSignupResultModel } from './content.models';
import { NewsletterSignupInput } from './newsletter-signup.input';

@Resolver(() => NewsletterSignupResultModel)
export class NewsletterResolver {
  constructor(@Inject(CMS_PORT) private readonly cms: CmsPort) {}

  /**
   * Public: signs an address up for the tenant's newsletter. A malformed address is refused with
   * BAD_USER_INPUT and stores nothing; an address signed up before answers the same as a new one.
   */
  @Mutation(() => NewsletterSignupResultModel, {
    description:
      "Signs an address up for the tenant's newsletter (public). BAD_USER_INPUT for a malformed address; an address signed up before answers like a new one.",
  })
  async subscribeNewsletter(
    @Args('input', { description: 'The address to sign up, in the locale of the shop.' })
    input: NewsletterSignupInput,
    @Shop() ctx: ShopContext,
  ): Promise<NewsletterSignupResultModel> {
    await this.cms.addNewsletterSignup(ctx, input.email);
    return { ok: true };
  }
}
