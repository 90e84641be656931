import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { CartModel } from '../carts/cart.models';
import { Shop } from '../common/request/shop.decorator';
import { CartChargesService } from '../pricing/cart-charges.service';
import { BudgetArgs, BudgetsArgs, SetBudgetInput } from './budget.args';
import { BudgetModel, CartBudgetModel } from './budget.models';
import { BudgetService } from './budget.service';
import { Loaders } from '../common/request/loaders.decorator';
import type { RequestLoaders } from '../common/request-loaders';

/** Budgets (docs/rules/calls.md getBudget, getBudgets, SetBudget; decisions 0061 and 0062). */
@Resolver(() => BudgetModel)
export class BudgetResolver {
  constructor(private readonly budgets: BudgetService) {}

  @Query(() => BudgetModel, {
    description:
      "The session contact's own budget (docs/rules/calls.md getBudget); initialized false when none is set up. FORBIDDEN for a mandantCode other than the session's.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  getBudget(@Args() args: BudgetArgs, @Shop() ctx: ShopContext): Promise<BudgetModel> {
    return this.budgets.ownBudget(ctx, args);
  }

  @Query(() => [BudgetModel], {
    description:
      "Approvers: the budgets of the session customer's contacts by contact number (docs/rules/calls.md getBudgets); numbers of other customers are left out, contacts without a budget have initialized false.",
  })
  @RequireAccess('ROLE_CART_APPROVER')
  getBudgets(@Args() args: BudgetsArgs, @Shop() ctx: ShopContext): Promise<BudgetModel[]> {
    return this.budgets.budgets(ctx, args);
  }

  @Mutation(() => BudgetModel, {
    description:
      "Approvers: sets up or changes the budget of a contact of the session's customer at `version` (docs/rules/calls.md SetBudget). CONFLICT error.budget-conflict when it changed meanwhile; NOT_FOUND for a contact of another customer.",
  })
  @RequireAccess('ROLE_CART_APPROVER')
  setBudget(
    @Args('input', { description: 'The contact and the budget’s terms, with the version seen.' })
    input: SetBudgetInput,
    @Shop() ctx: ShopContext,
  ): Promise<BudgetModel> {
    return this.budgets.setBudget(ctx, input);
  }
}

/** Cart.budget: the cart creator's budget with this cart counted. */
@Resolver(() => CartModel)
export class CartBudgetResolver {
  constructor(
    private readonly budgets: BudgetService,
    private readonly charges: CartChargesService,
  ) {}

  @ResolveField(() => CartBudgetModel, {
    nullable: true,
    description:
      "The budget of the cart's creator with what is left before and after this cart's net (decision 0061); null when the creator has none and for roles that see no prices.",
  })
  async budget(
    @Parent() cart: CartModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<CartBudgetModel | null> {
    const charges = await this.charges.chargesOf(loaders, cart);
    return this.budgets.cartBudget(cart.ctx, cart.id, charges?.totals.net ?? null);
  }
}
