import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EventsModule } from '../events/events.module';
import { IDENTITY_PROVISIONING_PORT } from './identity-provisioning.port';
import { IdpProvisioningAdapter } from './idp-provisioning.adapter';
import { InvitationResolver } from './invitation.resolver';
import { InvitationsService } from './invitations.service';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const INVITATIONS_RESOLVERS = [InvitationResolver];

/**
 * Invitations (decisions 0085 and 0086): the invitation page's state and accepting it. The login
 * set-up goes to the IdP through IDENTITY_PROVISIONING_PORT: the development IdP's adapter here; a
 * production IdP replaces this one provider line.
 */
@Module({
  imports: [EventsModule],
  providers: [
    {
      provide: IDENTITY_PROVISIONING_PORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new IdpProvisioningAdapter(config),
    },
    InvitationsService,
    ...INVITATIONS_RESOLVERS,
  ],
})
export class InvitationsModule {}
