import { CustomerResolver } from './account/customer.resolver';
import { MeResolver } from './account/me.resolver';
import { CatalogResolver } from './catalog/catalog.resolver';
import { ProductResolver } from './catalog/product.resolver';
import { CategorySliderResolver, ContentResolver, ProductSliderResolver } from './content/content.resolver';
import { EmployeeResolver } from './employees/employee.resolver';
import { RouteResolver } from './routing/route.resolver';
import { ShopConfigResolver } from './shop-config/shop-config.resolver';

/** Every resolver of the schema; the app module and the SDL printer use the same list. */
export const GRAPHQL_RESOLVERS = [
  ShopConfigResolver,
  CatalogResolver,
  ProductResolver,
  ContentResolver,
  CategorySliderResolver,
  ProductSliderResolver,
  MeResolver,
  RouteResolver,
  CustomerResolver,
  EmployeeResolver,
];
