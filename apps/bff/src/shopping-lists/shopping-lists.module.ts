import { Module } from '@nestjs/common';
import { CartsModule } from '../carts/carts.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { EssenceListModule } from '../essence-list/essence-list.module';
import { EventsModule } from '../events/events.module';
import { PricingModule } from '../pricing/pricing.module';
import { ShoppingListLineResolver, ShoppingListResolver } from './shopping-list.resolver';
import { ShoppingListService } from './shopping-list.service';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const SHOPPING_LISTS_RESOLVERS = [ShoppingListResolver, ShoppingListLineResolver];

/** Shopping lists (issue 27, decisions 0098–0100): the session's lists, their CSV and list → cart. */
@Module({
  imports: [CartsModule, CatalogueModule, EssenceListModule, EventsModule, PricingModule],
  providers: [ShoppingListService, ...SHOPPING_LISTS_RESOLVERS],
  exports: [ShoppingListService],
})
export class ShoppingListsModule {}
