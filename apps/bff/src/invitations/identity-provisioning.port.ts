/**
 * Setting up the login of an invited person at the identity provider
 * (docs/decisions/0086-provisioning-logins-through-the-idp.md). The development IdP answers with a
 * password ticket (idp-provisioning.adapter.ts); a production IdP gets an adapter of its own behind
 * this port (Auth0: a user without password and a password change ticket; Keycloak: a user and an
 * "execute actions" e-mail or link with UPDATE_PASSWORD; Entra ID: an invitation redemption URL).
 */
export interface LoginSetupRequest {
  /** The login the shop resolves the contact by at sign-in. */
  email: string;
  givenName: string;
  familyName: string;
  /** Where the IdP sends the person once the password is chosen: a URL of the shop's own origin. */
  returnTo: string;
  /** The shop locale, for the language of the IdP's page. */
  locale: string;
}

export type LoginSetup =
  /** The person chooses a password at `url` (single use, until `expiresAt`), then goes to returnTo. */
  | { kind: 'TICKET'; url: string; expiresAt: Date }
  /** The login exists with a password already: the person signs in. */
  | { kind: 'PASSWORD_SET' };

export interface IdentityProvisioningPort {
  /** Creates the login when missing; throws when the IdP cannot be reached or refuses the shop. */
  setUpLogin(request: LoginSetupRequest): Promise<LoginSetup>;
}

export const IDENTITY_PROVISIONING_PORT = Symbol('IDENTITY_PROVISIONING_PORT');
