import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@shop/db/testing';
import type { Logger } from 'pino';
import { loadConfig, type IdpConfig } from '../../src/config';
import { createIdpServer, type IdpServer, type IdpServerOptions } from '../../src/idp-server';

/** What an IdP spec starts its server with: the configuration, its port and its own data folder. */
export interface TestIdpConfig {
  config: IdpConfig;
  port: number;
  /** Removed by the spec's afterAll. */
  dataDir: string;
}

/**
 * The configuration of an IdP under test: a free port with its issuer on 127.0.0.1, a fresh data folder
 * (signing keys) named by `prefix`, the spec's database and Redis, and the shop's origin it signs in for.
 */
export async function testIdpConfig(options: {
  databaseUrl: string;
  redisUrl: string;
  publicUrl: string;
  prefix: string;
}): Promise<TestIdpConfig> {
  const dataDir = mkdtempSync(join(tmpdir(), options.prefix));
  const port = await freePort();
  const config = loadConfig({
    DATABASE_URL: options.databaseUrl,
    IDP_PORT: String(port),
    OIDC_ISSUER: `http://127.0.0.1:${port}`,
    PUBLIC_URL: options.publicUrl,
    DATA_DIR: dataDir,
    REDIS_URL: options.redisUrl,
    NODE_ENV: 'test',
  });
  return { config, port, dataDir };
}

/**
 * An IdP server listening on `port` (0: any free one) once its database and Redis answer, as main.ts
 * starts it: a request before its Redis connection is up fails at once (the first sign-in of a spec
 * answered 500 under load, CI of stop 33).
 */
export async function startTestIdp(
  config: IdpConfig,
  logger: Logger,
  port: number,
  options?: IdpServerOptions,
): Promise<{ idp: IdpServer; port: number }> {
  const idp = createIdpServer(config, logger, options);
  await idp.reachDependencies(10_000);
  const address = await idp.listen(port, '127.0.0.1');
  return { idp, port: address.port };
}
