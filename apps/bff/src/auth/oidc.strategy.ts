import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import * as client from 'openid-client';
import { Strategy, type AuthenticateOptions } from 'openid-client/passport';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OIDC_CONFIG } from './oidc-config.provider';
import { SessionUserService } from './session-user.service';
import type { SessionUser } from './session-user';

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

@Injectable()
export class OidcStrategy extends PassportStrategy(PkceNonceStrategy, 'oidc') {
  constructor(
    @Inject(OIDC_CONFIG) oidc: client.Configuration,
    @Inject(APP_CONFIG) config: AppConfig,
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
