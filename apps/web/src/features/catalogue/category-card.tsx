import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { categoryPath } from '../navigation/paths';
import { useLocale } from '../locale/locale-context';
import { CategoryPictogram } from './category-pictogram';
import './category-card.css';

interface CategoryCardProps {
  category: { key: string; name: string; slug: string; productCount: number };
}

export function CategoryCard({ category }: CategoryCardProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Link to={categoryPath(locale, category.slug)} className="category-card">
      <span className="category-card__tile">
        <CategoryPictogram categoryKey={category.key} />
      </span>
      <span className="category-card__name">{category.name}</span>
      <span className="category-card__count">{t('nav.productCount', { count: category.productCount })}</span>
    </Link>
  );
}
