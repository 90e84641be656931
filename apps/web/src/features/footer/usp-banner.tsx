import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { matchPath } from '@shop/locales';
import { CheckIcon } from '../../ui/icons';
import { useLocale } from '../locale/locale-context';
import { FOOTER_QUERY } from './footer.queries';
import './usp-banner.css';

/**
 * The unique-selling-point banner below the header (docs/decisions/0115): the points the CMS keeps
 * with the footer (one request for both), in the page's language. Not on the routes marked noUsp
 * (libs/locales route table: sales, a cart's detail), nor while or when the points cannot be read.
 */
export function UspBanner() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const hidden = matchPath(pathname)?.route.noUsp ?? false;
  const { data } = useQuery(FOOTER_QUERY, { variables: { locale }, skip: hidden });
  const usps = data?.footer.usps ?? [];
  if (hidden || usps.length === 0) return null;
  return (
    <section className="usp-banner" aria-label={t('a11y.usps')}>
      <ul className="container usp-banner__list">
        {usps.map((usp) => (
          <li key={usp} className="usp-banner__item">
            <CheckIcon aria-hidden="true" className="usp-banner__icon" />
            {usp}
          </li>
        ))}
      </ul>
    </section>
  );
}
