import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title';
import { Breadcrumb } from '../../features/page-shells/breadcrumb';
import { CategoryGrid } from '../../features/catalogue/category-grid';
import { searchPath } from '../../features/catalogue/header-search';
import { ProductSearchForm } from '../../features/catalogue/product-search-form';
import { useLocale } from '../../features/locale/locale-context';
import './products-page.css';

/**
 * /p — the product root (docs/decisions/0115): a product is found by its name, number or EAN (the
 * search page answers) or by its category; the catalogue has no list of every product at once.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const title = t('pages.p.title');
  useDocumentTitle(title);
  return (
    <div className="container catalogue-page">
      <Breadcrumb name="p" current={title} />
      <h1 className="catalogue-page__title">{title}</h1>
      <p className="catalogue-page__intro">{t('pages.p.intro')}</p>
      <h2 className="products-page__subtitle">{t('pages.p.searchLabel')}</h2>
      <ProductSearchForm
        id="products-page-search"
        label={t('pages.p.searchLabel')}
        onSearch={(q) => {
          if (q) navigate(searchPath(locale, q));
        }}
      />
      <h2 className="products-page__subtitle" id="products-categories">
        {t('pages.p.byCategory')}
      </h2>
      <CategoryGrid headingId="products-categories" />
    </div>
  );
}
