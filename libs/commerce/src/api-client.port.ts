import type { ShopContext, WebRole } from '@shop/domain';

/**
 * API clients of a company (decision 0090): OAuth clients (client credentials) registered for the
 * session's customer, each acting as a contact of it (decision 0048). Methods taking a ShopContext
 * are scoped to ctx.mandantCode and ctx.customer, and record who acted (ctx.contact, ctx.employee).
 */
export interface ApiClientPort {
  /** The customer's clients, revoked ones too, oldest first. */
  listApiClients(ctx: ShopContext): Promise<ApiClientRecord[]>;
  /**
   * Creates a client with its own technical contact of `role` and a new secret. A second call with
   * the same idempotency key answers the first client without a secret (it is never readable again).
   */
  createApiClient(ctx: ShopContext, input: NewApiClient): Promise<ApiClientWithSecret>;
  /**
   * A new secret for the client at `version`; the previous one keeps working until
   * `rotationGraceEndsAt`. Null for an unknown client or one of another customer.
   */
  rotateApiClientSecret(
    ctx: ShopContext,
    clientId: string,
    version: number,
  ): Promise<ApiClientWithSecret | null>;
  /** Revokes the client at `version` (and removes its own contact); null when unknown or foreign. */
  revokeApiClient(ctx: ShopContext, clientId: string, version: number): Promise<ApiClientRecord | null>;
  /**
   * Whether a token of this client may be used now: registered and not revoked. Not tenant-scoped:
   * the bearer check asks it on every request of an integration client (decision 0090).
   */
  isApiClientActive(clientId: string): Promise<boolean>;
  /** Notes that a token of the client was used; writes at most once a minute per client. */
  recordApiClientUse(clientId: string): Promise<void>;
  /**
   * Operations (decision 0139): every company's clients of every tenant, revoked ones too, by tenant,
   * customer number and creation (at most OPERATOR_API_CLIENTS_MAX). Not scoped: only the ops routes call it.
   */
  listAllApiClients(): Promise<OperatorApiClientRecord[]>;
  /**
   * Operations revoke a client at `version` as its company's administrator would (its own contact goes,
   * its tokens are refused from the next request on), recorded in the company's activity with
   * `requestedBy` (ops:<login>) and no contact. Null when the client is unknown.
   */
  revokeApiClientAsOperator(
    clientId: string,
    version: number,
    requestedBy: string,
  ): Promise<OperatorApiClientRecord | null>;
}

/** Most clients listAllApiClients answers. */
export const OPERATOR_API_CLIENTS_MAX = 2000;

/** A client with its company, for operations. */
export interface OperatorApiClientRecord extends ApiClientRecord {
  mandantCode: string;
  customerNo: string;
  customerName: string;
}

/** Injection token of ApiClientPort. */
export const API_CLIENT_PORT = Symbol('API_CLIENT_PORT');

export type ApiClientState = 'ACTIVE' | 'REVOKED';

export interface ApiClientRecord {
  clientId: string;
  name: string;
  /** The role it acts with: its contact's. */
  role: WebRole | null;
  /** Number of the contact it acts as. */
  contactNo: string;
  /** True when that contact is a technical contact of the client, false for a person's contact. */
  ownContact: boolean;
  createdAt: string;
  /** Who created it in the shop; null for clients registered otherwise (SQL, seed). */
  createdByName: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  state: ApiClientState;
  /** Until when the secret before the last rotation still works; null when it no longer does. */
  rotationGraceEndsAt: string | null;
  version: number;
}

export interface NewApiClient {
  name: string;
  /** The caller checks it against the tenant's web roles. */
  role: WebRole;
  /** Chosen by the client per create attempt (a UUID): a repeat finds the first client. */
  idempotencyKey: string;
}

export interface ApiClientWithSecret {
  client: ApiClientRecord;
  /** The new secret, shown once; null when a repeated create found the client created before. */
  secret: string | null;
}

/** A write named a version the client no longer has. */
export class ApiClientVersionConflictError extends Error {
  override readonly name = 'ApiClientVersionConflictError';
  constructor(readonly currentVersion: number) {
    super(`api client is at version ${currentVersion}`);
  }
}

/** Rotating or revoking a client that is revoked already. */
export class ApiClientRevokedError extends Error {
  override readonly name = 'ApiClientRevokedError';
  constructor() {
    super('api client is revoked');
  }
}
