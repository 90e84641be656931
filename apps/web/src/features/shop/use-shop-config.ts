import { useQuery } from '@apollo/client/react';
import { useLocale } from '../locale/locale-context';
import { SHOP_CONFIG_QUERY } from './shop-config.queries';

export function useShopConfig() {
  const { locale } = useLocale();
  return useQuery(SHOP_CONFIG_QUERY, { variables: { locale } });
}
