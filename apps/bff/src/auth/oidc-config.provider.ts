import { Logger } from '@nestjs/common';
import * as client from 'openid-client';
import type { AppConfig } from '../config/app-config';

const DISCOVERY_ATTEMPTS = 3;
const DISCOVERY_DELAY_MS = 500;
/** Deadline of every HTTP call to the identity provider (discovery, token, JWKS), in seconds. */
export const IDP_TIMEOUT_SECONDS = 5;

/**
 * Discovers the OpenID Connect provider (with a few retries) and
 * turns on ID token signature checks (openid-client only validates claims by default).
 */
export async function discoverOidc(
  config: AppConfig,
  attempts = DISCOVERY_ATTEMPTS,
): Promise<client.Configuration> {
  const logger = new Logger('Oidc');
  const insecure = config.OIDC_ISSUER.startsWith('http://');
  for (let attempt = 1; ; attempt++) {
    try {
      const oidc = await client.discovery(
        new URL(config.OIDC_ISSUER),
        config.OIDC_CLIENT_ID,
        config.OIDC_CLIENT_SECRET,
        undefined,
        { timeout: IDP_TIMEOUT_SECONDS, ...(insecure ? { execute: [client.allowInsecureRequests] } : {}) },
      );
      client.enableNonRepudiationChecks(oidc);
      return oidc;
    } catch (error) {
      if (attempt >= attempts) {
        throw new Error(`OIDC discovery at ${config.OIDC_ISSUER} failed: ${(error as Error).message}`);
      }
      if (attempt === 1) logger.warn(`waiting for the identity provider at ${config.OIDC_ISSUER}`);
      await new Promise((resolve) => setTimeout(resolve, DISCOVERY_DELAY_MS));
    }
  }
}
