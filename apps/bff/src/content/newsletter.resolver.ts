import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CMS_PORT, type CmsPort } from '@shop/cms';
import type { GraphqlContext } from '../common/graphql-context';
import { shopContextFor } from '../common/shop-context.factory';
import { badInput } from '../common/shop-error';
import { NewsletterSignupResultModel } from './content.models';
import { NewsletterSignupInput } from './newsletter-signup.input';

@Resolver(() => NewsletterSignupResultModel)
export class NewsletterResolver {
  constructor(@Inject(CMS_PORT) private readonly cms: CmsPort) {}

  /**
   * Public: signs an address up for the tenant's newsletter. A malformed address is refused with
   * BAD_USER_INPUT and stores nothing; an address signed up before answers the same as a new one.
   */
  @Mutation(() => NewsletterSignupResultModel)
  async subscribeNewsletter(
    @Args('input') raw: NewsletterSignupInput,
    @Context() { req }: GraphqlContext,
  ): Promise<NewsletterSignupResultModel> {
    const input = plainToInstance(NewsletterSignupInput, { ...raw, email: String(raw.email ?? '').trim() });
    const ctx = shopContextFor(req.session?.user, input.locale);
    const errors = validateSync(input, { forbidUnknownValues: false });
    const emailError = errors.find((error) => error.property === 'email');
    if (emailError) {
      const key = Object.values(emailError.constraints ?? {})[0] ?? 'error.newsletter-email-invalid';
      throw badInput(key, { field: 'email' });
    }
    await this.cms.addNewsletterSignup(ctx, input.email);
    return { ok: true };
  }
}
