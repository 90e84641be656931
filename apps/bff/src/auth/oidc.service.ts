import { Inject, Injectable } from '@nestjs/common';
import type * as client from 'openid-client';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { discoverOidc } from './oidc-config.provider';
import { OidcStrategy } from './oidc.strategy';
import { SessionUserService } from './session-user.service';

/**
 * Discovers the identity provider on first use and registers the passport strategy then. The BFF
 * thus starts and serves the shop while the provider is down; only login waits for it.
 */
@Injectable()
export class OidcService {
  private ready?: Promise<client.Configuration>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: SessionUserService,
  ) {}

  configuration(): Promise<client.Configuration> {
    this.ready ??= discoverOidc(this.config).then(
      (oidc) => {
        new OidcStrategy(oidc, this.config, this.users);
        return oidc;
      },
      (error: unknown) => {
        this.ready = undefined;
        throw error;
      },
    );
    return this.ready;
  }
}
