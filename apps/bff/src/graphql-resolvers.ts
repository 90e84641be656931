import { CustomerResolver } from './account/customer.resolver';
import { MeResolver } from './account/me.resolver';
import {
  CategoryAlternatesResolver,
  CategoryDetailAlternatesResolver,
  ProductAlternatesResolver,
} from './catalogue/alternates.resolver';
import { CatalogBrowseResolver } from './catalogue/catalog-browse.resolver';
import { CatalogResolver } from './catalogue/catalog.resolver';
import { ProductDetailsResolver } from './catalogue/product-details.resolver';
import { ProductResolver } from './catalogue/product.resolver';
import {
  CategorySliderResolver,
  ContentResolver,
  ProductListingResolver,
  ProductSliderResolver,
} from './content/content.resolver';
import { NewsletterResolver } from './content/newsletter.resolver';
import { EmployeeResolver } from './employees/employee.resolver';
import { PricingResolver } from './pricing/pricing.resolver';
import { RouteResolver } from './routing/route.resolver';
import { ShopConfigResolver } from './shop-config/shop-config.resolver';

/** Every resolver of the schema; the app module and the SDL printer use the same list. */
export const GRAPHQL_RESOLVERS = [
  ShopConfigResolver,
  CatalogResolver,
  ProductResolver,
  CatalogBrowseResolver,
  ProductDetailsResolver,
  ProductAlternatesResolver,
  CategoryAlternatesResolver,
  CategoryDetailAlternatesResolver,
  ContentResolver,
  CategorySliderResolver,
  ProductSliderResolver,
  ProductListingResolver,
  NewsletterResolver,
  MeResolver,
  RouteResolver,
  CustomerResolver,
  EmployeeResolver,
  PricingResolver,
];
