import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { categoryPath, homePath } from '../navigation/paths';
import { useLocale } from '../locale/locale-context';
import '../page-shells/breadcrumb.css';

interface CatalogueBreadcrumbProps {
  categories: readonly { id: string; name: string; slug: string }[];
  current: string;
  /** Called before following a category link (the product page stores the referrer). */
  onCategoryClick?: (slug: string) => void;
}

/** Home › categories › the page itself (not a link). */
export function CatalogueBreadcrumb({ categories, current, onCategoryClick }: CatalogueBreadcrumbProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <nav aria-label={t('a11y.breadcrumb')} className="breadcrumb">
      <ol className="breadcrumb__list">
        <li>
          <Link to={homePath(locale)}>{t('common.home')}</Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={categoryPath(locale, category.slug)} onClick={() => onCategoryClick?.(category.slug)}>
              {category.name}
            </Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
