import { useQuery } from '@apollo/client/react';
import type { EssenceRestriction } from '@shop/domain';
import { useLocale } from '../locale/locale-context';
import { ESSENCE_RESTRICTION_QUERY } from './essence-list.queries';

/**
 * The session customer's essence-only restriction (decision 0102), or null when there is none or it is
 * not known yet; `enabled`: only where the user has a cart. One query per tab (Apollo's cache).
 */
export function useEssenceRestriction(enabled: boolean): EssenceRestriction | null {
  const { locale } = useLocale();
  const query = useQuery(ESSENCE_RESTRICTION_QUERY, { variables: { locale }, skip: !enabled });
  const answer = query.data?.essenceRestriction;
  return answer?.onlyItemsFromEssenceList ? { onlyEssence: true, skus: answer.skus } : null;
}
