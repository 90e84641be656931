import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CartFieldsFragment } from '../../gql/generated';
import { packLabel } from '../product/pack-label';
import { useLocale } from '../locale/locale-context';
import { productPath } from '../navigation/paths';
import { AddToList } from '../shopping-list/add-to-list';
import '../shopping-list/shopping-list.css';
import type { PriceFormatConfig } from '../pricing/format-price';
import { Price } from '../pricing/price';
import './cart-page.css';

type Line = CartFieldsFragment['lineItems'][number];

/**
 * One line of a cart being edited: product, quantity (committed on blur or Enter; 0 removes it),
 * unit and line price where the role sees them. Key it by its quantity: a cart changed elsewhere
 * starts the row afresh.
 */
export function CartLineRow({
  line,
  config,
  disabled,
  onQuantity,
}: {
  line: Line;
  config: PriceFormatConfig;
  disabled: boolean;
  onQuantity: (quantity: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const inputId = useId();
  // Keyed by its quantity (see CartPage): a cart changed elsewhere starts the row afresh.
  const [quantity, setQuantity] = useState(String(line.quantity));
  // The quantity on its way to the server: Enter followed by a blur must not send it twice, the second
  // at the version from before the first and so refused as a conflict with the user's own change.
  const sending = useRef<number | null>(null);
  const product = line.product;
  const commit = () => {
    const next = Number(quantity);
    if (next === line.quantity || next === sending.current) return;
    sending.current = next;
    void onQuantity(next).finally(() => {
      sending.current = null;
    });
  };
  return (
    <li className="cart-line">
      {product && <img className="cart-line__image" src={product.imageUrl} alt="" width="96" height="96" />}
      <div className="cart-line__main">
        {product ? (
          <Link className="cart-line__name" to={productPath(locale, product.slug)}>
            {product.name}
          </Link>
        ) : (
          <span className="cart-line__name">{line.sku}</span>
        )}
        <p className="cart-line__meta">
          {t('product.sku')}: {line.sku}
          {product && <> · {packLabel(product.unit, product.packSize, t)}</>}
        </p>
        {product?.attributes.hazardousMaterial && (
          <p className="cart-line__flag" role="note">
            {t('product.hazardNotice')}
          </p>
        )}
        <AddToList sku={line.sku} productName={product?.name ?? line.sku} quantity={line.quantity} />
      </div>
      <div className="cart-line__quantity">
        <label htmlFor={inputId}>{t('cart.quantity')}</label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={product?.attributes.minimumOrderQuantity ?? 1}
          step={1}
          value={quantity}
          disabled={disabled}
          onChange={(event) => setQuantity(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <button
          type="button"
          className="button button--secondary cart-line__remove"
          disabled={disabled}
          onClick={() => void onQuantity(0)}
        >
          {t('cart.remove')}
        </button>
      </div>
      <div className="cart-line__prices">
        {line.unitPrice && (
          <div className="cart-line__unit">
            <span>{t('cart.unitPrice')}</span>
            <Price money={line.unitPrice} config={config} />
          </div>
        )}
        {line.linePrice && <Price money={line.linePrice} config={config} />}
      </div>
    </li>
  );
}
