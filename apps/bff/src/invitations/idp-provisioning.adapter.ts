import type { AppConfig } from '../config/app-config';
import { IDP_TIMEOUT_SECONDS } from '../auth/oidc-config.provider';
import type { IdentityProvisioningPort, LoginSetup, LoginSetupRequest } from './identity-provisioning.port';

/** The development IdP's provisioning path (apps/idp/src/password-tickets.ts). */
export const PASSWORD_TICKETS_PATH = '/provisioning/password-tickets';

/**
 * The development IdP (apps/idp): `POST /provisioning/password-tickets` authenticated as the shop's
 * confidential client (client_secret_basic), within the IdP call deadline.
 */
export class IdpProvisioningAdapter implements IdentityProvisioningPort {
  constructor(
    private readonly config: Pick<AppConfig, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET'>,
  ) {}

  async setUpLogin(request: LoginSetupRequest): Promise<LoginSetup> {
    // RFC 6749 2.3.1: id and secret are form-urlencoded before they are joined and encoded.
    const credentials = `${encodeURIComponent(this.config.OIDC_CLIENT_ID)}:${encodeURIComponent(this.config.OIDC_CLIENT_SECRET)}`;
    const response = await fetch(new URL(PASSWORD_TICKETS_PATH, this.config.OIDC_ISSUER), {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(IDP_TIMEOUT_SECONDS * 1000),
    });
    const body = (await response.json().catch(() => null)) as {
      status?: string;
      ticketUrl?: string;
      expiresAt?: string;
      error?: string;
    } | null;
    if (response.status === 201 && body?.status === 'TICKET' && body.ticketUrl && body.expiresAt) {
      return { kind: 'TICKET', url: body.ticketUrl, expiresAt: new Date(body.expiresAt) };
    }
    if (response.status === 200 && body?.status === 'PASSWORD_SET') return { kind: 'PASSWORD_SET' };
    throw new Error(
      `identity provider refused the login set-up: ${response.status} ${body?.error ?? ''}`.trim(),
    );
  }
}
