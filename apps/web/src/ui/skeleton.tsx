import type { CSSProperties, ReactNode } from 'react';
import './skeleton.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
  radius?: CSSProperties['borderRadius'];
}

/** A grey placeholder of a fixed size, so content arriving later does not move the page. */
export function Skeleton({ width = '100%', height = '1em', className, radius }: SkeletonProps) {
  return (
    <span
      className={['skeleton', className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}

/** Wraps skeletons of one region and tells assistive technology that it is loading. */
export function LoadingRegion({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className} role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
