import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { EssenceListResolver } from './essence-list.resolver';
import { EssenceListService } from './essence-list.service';
import { EssenceRules } from './essence-rules.service';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const ESSENCE_LIST_RESOLVERS = [EssenceListResolver];

/**
 * The essence list (issue 27, decision 0101) and the essence-only rule (decision 0102) that carts,
 * merge and checkout ask before lines go into a cart.
 */
@Module({
  imports: [CatalogueModule],
  providers: [EssenceListService, EssenceRules, ...ESSENCE_LIST_RESOLVERS],
  exports: [EssenceRules],
})
export class EssenceListModule {}
