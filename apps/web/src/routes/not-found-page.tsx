import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../features/locale/locale-context';
import { NotFoundIllustration } from '../ui/illustrations/not-found-illustration';
import { useDocumentTitle } from '../ui/use-document-title';
import { homePath } from './paths';
import './not-found-page.css';

/** Spec 01 §2/§8: an unmatched route is a non-fatal 404 with a picture and a homepage button. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  useDocumentTitle(t('errors.notFoundTitle'));
  return (
    <div className="container not-found">
      <NotFoundIllustration className="not-found__illustration" />
      <h1 className="not-found__title">{t('errors.notFoundTitle')}</h1>
      <p className="not-found__text">{t('errors.notFoundText')}</p>
      <Link to={homePath(locale)} className="button button--primary button--large">
        {t('common.toHomepage')}
      </Link>
    </div>
  );
}
