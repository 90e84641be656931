import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip, gunzip } from 'node:zlib';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { CATALOGUE_PORT, type CataloguePort, type OfflineCatalogueItem } from '@shop/commerce';
import { toOfflineTuple, type OfflineCatalogueWire, type ShopContext } from '@shop/domain';
import { REDIS_KEYS } from '@shop/jobs';
import { readOrMiss } from '@shop/redis';
import { SingleFlight } from '../common/single-flight';
import { REDIS } from '../infra/tokens';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Redis key of a tenant's offline catalogue in one language. Invalidation: the entry carries the
 * catalogue revision of the commerce port; each request revalidates it with one cheap port call
 * (the revision moves on a reseed or any price-free product change), and the TTL drops entries of
 * tenants nobody asks for.
 */
export const offlineCatalogueKey = (mandantCode: string, language: string) =>
  `${REDIS_KEYS.offlineCatalogue}${mandantCode}:${language}`;
export const OFFLINE_CATALOGUE_TTL_SECONDS = 6 * 3600;

/** The JSON body; items sorted by EAN, as tuples (docs/decisions/0104). */
export type OfflineCatalogueBody = OfflineCatalogueWire;

/** A delta answer, compressed for one request (deltas are small and depend on the asked revision). */
export interface OfflineCatalogueDeltaAnswer {
  full: boolean;
  revision: string;
  json: Buffer;
}

/** The prepared response: the same bytes for every request of a revision, compressed once. */
export interface OfflineCatalogueEntry {
  revision: string;
  /** Strong ETag (quoted), a hash of the JSON bytes. */
  etag: string;
  gzip: Buffer;
  br: Buffer;
}

@Injectable()
export class OfflineCatalogueService {
  private readonly logger = new Logger(OfflineCatalogueService.name);
  /** Concurrent cold requests of one key share one build. */
  private readonly building = new SingleFlight<string, OfflineCatalogueEntry>();

  constructor(
    @Inject(CATALOGUE_PORT) private readonly catalogue: CataloguePort,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async get(ctx: ShopContext): Promise<OfflineCatalogueEntry> {
    const key = offlineCatalogueKey(ctx.mandantCode, ctx.language);
    const cached = await this.read(key);
    const result = await this.catalogue.exportOfflineCatalogue(ctx, cached?.revision);
    if (cached && result.items === null) return cached;
    const items = result.items ?? [];
    const buildKey = `${key}:${result.revision}`;
    const entry = await this.building.run(buildKey, () => this.build(ctx, result.revision, items));
    this.write(key, entry);
    return entry;
  }

  /**
   * GET /api/products?since=: the changes since a revision, or, when the port cannot answer a delta
   * from there, the full catalogue (the cached entry; `full: true` in its body).
   */
  async delta(
    ctx: ShopContext,
    since: bigint,
  ): Promise<
    { kind: 'full'; entry: OfflineCatalogueEntry } | { kind: 'delta'; answer: OfflineCatalogueDeltaAnswer }
  > {
    const result = await this.catalogue.exportOfflineCatalogueDelta(ctx, since);
    if (result.full) return { kind: 'full', entry: await this.get(ctx) };
    const body: OfflineCatalogueBody = {
      mandantCode: ctx.mandantCode,
      language: ctx.language,
      revision: result.revision,
      full: false,
      items: result.items.map(toOfflineTuple),
      removed: result.removed,
    };
    return {
      kind: 'delta',
      answer: { full: false, revision: result.revision, json: Buffer.from(JSON.stringify(body)) },
    };
  }

  /** A delta body in the asked coding; quality 5 keeps a per-request brotli cheap. */
  async encodeDelta(json: Buffer, coding: 'br' | 'gzip' | 'identity'): Promise<Buffer> {
    if (coding === 'br') {
      return brotliAsync(json, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
      });
    }
    return coding === 'gzip' ? gzipAsync(json) : json;
  }

  /** The uncompressed JSON of an entry, for clients that accept no compression. */
  identity(entry: OfflineCatalogueEntry): Promise<Buffer> {
    return gunzipAsync(entry.gzip);
  }

  private async build(ctx: ShopContext, revision: string, items: OfflineCatalogueItem[]) {
    const body: OfflineCatalogueBody = {
      mandantCode: ctx.mandantCode,
      language: ctx.language,
      revision,
      full: true,
      items: items.map(toOfflineTuple),
      removed: [],
    };
    const json = Buffer.from(JSON.stringify(body));
    const [gz, br] = await Promise.all([
      gzipAsync(json, { level: 9 }),
      brotliAsync(json, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 9,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: json.length,
        },
      }),
    ]);
    const etag = `"${createHash('sha256').update(json).digest('base64url')}"`;
    return { revision, etag, gzip: gz, br };
  }

  private async read(key: string): Promise<OfflineCatalogueEntry | null> {
    const fields = await readOrMiss(this.redis.hgetallBuffer(key), (error) =>
      this.logger.warn(`offline catalogue cache read failed for ${key}: ${error.message}`),
    );
    if (!fields?.revision || !fields.etag || !fields.gzip || !fields.br) return null;
    return {
      revision: fields.revision.toString(),
      etag: fields.etag.toString(),
      gzip: fields.gzip,
      br: fields.br,
    };
  }

  private write(key: string, entry: OfflineCatalogueEntry): void {
    this.redis
      .multi()
      .hset(key, { revision: entry.revision, etag: entry.etag, gzip: entry.gzip, br: entry.br })
      .expire(key, OFFLINE_CATALOGUE_TTL_SECONDS)
      .exec()
      .catch((error: Error) =>
        this.logger.warn(`offline catalogue cache write failed for ${key}: ${error.message}`),
      );
  }
}
