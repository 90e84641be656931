import { useQuery } from '@apollo/client/react';
import type { ExternalShopUrls } from '@shop/locales';
import { EXTERNAL_SHOPS_QUERY } from './route.queries';

export interface ExternalShops {
  /** Configured URLs by country code; empty until the BFF answered (the defaults apply meanwhile). */
  urls: ExternalShopUrls;
  /** True once the BFF answered or failed, so a redirect does not go to a default too early. */
  settled: boolean;
}

/** The regional shops of the countries without a shop here, as the BFF is configured. */
export function useExternalShops(): ExternalShops {
  const { data, error } = useQuery(EXTERNAL_SHOPS_QUERY, { fetchPolicy: 'cache-first' });
  const urls = Object.fromEntries((data?.externalShops ?? []).map((shop) => [shop.countryCode, shop.url]));
  return { urls, settled: Boolean(data || error) };
}
