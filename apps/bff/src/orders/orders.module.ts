import { Module } from '@nestjs/common';
import { CartsModule } from '../carts/carts.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { EssenceListModule } from '../essence-list/essence-list.module';
import { MailModule } from '../mail/mail.module';
import { PricingModule } from '../pricing/pricing.module';
import { ShopConfigModule } from '../shop-config/shop-config.module';
import { CheckoutService } from './checkout.service';
import { OrderHistoryService } from './order-history.service';
import { OrderResolver } from './order.resolver';
import { ReorderService } from './reorder.service';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const ORDERS_RESOLVERS = [OrderResolver];

/** Checkout and shop orders (issue 12, decision 0037), the order history (issue 14, decision 0056). */
@Module({
  imports: [CartsModule, CatalogueModule, EssenceListModule, MailModule, PricingModule, ShopConfigModule],
  providers: [CheckoutService, OrderHistoryService, ReorderService, ...ORDERS_RESOLVERS],
  exports: [CheckoutService],
})
export class OrdersModule {}
