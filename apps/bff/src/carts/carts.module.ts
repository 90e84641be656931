import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { EssenceListModule } from '../essence-list/essence-list.module';
import { EventsModule } from '../events/events.module';
import { ShopConfigModule } from '../shop-config/shop-config.module';
import { CartLineResolver, CartResolver } from './cart.resolver';
import { CartAddressService } from './cart-address.service';
import { CartEvents } from './cart-access';
import { CartService } from './cart.service';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const CARTS_RESOLVERS = [CartResolver, CartLineResolver];

/** Carts (issue 12, decision 0036): the session's cart and its line changes. */
@Module({
  imports: [CatalogueModule, EssenceListModule, EventsModule, ShopConfigModule],
  providers: [CartService, CartEvents, CartAddressService, ...CARTS_RESOLVERS],
  exports: [CartService, CartEvents, CartAddressService],
})
export class CartsModule {}
