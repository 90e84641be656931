import { LOCALES, type LocaleCode } from './locales';

/** Configured URLs of the external regional shops by country code (overriding the defaults in LOCALES). */
export type ExternalShopUrls = Readonly<Partial<Record<string, string>>>;

/** Country codes of the locales without a shop here (docs/rules/routes-and-guards.md: RS, SI, RO, HU, HR). */
export const EXTERNAL_SHOP_COUNTRIES = Object.values(LOCALES)
  .filter((info) => info.mandantCode === null)
  .map((info) => info.countryCode);

/**
 * Parses the EXTERNAL_SHOP_URLS setting, `RS=https://shop.example.rs/,HU=https://…`: only countries
 * without a shop here, only http(s) URLs. Throws an Error that says what is wrong.
 */
export function parseExternalShopUrls(text: string | undefined): ExternalShopUrls {
  const urls: Record<string, string> = {};
  for (const entry of (text ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [country, ...rest] = entry.split('=');
    const code = country.trim().toUpperCase();
    const url = rest.join('=').trim();
    if (!EXTERNAL_SHOP_COUNTRIES.includes(code))
      throw new Error(
        `"${country.trim()}" is not a country of an external shop (${EXTERNAL_SHOP_COUNTRIES.join(', ')})`,
      );
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`"${url}" for ${code} is not a URL`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
      throw new Error(`"${url}" for ${code} is not an http(s) URL`);
    urls[code] = parsed.toString();
  }
  return urls;
}

/** The external regional shop of a locale without a shop here, or null for a shop locale. */
export function externalShopUrlOf(locale: LocaleCode, overrides: ExternalShopUrls = {}): string | null {
  const info = LOCALES[locale];
  if (info.mandantCode !== null) return null;
  return overrides[info.countryCode] ?? info.redirectUrl;
}

/** The external regional shop of a country code (the country-code marker of guard 3), or null. */
export function externalShopUrlForCountry(
  countryCode: string,
  overrides: ExternalShopUrls = {},
): string | null {
  const code = countryCode.trim().toUpperCase();
  const info = Object.values(LOCALES).find((candidate) => candidate.countryCode === code);
  return info ? externalShopUrlOf(info.code, overrides) : null;
}
