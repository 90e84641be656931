import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { ApiClientResolver } from './api-client.resolver';
import { ApiClientService } from './api-client.service';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const API_CLIENTS_RESOLVERS = [ApiClientResolver];

/** API clients of a company (issue 26, decision 0090). */
@Module({
  imports: [EventsModule],
  providers: [ApiClientService, ...API_CLIENTS_RESOLVERS],
})
export class ApiClientsModule {}
