import { useMutation } from '@apollo/client/react';
import { useCart } from '../cart/use-cart';
import { hasErrorCode, messageKeyOf } from '../errors/graphql-error-code';
import { useLocale } from '../locale/locale-context';
import { MERGE_CARTS_MUTATION } from './carts.queries';

/** How a merge ended: merged (perhaps without some carts), a cart had moved on, or refused with a key. */
export type MergeOutcome =
  | { kind: 'merged'; mergedCartId: string; failedCarts: { cartId: string; messageKey: string }[] }
  | { kind: 'conflict' }
  | { kind: 'refused'; messageKey: string };

/**
 * executeMergeCarts for an approver. The merged cart becomes the session's Active cart, so the
 * header's cart is loaded again after a merge.
 */
export function useMergeCarts() {
  const { locale } = useLocale();
  const cart = useCart();
  const [mutate, { loading }] = useMutation(MERGE_CARTS_MUTATION);

  const merge = async (
    carts: { cartId: string; version: number }[],
    comment: string,
  ): Promise<MergeOutcome> => {
    try {
      const { data } = await mutate({ variables: { locale, carts, comment: comment.trim() || null } });
      const result = data!.executeMergeCarts;
      await cart.refetch();
      return { kind: 'merged', mergedCartId: result.mergedCart.id, failedCarts: result.failedCarts };
    } catch (error) {
      if (hasErrorCode(error, 'CONFLICT')) return { kind: 'conflict' };
      return { kind: 'refused', messageKey: messageKeyOf(error) ?? 'error.internal' };
    }
  };

  return { merge, pending: loading };
}
