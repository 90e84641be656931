import { useTranslation } from 'react-i18next';
import './pager.css';

/** Previous / "page x of y" / next under a paged list; nothing when everything fits on one page. */
export function Pager({
  page,
  lastPage,
  onPage,
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  return (
    <nav className="pager" aria-label={t('carts.pages')}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('carts.previous')}
      </button>
      <span>{t('carts.pageOf', { page, lastPage })}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        {t('carts.next')}
      </button>
    </nav>
  );
}
