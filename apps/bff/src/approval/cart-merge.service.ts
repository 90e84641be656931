import { Inject, Injectable } from '@nestjs/common';
import { CartMergeRefusedError, CART_PORT, type CartMergeResult, type CartPort } from '@shop/commerce';
import { MAX_CART_LINES, mayApproveCarts, mergeRequestProblem, type ShopContext } from '@shop/domain';
import { CartEvents, requireCartKey } from '../carts/cart-access';
import { toCartModel } from '../carts/to-cart-model';
import { badInput, ShopError } from '../common/shop-error';
import { EssenceRules } from '../essence-list/essence-rules.service';
import type { MergeCartsArgs } from './approval.args';
import type { MergeCartsResultModel } from './approval.models';

/**
 * executeMergeCarts (docs/rules/calls.md, decision 0042): an approver puts carts waiting for a decision into
 * one new cart of type Merged, which becomes the approver's Active cart. Carts that cannot be merged
 * are reported and left alone; the requesters and the approver's other tabs hear of it live.
 */
@Injectable()
export class CartMergeService {
  constructor(
    @Inject(CART_PORT) private readonly carts: CartPort,
    private readonly events: CartEvents,
    private readonly essence: EssenceRules,
  ) {}

  async merge(ctx: ShopContext, args: MergeCartsArgs): Promise<MergeCartsResultModel> {
    const key = requireCartKey(ctx);
    if (!mayApproveCarts(ctx.role)) throw new ShopError('FORBIDDEN', 'error.forbidden');
    const problem = mergeRequestProblem(args.carts);
    if (problem) throw badInput(problem);
    await this.assertEssenceOnly(ctx, args);
    let result: CartMergeResult;
    try {
      result = await this.carts.mergeCarts(
        ctx,
        key,
        args.carts.map(({ cartId, version }) => ({ cartId, version })),
        args.comment?.trim() || null,
      );
    } catch (error) {
      if (error instanceof CartMergeRefusedError) throw refusalOf(error);
      throw error;
    }
    this.events.changed(ctx, result.mergedCart);
    for (const gone of [...result.mergedSources, ...(result.retiredCart ? [result.retiredCart] : [])])
      this.events.gone(ctx, gone);
    // The merged carts gave their budget reservations back (decision 0061).
    if (result.mergedSources.length > 0) this.events.budgetsChanged(ctx);
    return { mergedCart: toCartModel(ctx, result.mergedCart, key), failedCarts: result.failedCarts };
  }

  /** Decision 0102: an essence-only customer's merged cart takes no line outside its essence list. */
  private async assertEssenceOnly(ctx: ShopContext, args: MergeCartsArgs): Promise<void> {
    if (!(await this.essence.restrictionOf(ctx)).onlyEssence) return;
    const carts = await Promise.all(args.carts.map(({ cartId }) => this.carts.getCart(ctx, cartId)));
    await this.essence.assertMayOrder(
      ctx,
      carts.flatMap((cart) => cart?.lines.map((line) => line.sku) ?? []),
    );
  }
}

/**
 * A refused merge changed nothing. When a named cart had moved on, the approver looks again first
 * (CONFLICT, as every stale write); otherwise the merge as asked cannot be done (BAD_USER_INPUT).
 */
function refusalOf(error: CartMergeRefusedError): ShopError {
  const details = { failedCarts: error.failedCarts, max: MAX_CART_LINES };
  if (error.failedCarts.some((failed) => failed.messageKey === 'error.cart-conflict'))
    return new ShopError('CONFLICT', 'error.cart-conflict', details);
  return badInput(error.messageKey, details);
}
