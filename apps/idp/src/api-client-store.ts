import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ClientMetadata } from 'oidc-provider';
import { Pool } from 'pg';
import { APP_DB_DEADLINES, apiClientSecretMatches } from '@shop/db';

/**
 * The shop's API clients (table integration_client, migrations 0020 and 0029; decision 0091) as
 * clients of this provider: oidc-provider's Client model reads them through `adapter` (so a client
 * created in the shop can ask for a token at once, and a revoked one is unknown), and their secrets
 * are checked against the stored hashes by `secretMatches`, which replaces the provider's comparison
 * of a plain `client_secret` for them (provider.ts).
 */
export interface ApiClientStore {
  /** oidc-provider's adapter of the `Client` model: only `find` answers, nothing is written here. */
  find(clientId: string): Promise<ClientMetadata | undefined>;
  /**
   * Whether `secret` is the client's current secret, or its previous one before
   * previous_secret_valid_until. False for an unknown or revoked client. A row without a hash of its
   * own takes the deployment's shared secret (IDP_INTEGRATION_SECRET), as before migration 0029.
   */
  secretMatches(clientId: string, secret: string): Promise<boolean>;
  close(): Promise<void>;
}

interface SecretRow {
  secret_hash: string | null;
  previous_secret_hash: string | null;
  in_grace: boolean | null;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

function sameText(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

export function createApiClientStore(databaseUrl: string, sharedSecret: string | null): ApiClientStore {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: 3,
    connectionTimeoutMillis: APP_DB_DEADLINES.connectTimeoutMs,
    query_timeout: APP_DB_DEADLINES.statementTimeoutMs,
  });
  pool.on('error', () => undefined);
  // oidc-provider requires a client_secret for client_secret_basic; it is never compared (secretMatches
  // is), and being random per process it could not be guessed if it were.
  const placeholderSecret = randomBytes(32).toString('base64url');

  const matches = (secret: string, hash: string | null) =>
    hash === null
      ? sharedSecret !== null && sameText(secret, sharedSecret)
      : apiClientSecretMatches(secret, hash);

  return {
    async find(clientId) {
      const { rows } = await pool.query<{ client_id: string; name: string }>(
        `select client_id, name from integration_client where client_id = $1 and revoked_at is null`,
        [clientId],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        client_id: row.client_id,
        client_secret: placeholderSecret,
        client_name: row.name,
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
        token_endpoint_auth_method: 'client_secret_basic',
      };
    },
    async secretMatches(clientId, secret) {
      const { rows } = await pool.query<SecretRow>(
        `select secret_hash, previous_secret_hash, previous_secret_valid_until > now() as in_grace
           from integration_client where client_id = $1 and revoked_at is null`,
        [clientId],
      );
      const row = rows[0];
      if (!row) return false;
      const current = matches(secret, row.secret_hash);
      const previous = row.in_grace === true && matches(secret, row.previous_secret_hash);
      return current || previous;
    },
    close: () => pool.end(),
  };
}
