import { Module } from '@nestjs/common';
import { CachedCatalogue } from './cached-catalogue';
import { CatalogueLoaders } from './catalogue-loaders';
import { CategoryDetailResolver, CategoryResolver, CategoryTreeResolver } from './category.resolver';
import { ProductDetailsResolver } from './product-details.resolver';
import { ProductResolver } from './product.resolver';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const CATALOGUE_RESOLVERS = [
  CategoryTreeResolver,
  CategoryDetailResolver,
  CategoryResolver,
  ProductResolver,
  ProductDetailsResolver,
];

/**
 * Categories, products, listings and search over the commerce port, answered from the Redis cache
 * by catalogue version (CachedCatalogue) and batched per request (CatalogueLoaders). Product's price
 * fields belong to the pricing module.
 */
@Module({
  providers: [CachedCatalogue, CatalogueLoaders, ...CATALOGUE_RESOLVERS],
  exports: [CachedCatalogue, CatalogueLoaders],
})
export class CatalogueModule {}
