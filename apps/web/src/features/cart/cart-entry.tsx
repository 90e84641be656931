import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CartIcon } from '../../ui/icons';
import { useLocale } from '../locale/locale-context';
import { pathTo } from '../navigation/paths';
import { useListingContext } from '../shop/use-listing-context';
import { formatPrice } from '../pricing/format-price';
import { useCart } from './use-cart';
import './cart-entry.css';

/**
 * The header's way to the cart: line count and, for roles that see prices, the total. Until the cart
 * has answered (or when it could not be read) the count is not known: the badge stays empty at its
 * size and the link is named "cart" alone, instead of a 0 the cart may not hold.
 */
export function CartEntry() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const cart = useCart();
  const { priceConfig } = useListingContext();
  if (!cart.enabled) return null;
  const known = Boolean(cart.cart) || (!cart.loading && !cart.error);
  const lines = cart.cart?.lineItems.length ?? 0;
  const total =
    cart.cart?.totalPrice && priceConfig ? formatPrice(cart.cart.totalPrice, priceConfig).main : null;
  // Named by its content, not aria-label: the name holds the total it shows (axe
  // label-content-name-mismatch, e2e/accessibility.e2e.ts); the bare count is said in the label.
  return (
    <Link className="cart-entry" to={pathTo('cart', locale)}>
      <CartIcon />
      <span className="visually-hidden">
        {known ? t('cart.entryLabel', { count: lines }) : t('pages.cart.title')}
      </span>
      <span
        className={known ? 'cart-entry__count' : 'cart-entry__count cart-entry__count--unknown'}
        aria-hidden="true"
      >
        {known ? lines : null}
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
