import { Module } from '@nestjs/common';
import { CartsModule } from '../carts/carts.module';
import { PricingModule } from '../pricing/pricing.module';
import { BudgetResolver, CartBudgetResolver } from './budget.resolver';
import { BudgetService } from './budget.service';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const BUDGETS_RESOLVERS = [BudgetResolver, CartBudgetResolver];

/** Budgets (issue 14, decisions 0061 and 0062): reading and setting them, and a cart's budget. */
@Module({
  imports: [CartsModule, PricingModule],
  providers: [BudgetService, ...BUDGETS_RESOLVERS],
  exports: [BudgetService],
})
export class BudgetsModule {}
