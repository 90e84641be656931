import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { QuickOrderResolver } from './quick-order.resolver';
import { QuickOrderService } from './quick-order.service';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const QUICK_ORDER_RESOLVERS = [QuickOrderResolver];

/** Quick order (issue 12, decision 0040): the codes of the rows resolved to the tenant's products. */
@Module({
  imports: [CatalogueModule],
  providers: [QuickOrderService, ...QUICK_ORDER_RESOLVERS],
})
export class QuickOrderModule {}
