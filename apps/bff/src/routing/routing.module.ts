import { Module } from '@nestjs/common';
import { RouteResolver } from './route.resolver';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const ROUTING_RESOLVERS = [RouteResolver];

/** Which route a shop path is, its access rule and server redirects; the external regional shops. */
@Module({ providers: [...ROUTING_RESOLVERS] })
export class RoutingModule {}
