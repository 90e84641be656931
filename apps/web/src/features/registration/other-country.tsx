import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_SHOP_COUNTRIES, LOCALES } from '@shop/locales';
import { useLocale } from '../locale/locale-context';
import { setCountryCodeMarker } from '../navigation/markers';
import { homePath } from '../navigation/paths';

/**
 * "My company is in another country": a newcomer whose country has an external shop chooses it;
 * the country-code marker is stored and guard 3 sends the browser to that shop (decision 0094).
 */
export function OtherCountry() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([LOCALES[locale].intlLocale], { type: 'region' });
    return EXTERNAL_SHOP_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, LOCALES[locale].intlLocale),
    );
  }, [locale]);
  const [country, setCountry] = useState(countries[0]?.code ?? '');
  if (countries.length === 0) return null;
  return (
    <form
      className="registration-other-country"
      onSubmit={(event) => {
        event.preventDefault();
        setCountryCodeMarker(country);
        void navigate(homePath(locale));
      }}
    >
      <h2>{t('registration.otherCountryTitle')}</h2>
      <p>{t('registration.otherCountryText')}</p>
      <div className="registration-other-country__row">
        <label htmlFor={`${id}-country`} className="visually-hidden">
          {t('registration.otherCountryLabel')}
        </label>
        <select id={`${id}-country`} value={country} onChange={(event) => setCountry(event.target.value)}>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--secondary">
          {t('registration.otherCountryGo')}
        </button>
      </div>
    </form>
  );
}
