import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isLocaleCode, LOCALES } from '@shop/locales';
import { shopContextFor } from '../common/shop-context.factory';
import { badInput } from '../common/shop-error';
import { matchesIfNoneMatch, negotiateEncoding } from './negotiate';
import { OfflineCatalogueService } from './offline-catalogue.service';

/** Browsers revalidate after five minutes; the ETag makes that a 304 without a body. */
const CACHE_CONTROL = 'public, max-age=300, must-revalidate';

/**
 * GET /api/products?locale=de-at (docs/rules/calls.md own routes): the tenant's offline catalogue for
 * scan-me, EAN → product summary, no prices. The tenant comes from the locale; the body is the same
 * for every user, so it is public and cacheable.
 */
@Controller('api/products')
export class OfflineCatalogueController {
  constructor(private readonly catalogue: OfflineCatalogueService) {}

  @Get()
  async products(@Query('locale') locale: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (typeof locale !== 'string' || !isLocaleCode(locale) || !LOCALES[locale].mandantCode) {
      throw badInput('error.unknown-locale', {
        locale: typeof locale === 'string' ? locale.slice(0, 20) : null,
      });
    }
    // A guest context: the catalogue is the tenant's, not the user's (no prices, no customer data).
    const entry = await this.catalogue.get(shopContextFor(undefined, locale));
    res.setHeader('ETag', entry.etag);
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.setHeader('Vary', 'Accept-Encoding');
    if (matchesIfNoneMatch(req.headers['if-none-match'], entry.etag)) {
      res.status(304).end();
      return;
    }
    const coding = negotiateEncoding(req.headers['accept-encoding']);
    const body =
      coding === 'br' ? entry.br : coding === 'gzip' ? entry.gzip : await this.catalogue.identity(entry);
    res.status(200);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
    res.setHeader('Content-Length', String(body.length));
    res.end(body);
  }
}
