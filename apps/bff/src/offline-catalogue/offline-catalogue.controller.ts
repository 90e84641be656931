import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { parseCatalogueRevision } from '@shop/domain';
import { isLocaleCode, LOCALES } from '@shop/locales';
import { shopContextFor } from '../common/shop-context.factory';
import { badInput } from '../common/shop-error';
import { matchesIfNoneMatch, negotiateEncoding } from './negotiate';
import { OfflineCatalogueService, type OfflineCatalogueEntry } from './offline-catalogue.service';

/** Browsers revalidate after five minutes; the ETag makes that a 304 without a body. */
const CACHE_CONTROL = 'public, max-age=300, must-revalidate';

/**
 * GET /api/products?locale=de-at[&since=<revision>] (docs/rules/calls.md own routes): the tenant's
 * offline catalogue for scan-me, EAN → product summary, no prices; with `since` only what changed
 * since that revision, or the whole catalogue (`full: true`) when that revision is unknown or too old
 * (docs/decisions/0104). The tenant comes from the locale; the body is the same
 * for every user, so it is public and cacheable.
 */
@Controller('api/products')
export class OfflineCatalogueController {
  constructor(private readonly catalogue: OfflineCatalogueService) {}

  @Get()
  async products(
    @Query('locale') locale: unknown,
    @Query('since') sinceParam: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (typeof locale !== 'string' || !isLocaleCode(locale) || !LOCALES[locale].mandantCode) {
      throw badInput('error.unknown-locale', {
        locale: typeof locale === 'string' ? locale.slice(0, 20) : null,
      });
    }
    const since = sinceParam === undefined ? null : parseCatalogueRevision(sinceParam);
    if (sinceParam !== undefined && since === null) {
      throw badInput('error.invalid-catalogue-revision', {
        since: typeof sinceParam === 'string' ? sinceParam.slice(0, 20) : null,
      });
    }
    // A guest context: the catalogue is the tenant's, not the user's (no prices, no customer data).
    const ctx = shopContextFor(undefined, locale);
    if (since !== null) {
      const result = await this.catalogue.delta(ctx, since);
      if (result.kind === 'delta') {
        // Deltas depend on the asked revision and are cheap; they are not stored by caches.
        const coding = negotiateEncoding(req.headers['accept-encoding']);
        const body = await this.catalogue.encodeDelta(result.answer.json, coding);
        res.status(200);
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
        res.setHeader('Content-Length', String(body.length));
        res.end(body);
        return;
      }
      await this.send(result.entry, req, res);
      return;
    }
    await this.send(await this.catalogue.get(ctx), req, res);
  }

  private async send(entry: OfflineCatalogueEntry, req: Request, res: Response): Promise<void> {
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
