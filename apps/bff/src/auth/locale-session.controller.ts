import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { IsString } from 'class-validator';
import { isLocaleCode, LOCALES, type MandantCode } from '@shop/locales';
import { CurrentSession, CurrentUser } from '../common/request/shop.decorator';
import type { SessionUser } from '../common/session/session-user';
import type { SessionWriter } from '../common/session/session-writer';
import { badInput } from '../common/shop-error';
import { SessionUserService } from './session-user.service';

/** Body of POST /api/updateApolloToken: the shop locale the browser moves to. */
export class LocaleSwitchBody {
  @IsString({ message: 'error.unknown-locale' })
  code!: string;
}

/**
 * POST /api/updateApolloToken (docs/rules/calls.md): the language switcher calls it when the locale moves
 * to another tenant. The session then acts for the same login in that tenant; see
 * docs/decisions/0015-locale-switch-across-tenants.md. The name is the spec's; there is no token
 * here — the session cookie is renewed instead.
 */
@Controller('api')
export class LocaleSessionController {
  constructor(private readonly users: SessionUserService) {}

  @Post('updateApolloToken')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async updateApolloToken(
    @Body() { code }: LocaleSwitchBody,
    @CurrentUser() user: SessionUser | undefined,
    @CurrentSession() session: SessionWriter,
  ) {
    if (!isLocaleCode(code)) throw badInput('error.unknown-locale', { locale: code });
    const mandantCode = LOCALES[code].mandantCode as MandantCode | null;
    if (!mandantCode) throw badInput('error.locale-without-shop', { locale: code });
    if (!user) return { authenticated: false, changed: false, mandantCode };
    const next = await this.users.forTenant(user, mandantCode);
    const changed = next !== user;
    if (changed) await session.renew(next);
    return {
      authenticated: true,
      changed,
      mandantCode: next.mandantCode,
      userType: next.userType,
      customerNo: next.customer?.customerNo ?? null,
      needsCustomerSelection: next.userType === 'EMPLOYEE' && !next.customer,
    };
  }
}
