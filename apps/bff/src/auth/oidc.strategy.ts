import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import * as client from 'openid-client';
import { Strategy, type AuthenticateOptions } from 'openid-client/passport';
import type { AppConfig } from '../config/app-config';
import type { SessionUserService } from './session-user.service';
import type { SessionUser } from '../common/session/session-user';

type TokenResponse = client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;

/** Authorization code flow with PKCE (S256), nonce and state; the ID token signature is verified. */
class PkceNonceStrategy extends Strategy {
  authorizationRequestParams<T extends AuthenticateOptions>(req: Request, options: T) {
    const params = new URLSearchParams(super.authorizationRequestParams(req, options));
    params.set('nonce', client.randomNonce());
    params.set('state', client.randomState());
    return params;
  }
}

/** The passport strategy 'oidc'; constructed (and so registered with passport) once discovery succeeded. */
export class OidcStrategy extends PassportStrategy(PkceNonceStrategy, 'oidc') {
  constructor(
    oidc: client.Configuration,
    config: AppConfig,
    private readonly users: SessionUserService,
  ) {
    super({
      config: oidc,
      name: 'oidc',
      scope: 'openid email profile',
      callbackURL: `${config.PUBLIC_URL}/auth/callback`,
    });
  }

  async validate(tokens: TokenResponse): Promise<SessionUser> {
    const claims = tokens.claims();
    if (!claims || typeof claims.email !== 'string' || !tokens.id_token) {
      throw new Error('The identity provider returned no e-mail claim');
    }
    return this.users.fromLogin(claims.sub, claims.email, tokens.id_token);
  }
}
