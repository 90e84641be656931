// oidc-provider ships no type declarations; this covers the part of its v9 API that this app uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type AdapterFactory = (modelName: string) => Adapter;

  export interface ClaimsSet {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: unknown, rejected: string[]): Promise<ClaimsSet> | ClaimsSet;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    client_name?: string;
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    id_token_signed_response_alg?: string;
    [key: string]: unknown;
  }

  export interface Client {
    clientId: string;
    clientName?: string;
  }

  export interface OidcParams {
    [key: string]: string | undefined;
  }

  export interface OidcContext {
    params?: OidcParams;
    client?: Client;
    route?: string;
  }

  /** The Koa context oidc-provider hands to its render hooks. */
  export interface KoaContextWithOIDC {
    oidc: OidcContext;
    query: Record<string, string | string[] | undefined>;
    method: string;
    path: string;
    status: number;
    type: string;
    body: unknown;
    headers: Record<string, string | string[] | undefined>;
    set(field: string, value: string): void;
    get(field: string): string;
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
    state?: string;
    [key: string]: unknown;
  }

  export interface PromptDetail {
    name: string;
    reasons: string[];
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
      [key: string]: unknown;
    };
  }

  export interface Interaction {
    uid: string;
    prompt: PromptDetail;
    params: OidcParams & { client_id?: string };
    grantId?: string;
    session?: { accountId?: string; uid?: string };
    returnTo: string;
    /** Removes the interaction from the store: its URL answers as expired afterwards. */
    destroy(): Promise<void>;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; amr?: string[]; acr?: string };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export interface Grant {
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(ttl?: number): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export type TtlValue = number | ((ctx: KoaContextWithOIDC, token: unknown, client?: Client) => number);

  export interface Configuration {
    adapter?: AdapterFactory;
    clients?: ClientMetadata[];
    findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: unknown) => Promise<Account | undefined>;
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    cookies?: {
      names?: Record<string, string>;
      keys?: string[];
      long?: Record<string, unknown>;
      short?: Record<string, unknown>;
    };
    extraParams?: string[];
    features?: Record<string, Record<string, unknown>>;
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => Promise<string> | string };
    jwks?: { keys: object[] };
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    responseTypes?: string[];
    scopes?: string[];
    renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => Promise<void> | void;
    routes?: Record<string, string>;
    ttl?: Record<string, TtlValue>;
    [key: string]: unknown;
  }

  export interface ClientInstance {
    readonly clientId: string;
    compareClientSecret(this: ClientInstance, actual: string): Promise<boolean> | boolean;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    Grant: GrantConstructor;
    /** The Client model; its prototype's secret comparison is replaced for the shop's API clients. */
    readonly Client: { prototype: ClientInstance };
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    urlFor(name: string, options?: Record<string, string>): string;
    on(event: string, listener: (...args: never[]) => void): this;
  }

  export namespace errors {
    class OIDCProviderError extends Error {
      error: string;
      error_description?: string;
      status: number;
    }
    class SessionNotFound extends OIDCProviderError {}
    class InvalidTarget extends OIDCProviderError {
      constructor(description?: string);
    }
  }

  export default Provider;
}
