import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import './fallback-story.css';

/**
 * The same space as the loaded story's heading and first blocks, so nothing below jumps: while the
 * story loads, and while its code loads (the error page loads it on demand, decision 0108).
 */
export function FallbackSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className="container page-section fallback-story">
      <Skeleton height="2rem" width="45%" />
      <Skeleton height="14rem" className="skeleton--spaced" />
    </LoadingRegion>
  );
}
