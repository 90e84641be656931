import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title';
import { Breadcrumb } from '../../features/page-shells/breadcrumb';
import { CategoryGrid } from '../../features/catalogue/category-grid';

/** /c — the category root: every top category with products, as cards (docs/decisions/0115). */
export function CategoriesPage() {
  const { t } = useTranslation();
  const title = t('pages.c.title');
  useDocumentTitle(title);
  return (
    <div className="container catalogue-page">
      <Breadcrumb name="c" current={title} />
      <h1 className="catalogue-page__title" id="categories-title">
        {title}
      </h1>
      <p className="catalogue-page__intro">{t('pages.c.intro')}</p>
      <CategoryGrid headingId="categories-title" />
    </div>
  );
}
