import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import './home-skeleton.css';

/** Placeholders in the shape of hero, category slider and product slider, so the page does not jump. */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className="home-skeleton">
      <Skeleton className="home-skeleton__hero" height="auto" radius="var(--radius-l)" />
      <Skeleton width="16rem" height="1.75rem" className="home-skeleton__headline" />
      <div className="home-skeleton__row home-skeleton__row--categories">
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Skeleton key={index} height="188px" radius="var(--radius-m)" />
        ))}
      </div>
      <Skeleton width="14rem" height="1.75rem" className="home-skeleton__headline" />
      <div className="home-skeleton__row home-skeleton__row--products">
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} height="404px" radius="var(--radius-m)" />
        ))}
      </div>
    </LoadingRegion>
  );
}
