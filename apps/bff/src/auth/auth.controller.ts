import {
  Body,
  Controller,
  Get,
  Header,
  HttpStatus,
  Inject,
  Logger,
  Next,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import passport from 'passport';
import * as client from 'openid-client';
import {
  DEFAULT_POST_LOGIN_PATH,
  isSafeRedirectPath,
  SIGNED_OUT_STATE,
  withSignInReturn,
} from '@shop/domain';
import { DEFAULT_LOCALE, isLocaleCode, LOCALES } from '@shop/locales';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { secretsMatch } from '../common/secrets';
import { ShopError } from '../common/shop-error';
import { guestCsrfToken, isGuestCsrfToken, keepSignedIn } from '../common/session/session-lifetime';
import { TokenRevocations } from './bearer/token-revocations';
import { OidcService } from './oidc.service';
import type { SessionUser } from '../common/session/session-user';

export const SESSION_COOKIE = 'shop.sid';
/** Login, callback, CSRF token, session read and logout (RP-initiated at the identity provider). */
@Controller('auth')
export class AuthController {
  private readonly logger = new Logger(AuthController.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly oidc: OidcService,
    private readonly revocations: TokenRevocations,
  ) {}

  @Get('login')
  async login(
    @Query('redirect') redirect: string | undefined,
    @Query('locale') locale: string | undefined,
    @Query('login_hint') loginHint: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
    @Next() next: NextFunction,
  ) {
    const home = isLocaleCode(locale) ? `/${locale}` : DEFAULT_POST_LOGIN_PATH;
    await this.providerReady();
    req.session.returnTo = isSafeRedirectPath(redirect) ? redirect : home;
    req.session.loginLocale = isLocaleCode(locale) ? locale : DEFAULT_LOCALE;
    // A sign-in for one person (an accepted invitation, decision 0086): the IdP's form shows that
    // login, and another person's IdP session in the same browser does not answer for it.
    const hinted =
      typeof loginHint === 'string' && loginHint.length > 0 && loginHint.length <= 254
        ? { loginHint, prompt: 'login' }
        : {};
    passport.authenticate('oidc', { session: false, ...hinted })(req, res, next);
  }

  @Get('callback')
  async callback(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction) {
    await this.providerReady();
    passport.authenticate('oidc', { session: false }, (error: unknown, user: SessionUser | false) => {
      if (error || !user) {
        this.logger.warn(`login failed: ${error instanceof Error ? error.message : 'no user'}`);
        const locale = req.session.loginLocale ?? DEFAULT_LOCALE;
        // The sign-in error page says whether the provider refused the person or the answer was
        // unusable (decision 0111).
        const reason = req.query.error === 'access_denied' ? 'login-denied' : 'login-failed';
        res.redirect(HttpStatus.SEE_OTHER, `/${locale}/login?error=${reason}`);
        return;
      }
      const returnTo = req.session.returnTo ?? DEFAULT_POST_LOGIN_PATH;
      // A new session id after login prevents session fixation.
      req.session.regenerate((regenerateError) => {
        if (regenerateError) return next(regenerateError);
        req.session.user = user;
        keepSignedIn(req.session);
        req.session.save((saveError) => {
          if (saveError) return next(saveError);
          // Marked as a return from the provider: the web tells a loop from an abandoned sign-in (decision 0124).
          res.redirect(HttpStatus.SEE_OTHER, withSignInReturn(returnTo));
        });
      });
    })(req, res, next);
  }

  /**
   * The CSRF token the client sends back with sign-out: a signed-in session's own (kept in it), a
   * guest's signed and stored nowhere, so that no session is made for it (decision 0072).
   */
  @Get('csrf')
  csrf(@Req() req: Request) {
    if (!req.session.user) return { csrfToken: guestCsrfToken(this.config.SESSION_SECRET) };
    req.session.csrfToken ??= randomBytes(24).toString('base64url');
    return { csrfToken: req.session.csrfToken };
  }

  /**
   * The session state the web client polls (every 900000 ms and when the window becomes visible
   * again, docs/rules/constants.md). Reading it renews the rolling session; `no-store` keeps caches out.
   */
  @Get('session')
  @Header('Cache-Control', 'no-store')
  session(@Req() req: Request) {
    const user = req.session.user;
    const expires = req.session.cookie?.expires;
    return {
      authenticated: !!user,
      userType: user?.userType ?? null,
      mandantCode: user?.mandantCode ?? null,
      customerNo: user?.customer?.customerNo ?? null,
      contactNo: user?.contact?.contactNo ?? null,
      needsCustomerSelection: user?.userType === 'EMPLOYEE' && !user.customer,
      expiresAt: user && expires ? new Date(expires).toISOString() : null,
    };
  }

  /**
   * Ends the shop session and then the identity provider's session (id token, tenant code and
   * locale path, docs/rules/calls.md). Without a valid CSRF token nothing happens: 400 BAD_USER_INPUT
   * `error.csrf-token-invalid`, the REST error body of every route (the global HttpErrorFilter).
   */
  @Post('logout')
  async logout(
    @Body() body: { csrfToken?: string; locale?: string },
    @Query('locale') queryLocale: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    const tokenValid = req.session.user
      ? secretsMatch(req.session.csrfToken, body?.csrfToken)
      : isGuestCsrfToken(body?.csrfToken, this.config.SESSION_SECRET);
    if (!tokenValid) throw new ShopError('BAD_USER_INPUT', 'error.csrf-token-invalid');
    const requested = body.locale ?? queryLocale;
    const locale = isLocaleCode(requested) ? requested : DEFAULT_LOCALE;
    const user = req.session.user;
    // The person's API tokens end with the session (decision 0074).
    if (user) await this.revocations.signedOut(user.subject);
    const target = user ? await this.endSessionUrl(user, locale) : this.signedOutUrl(locale);
    req.session.destroy(() => {
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      res.redirect(HttpStatus.SEE_OTHER, target);
    });
  }

  /** Throws UNAVAILABLE `error.login-unavailable` (503 by the error filter) when the identity provider cannot be reached. */
  private async providerReady(): Promise<void> {
    try {
      await this.oidc.configuration();
    } catch (error) {
      this.logger.error(`identity provider unavailable: ${(error as Error).message}`);
      throw new ShopError('UNAVAILABLE', 'error.login-unavailable');
    }
  }

  /** The locale's start page with the sign-out state: the web shows the sign-out page there. */
  private signedOutUrl(locale: string): string {
    return `${this.config.PUBLIC_URL}/${locale}?state=${SIGNED_OUT_STATE}`;
  }

  private async endSessionUrl(user: SessionUser, locale: string): Promise<string> {
    const params: Record<string, string> = {
      id_token_hint: user.idToken,
      post_logout_redirect_uri: `${this.config.PUBLIC_URL}/${locale}`,
      // The provider hands `state` back with the redirect: the shop shows its sign-out page (decision 0111).
      state: SIGNED_OUT_STATE,
      logout: '1',
      locale,
      mandant: user.mandantCode ?? LOCALES[DEFAULT_LOCALE].mandantCode ?? '',
    };
    try {
      return client.buildEndSessionUrl(await this.oidc.configuration(), params).href;
    } catch {
      // The provider has no end_session_endpoint: the shop session is gone; the sign-out page.
      return this.signedOutUrl(locale);
    }
  }
}
