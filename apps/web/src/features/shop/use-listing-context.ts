import { useMe } from '../session/use-me';
import type { PriceFormatConfig } from '../pricing/format-price';
import { useShopConfig } from './use-shop-config';

/** What every product grid needs besides the products: price formatting, login hint, analytics user type. */
export function useListingContext(): {
  priceConfig: PriceFormatConfig | null;
  showLoginHint: boolean;
  userType: string | null | undefined;
  ready: boolean;
} {
  const shopConfig = useShopConfig();
  const me = useMe();
  const config = shopConfig.data?.shopConfig;
  return {
    priceConfig: config ? { intlLocale: config.intlLocale, alternativePrice: config.alternativePrice } : null,
    showLoginHint: me.data ? me.data.me === null : false,
    // undefined while `me` loads: analytics waits for it (an employee must never be reported).
    userType: me.data ? (me.data.me?.userType ?? null) : undefined,
    ready: Boolean(config) && Boolean(me.data),
  };
}
