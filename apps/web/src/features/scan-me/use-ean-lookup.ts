import { useCallback, useEffect, useState } from 'react';
import type { OfflineProduct } from '@shop/domain';
import type { LocaleCode } from '@shop/locales';
import { lookUpEan } from './ean-lookup';
import { addLookup, catalogueKeyOfLocale, readLookups } from './scan-me-store';

/**
 * The products scan-me found online for EANs its offline catalogue lacked (docs/decisions/0133), kept
 * on the device beside the catalogue; `lookUp` asks the shop for one more.
 */
export function useEanLookup(locale: LocaleCode) {
  const key = catalogueKeyOfLocale(locale);
  const [found, setFound] = useState<ReadonlyMap<string, OfflineProduct>>(() => new Map());

  useEffect(() => {
    let cancelled = false;
    readLookups(key).then(
      (products) => !cancelled && setFound(new Map(Object.entries(products))),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [key]);

  const lookUp = useCallback(
    async (ean: string): Promise<OfflineProduct | null> => {
      const product = await lookUpEan(locale, ean);
      if (product) {
        await addLookup(key, product).catch(() => undefined);
        setFound((known) => new Map(known).set(ean, product));
      }
      return product;
    },
    [key, locale],
  );

  return { found, lookUp };
}
