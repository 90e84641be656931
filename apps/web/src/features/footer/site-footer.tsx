import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../ui/logo';
import { QueryError } from '../../ui/query-error';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { ContentLink } from '../content/content-link-anchor';
import { useLocale } from '../locale/locale-context';
import { FOOTER_QUERY } from './footer.queries';
import './site-footer.css';

function FooterSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="site-footer__columns">
      {[0, 1, 2, 3].map((column) => (
        <div key={column} className="site-footer__column">
          <Skeleton width="8rem" height="1.25rem" className="skeleton--on-dark" />
          {[0, 1, 2, 3].map((row) => (
            <Skeleton
              key={row}
              width={`${9 - row}rem`}
              height="1rem"
              className="skeleton--on-dark skeleton--spaced-s"
            />
          ))}
        </div>
      ))}
    </LoadingRegion>
  );
}

/** Footer columns and legal line from the CMS footer story of the locale. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { locale, info } = useLocale();
  const { data, error, refetch } = useQuery(FOOTER_QUERY, { variables: { locale } });

  let columns;
  if (data) {
    columns = (
      <nav aria-label={t('a11y.footerNavigation')} className="site-footer__columns">
        {data.footer.columns.map((column) => (
          <div key={column.title} className="site-footer__column">
            <h2 className="site-footer__title">{column.title}</h2>
            <ul className="site-footer__links">
              {column.links.map((link) => (
                <li key={`${link.to}-${link.label}`}>
                  <ContentLink to={link.to}>{link.label}</ContentLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    );
  } else if (error) {
    columns = (
      <div className="site-footer__error">
        <QueryError compact onRetry={() => void refetch()} />
      </div>
    );
  } else {
    columns = <FooterSkeleton label={t('common.loading')} />;
  }

  return (
    <footer className="site-footer">
      <div className="container site-footer__main">
        <div className="site-footer__brand">
          <Logo className="site-footer__logo" />
          <p>{t('meta.tagline')}</p>
        </div>
        {columns}
      </div>
      <div className="site-footer__legal">
        <div className="container site-footer__legal-inner">
          <p>{data?.footer.legal ?? '\u00a0'}</p>
          <p className="site-footer__locale">{info.name}</p>
        </div>
      </div>
    </footer>
  );
}
