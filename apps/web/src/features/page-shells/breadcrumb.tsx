import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteBaseName } from '@shop/domain';
import { homePath, pathTo } from '../navigation/paths';
import { useLocale } from '../locale/locale-context';
import { pageTitleKey, trailOf } from './page-titles';
import './breadcrumb.css';

/** Home › parents › the page; the page itself is not a link. Parents need no parameters. */
export function Breadcrumb({ name, current }: { name: RouteBaseName; current: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const parents = trailOf(name).slice(0, -1);
  return (
    <nav aria-label={t('a11y.breadcrumb')} className="breadcrumb">
      <ol className="breadcrumb__list">
        <li>
          <Link to={homePath(locale)}>{t('common.home')}</Link>
        </li>
        {parents.map((parent) => (
          <li key={parent}>
            <Link to={pathTo(parent, locale)}>{t(pageTitleKey(parent))}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
