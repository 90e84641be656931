import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteBaseName } from '@shop/domain';
import { routeDefinition } from '@shop/locales';
import { useDocumentTitle } from '../../ui/use-document-title';
import { Breadcrumb } from '../../features/page-shells/breadcrumb';
import { pageEmptyKey, pageTitleKey } from '../../features/page-shells/page-titles';
import './page-shell.css';

/** Route parameters that name the thing a page is about (shown in the title). */
function titleValues(params: Readonly<Record<string, string | undefined>>) {
  return {
    category: params.category ?? '',
    cartId: params.cartId ?? '',
    id: params.id ?? '',
    customer: params.customer ?? '',
    product: (params['*'] ?? '').split('/').filter(Boolean).pop() ?? '',
  };
}

/**
 * A page whose feature comes with a later issue: its real route, guard and layout, its translated
 * title (tab and h1), breadcrumb, and an honest empty state saying what the page will hold.
 */
export function PageShell({ name }: { name: RouteBaseName }) {
  const { t } = useTranslation();
  const params = useParams();
  const title = t(pageTitleKey(name), titleValues(params));
  useDocumentTitle(title);
  const inAccount = routeDefinition(name).layout === 'account';

  return (
    <div className={inAccount ? 'page-shell' : 'container page-shell page-shell--standalone'}>
      <Breadcrumb name={name} current={title} />
      <h1 className="page-shell__title">{title}</h1>
      <section className="page-shell__empty empty-state" aria-label={t('pages.inPreparation')}>
        <p className="page-shell__badge">{t('pages.inPreparation')}</p>
        <p className="page-shell__text">{t(pageEmptyKey(name), titleValues(params))}</p>
      </section>
    </div>
  );
}
