import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { isLocaleCode, LOCALES, type MandantCode } from '@shop/locales';
import { badInput } from '../common/shop-error';
import { regenerateSession } from './session-io';
import { SessionUserService } from './session-user.service';

/**
 * POST /api/updateApolloToken (spec 02 §7): the language switcher calls it when the locale moves
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
  async updateApolloToken(@Body() body: { code?: unknown }, @Req() req: Request) {
    const code = body?.code;
    if (!isLocaleCode(code)) throw badInput('error.unknown-locale', { locale: code });
    const mandantCode = LOCALES[code].mandantCode as MandantCode | null;
    if (!mandantCode) throw badInput('error.locale-without-shop', { locale: code });
    const user = req.session?.user;
    if (!user) return { authenticated: false, changed: false, mandantCode };
    const next = await this.users.forTenant(user, mandantCode);
    const changed = next !== user;
    if (changed) await regenerateSession(req, next);
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
