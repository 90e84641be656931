import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { hasErrorCode, messageKeyOf } from '../errors/graphql-error-code';
import { messageText } from '../errors/message-text';
import { useLocale } from '../locale/locale-context';
import { useMe } from '../session/use-me';
import {
  SHOPPING_LIST_KEYS_QUERY,
  SHOPPING_LIST_QUERY,
  UPDATE_SHOPPING_LIST_MUTATION,
} from './shopping-list.queries';
import { addToWishlist } from './wishlist-analytics';

/**
 * "On the list" for a product card, the product page and a cart line (decision 0100): adds the sku once
 * to the session's shopping list at its current version (an add is summed, so a write that met a newer
 * version is repeated once at that version) and pushes add_to_wishlist (never for employees). Shown only
 * to a session acting for a customer.
 */
export function AddToList({
  sku,
  productName,
  quantity = 1,
}: {
  sku: string;
  productName: string;
  quantity?: number;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const me = useMe().data?.me;
  const client = useApolloClient();
  const [update] = useMutation(UPDATE_SHOPPING_LIST_MUTATION);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  if (!me?.customer) return null;

  const add = async () => {
    setBusy(true);
    setStatus('');
    try {
      const { data: keys } = await client.query({ query: SHOPPING_LIST_KEYS_QUERY, variables: { locale } });
      const key = keys!.shoppingListKeys.shoppingList;
      const write = async () => {
        const { data } = await client.query({
          query: SHOPPING_LIST_QUERY,
          variables: { locale, key },
          fetchPolicy: 'network-only',
        });
        await update({
          variables: {
            input: {
              locale,
              key,
              version: data!.shoppingList.version,
              addLineItems: [{ sku, quantity }],
              changeLineItems: null,
              name: null,
            },
          },
        });
      };
      try {
        await write();
      } catch (error) {
        if (!hasErrorCode(error, 'CONFLICT')) throw error;
        await write();
      }
      addToWishlist(me.userType, { sku, name: productName }, quantity);
      setStatus(t('shoppingList.added'));
    } catch (error) {
      setStatus(messageText(t, messageKeyOf(error) ?? 'error.internal'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="add-to-list">
      <button
        type="button"
        className="button button--secondary add-to-list__button"
        disabled={busy}
        aria-label={`${t('shoppingList.add')}: ${productName}`}
        onClick={() => void add()}
      >
        {t('shoppingList.add')}
      </button>
      <span className="add-to-list__status" role="status">
        {status}
      </span>
    </div>
  );
}
