import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@shop/locales';
import { messageText } from '../errors/message-text';
import { useLocale } from '../locale/locale-context';
import type { AddressForm } from './checkout-form';

/**
 * The countries the tenant delivers to (shopConfig.deliveryCountries), named in the page's language;
 * the address's own country too when it is none of them, so the select shows it and its error.
 */
function useCountries(
  deliveryCountries: readonly string[],
  current: string,
): { code: string; name: string }[] {
  const { locale } = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([LOCALES[locale].intlLocale], { type: 'region' });
    const codes = [...new Set([...deliveryCountries, current].filter(Boolean))];
    return codes
      .map((code) => ({ code, name: (/^[A-Z]{2}$/.test(code) && names.of(code)) || code }))
      .sort((a, b) => a.name.localeCompare(b.name, LOCALES[locale].intlLocale));
  }, [locale, deliveryCountries, current]);
}

const FIELDS = [
  { field: 'firstName', label: 'checkout.firstName', autoComplete: 'shipping given-name' },
  { field: 'lastName', label: 'checkout.lastName', autoComplete: 'shipping family-name' },
  { field: 'streetName', label: 'checkout.street', autoComplete: 'shipping street-address' },
  { field: 'postalCode', label: 'checkout.postalCode', autoComplete: 'shipping postal-code' },
  { field: 'city', label: 'checkout.city', autoComplete: 'shipping address-level2' },
] as const;

/** The fields of another shipping address; `errors` are message keys by field (`shippingAddress.city`). */
export function AddressFields({
  address,
  deliveryCountries,
  errors,
  disabled,
  onChange,
}: {
  address: AddressForm;
  deliveryCountries: readonly string[];
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (address: AddressForm) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorOf = (field: string) => errors[`shippingAddress.${field}`];
  const countries = useCountries(deliveryCountries, address.country);
  const countryError = errorOf('country');
  return (
    <div className="checkout-address">
      {FIELDS.map(({ field, label, autoComplete }) => {
        const error = errorOf(field);
        return (
          <div key={field} className={`checkout-field checkout-field--${field}`}>
            <label htmlFor={`${id}-${field}`}>{t(label)}</label>
            <input
              id={`${id}-${field}`}
              value={address[field]}
              autoComplete={autoComplete}
              required
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${field}-error` : undefined}
              onChange={(event) => onChange({ ...address, [field]: event.target.value })}
            />
            {error && (
              <p id={`${id}-${field}-error`} className="checkout-field__error">
                {messageText(t, error)}
              </p>
            )}
          </div>
        );
      })}
      <div className="checkout-field checkout-field--country">
        <label htmlFor={`${id}-country`}>{t('checkout.country')}</label>
        <select
          id={`${id}-country`}
          value={address.country}
          disabled={disabled}
          autoComplete="shipping country"
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${id}-country-error` : undefined}
          onChange={(event) => onChange({ ...address, country: event.target.value })}
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {countryError && (
          <p id={`${id}-country-error`} className="checkout-field__error">
            {messageText(t, countryError)}
          </p>
        )}
      </div>
    </div>
  );
}
