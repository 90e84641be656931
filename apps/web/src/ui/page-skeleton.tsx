import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from './skeleton';
import './page-skeleton.css';

/**
 * The content area while a page's code loads (decision 0108): the layout around it stays, and the
 * placeholder keeps the page's height so the footer does not move up and back.
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className="container page-skeleton">
      <Skeleton width="40%" height="2.25rem" className="page-skeleton__title" />
      <Skeleton height="1rem" width="70%" />
      <Skeleton height="12rem" className="page-skeleton__block" />
      <Skeleton height="12rem" className="page-skeleton__block" />
    </LoadingRegion>
  );
}
