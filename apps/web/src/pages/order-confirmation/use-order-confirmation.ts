import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { CartFieldsFragment } from '../../gql/generated';
import { useCart } from '../../features/cart/use-cart';
import { useListingContext } from '../../features/shop/use-listing-context';
import { fieldErrorsOf, hasErrorCode, messageKeyOf } from '../../features/errors/graphql-error-code';
import { messageText } from '../../features/errors/message-text';
import { useLocale } from '../../features/locale/locale-context';
import { pathTo } from '../../features/navigation/paths';
import { useShopConfig } from '../../features/shop/use-shop-config';
import { addShippingInfo, beginCheckout, purchase } from '../../features/checkout/checkout-analytics';
import {
  addressErrorsOf,
  detailChangesOf,
  formFromCart,
  type CheckoutForm,
} from '../../features/checkout/checkout-form';
import { FINALIZE_CART_MUTATION, UPDATE_CART_MUTATION } from '../../features/checkout/checkout.queries';

export type Notice = { tone: 'info' | 'error'; text: string };

const analyticsLines = (cart: CartFieldsFragment) =>
  cart.lineItems.map((line) => ({
    sku: line.sku,
    name: line.product?.name ?? line.sku,
    quantity: line.quantity,
    linePrice: line.linePrice,
  }));

/**
 * The state of the order confirmation: the cart, the form (what the user typed, else the cart's
 * details), and placing the order. What the user typed stays in the form when the cart changes
 * meanwhile (a conflict reloads the cart, never the form); ordering twice (double click, retry, two
 * tabs) gives one order (decision 0037).
 */
export function useOrderConfirmation() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const cart = useCart();
  const listing = useListingContext();
  const shopConfig = useShopConfig().data?.shopConfig;
  const [updateCart] = useMutation(UPDATE_CART_MUTATION);
  const [finalizeCart] = useMutation(FINALIZE_CART_MUTATION);
  // Null until the user changes something: the form shows the cart as it is until then, and what
  // was typed is never overwritten by a reload of the cart (live change, conflict).
  const [typed, setTyped] = useState<CheckoutForm | null>(null);
  const [placing, setPlacing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const current = cart.cart;
  const form = typed ?? (current ? formFromCart(current) : null);

  const begun = useRef<string | null>(null);
  useEffect(() => {
    if (!current || current.lineItems.length === 0 || !listing.ready || begun.current === current.id) return;
    begun.current = current.id;
    beginCheckout(listing.userType, analyticsLines(current), current.taxedPrice ?? null);
  }, [current, listing.ready, listing.userType]);

  const placeOrder = async () => {
    if (placing || !current || !form) return;
    const addressErrors = addressErrorsOf(form, shopConfig?.deliveryCountries ?? []);
    const [firstError] = Object.values(addressErrors);
    if (firstError) {
      setFieldErrors(addressErrors);
      setNotice({ tone: 'error', text: messageText(t, firstError) });
      return;
    }
    setPlacing(true);
    setNotice(null);
    setFieldErrors({});
    try {
      let version = current.version;
      const changes = detailChangesOf(form, current);
      if (changes) {
        const updated = await updateCart({ variables: { locale, cartId: current.id, version, ...changes } });
        version = updated.data!.updateCart.version;
        if (changes.shippingAgent)
          addShippingInfo(listing.userType, form.shippingAgent, analyticsLines(current));
      }
      const placed = await finalizeCart({ variables: { locale, cartId: current.id, version } });
      const order = placed.data!.finalizeCart;
      purchase(listing.userType, order);
      void navigate(`${pathTo('order-finish', locale)}?order=${encodeURIComponent(order.orderNumber)}`);
    } catch (error) {
      const key = messageKeyOf(error);
      if (hasErrorCode(error, 'CONFLICT')) {
        await cart.refetch();
        setNotice({
          tone: 'info',
          text: key === 'error.cart-in-approval' ? t('checkout.inApproval') : t('checkout.changedMeanwhile'),
        });
      } else {
        setFieldErrors(fieldErrorsOf(error));
        setNotice({ tone: 'error', text: messageText(t, key ?? 'error.internal') });
      }
      setPlacing(false);
    }
  };

  const change = (patch: Partial<CheckoutForm>) => {
    if (form) setTyped({ ...form, ...patch });
  };

  return {
    /** The cart, its form and the price and shop configuration; null while any of them loads. */
    loaded:
      current && form && listing.priceConfig && shopConfig
        ? { current, form, config: listing.priceConfig, shopConfig }
        : null,
    failed: Boolean(cart.error) && !current,
    retry: () => void cart.refetch(),
    placing,
    notice,
    fieldErrors,
    placeOrder,
    change,
  };
}
