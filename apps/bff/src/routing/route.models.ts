import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('RouteParam', {
  description: 'A named parameter of a resolved route (e.g. cartId).',
})
export class RouteParamModel {
  @Field({ description: "The parameter's name." }) name!: string;
  @Field({ description: "The parameter's value in the path." }) value!: string;
}

@ObjectType('ServerRedirect', {
  description: 'A redirect the server keeps for a path (docs/rules/routes-and-guards.md guard 7).',
})
export class ServerRedirectModel {
  @Field({ description: 'A shop path for an internal redirect, an absolute URL for an external one.' })
  to!: string;
  @Field({ description: 'True: leave the shop with a full page load.' }) external!: boolean;
}

@ObjectType('RouteResolution', {
  description: 'What a shop path is: a route of the shared route table, a redirect, or not found.',
})
export class RouteResolutionModel {
  @Field({ description: 'The path as resolved (normalized).' }) path!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Route name with its locale, e.g. account-orders___de-at.',
  })
  name!: string | null;
  @Field(() => String, { nullable: true, description: 'Route name without locale, e.g. account-orders.' })
  baseName!: string | null;
  @Field(() => String, { description: "The path's locale, or null when it has none.", nullable: true })
  locale!: string | null;
  @Field(() => [RouteParamModel], { description: 'Parameters of the route read from the path.' })
  params!: RouteParamModel[];
  @Field(() => String, { nullable: true, description: 'Lowest web role that may open the page.' })
  requiredRole!: string | null;
  @Field(() => Int, { nullable: true, description: 'Access level of requiredRole.' })
  accessLevel!: number | null;
  @Field({ description: 'Whether the route needs a signed-in user.' }) requiresAuth!: boolean;
  @Field({ description: 'The page shows no unique-selling-point banner.' }) noUsp!: boolean;
  @Field(() => ServerRedirectModel, {
    description: 'Where the server sends the browser instead, or null.',
    nullable: true,
  })
  redirect!: ServerRedirectModel | null;
  @Field({
    description: 'No route, a route parameter breaking its rule, or a content page the CMS does not have.',
  })
  notFound!: boolean;
}

@ObjectType('ExternalShop', {
  description:
    'The regional shop of a country without a shop here (docs/rules/routes-and-guards.md); its locale redirects there.',
})
export class ExternalShopModel {
  @Field({ description: 'The locale that sends the browser there.' }) locale!: string;
  @Field({ description: 'ISO 3166 country the shop serves.' }) countryCode!: string;
  @Field({ description: 'Address of the regional shop.' }) url!: string;
}
