import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CartIcon } from '../../ui/icons';
import { useLocale } from '../locale/locale-context';
import { pathTo } from '../navigation/paths';
import { useListingContext } from '../shop/use-listing-context';
import { formatPrice } from '../pricing/format-price';
import { useCart } from './use-cart';
import './cart-entry.css';

/** The header's way to the cart: line count and, for roles that see prices, the total. */
export function CartEntry() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const cart = useCart();
  const { priceConfig } = useListingContext();
  if (!cart.enabled) return null;
  const lines = cart.cart?.lineItems.length ?? 0;
  const total =
    cart.cart?.totalPrice && priceConfig ? formatPrice(cart.cart.totalPrice, priceConfig).main : null;
  // Named by its content, not aria-label: the name holds the total it shows (axe
  // label-content-name-mismatch, e2e/accessibility.e2e.ts); the bare count is said in the label.
  return (
    <Link className="cart-entry" to={pathTo('cart', locale)}>
      <CartIcon />
      <span className="visually-hidden">{t('cart.entryLabel', { count: lines })}</span>
      <span className="cart-entry__count" aria-hidden="true">
        {lines}
      </span>
      {total && (
        <span className="cart-entry__total">
          <span className="visually-hidden">, </span>
          {total}
        </span>
      )}
    </Link>
  );
}
