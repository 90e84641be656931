import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageStates } from '../../ui/page-states';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useLocale } from '../locale/locale-context';
import { CategoryCard } from './category-card';
import { CATEGORY_TREE_QUERY } from './category-tree.queries';
import { sortCategories } from './sort-categories';
import './category-grid.css';
import './product-listing.css';

/**
 * The shop's top categories as cards with pictogram and product count, in the merchandiser's order;
 * categories without products are hidden (docs/rules/constants.md). The tree is the navigation's
 * query, so it usually comes from the cache.
 */
export function CategoryGrid({ headingId }: { headingId?: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const tree = useQuery(CATEGORY_TREE_QUERY, { variables: { locale } });
  const categories = tree.data
    ? sortCategories(tree.data.categoryTree.categories.filter((category) => category.productCount > 0))
    : null;
  return (
    <PageStates
      failed={!!tree.error && !tree.data}
      onRetry={() => void tree.refetch()}
      data={categories}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState>{t('catalogue.noCategories')}</EmptyState>}
      loading={
        <LoadingRegion label={t('common.loading')} className="product-grid category-grid">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height="9.5rem" />
          ))}
        </LoadingRegion>
      }
    >
      {(list) => (
        <ul className="product-grid category-grid" aria-labelledby={headingId}>
          {list.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      )}
    </PageStates>
  );
}
