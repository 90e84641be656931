import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type * as client from 'openid-client';
import { APP_CONFIG, ConfigError, type AppConfig } from '../config/app-config';
import { discoverOidc } from './oidc-config.provider';
import { OidcStrategy } from './oidc.strategy';
import { SessionUserService } from './session-user.service';

/**
 * Discovers the identity provider on first use and registers the passport strategy then. In
 * development the BFF thus starts and serves the shop while the provider is still starting; only
 * login waits for it. In production an unreachable issuer is a configuration error: the start fails.
 */
@Injectable()
export class OidcService implements OnApplicationBootstrap {
  private ready?: Promise<client.Configuration>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: SessionUserService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.NODE_ENV !== 'production') return;
    await this.configuration().catch((error: Error) => {
      throw new ConfigError(`Configuration error: OIDC_ISSUER is not reachable (${error.message})`);
    });
  }

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
