import type { ReactNode } from 'react';
import { QueryError } from './query-error';

interface FrameProps {
  /**
   * Shown instead of everything else when the page has nothing to load (a user without a customer,
   * an unknown category): any node but `false`, `null` or `undefined`.
   */
  unavailable?: ReactNode;
  /** The load failed and there is nothing to show: the translated error with a retry button. */
  failed: boolean;
  onRetry: () => void;
  /** The small error (a panel inside a page) instead of the page's. */
  compactError?: boolean;
  /** A class for a box around the error (the page's spacing); none by default. */
  errorClassName?: string;
}

interface LoadedProps<T> extends FrameProps {
  /** The loaded data; `null` or `undefined` while it loads. */
  data: T | null | undefined;
  /** The skeleton shown while `data` is missing. */
  loading: ReactNode;
  /** Whether the loaded data has nothing to show; then `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

interface ProgressiveProps extends FrameProps {
  /** The screen shows its own skeletons part by part while its queries load (a product listing). */
  progressive: true;
  children: ReactNode;
}

export type PageStatesProps<T> = LoadedProps<T> | ProgressiveProps;

const shown = (node: ReactNode) => node !== undefined && node !== null && node !== false;

/**
 * The one frame of a screen's load (docs/decisions/0080): unavailable, failed (ui/query-error with
 * retry), loading skeleton, empty state, or the children with the loaded data, in this order.
 */
export function PageStates<T>(props: PageStatesProps<T>) {
  if (shown(props.unavailable)) return <>{props.unavailable}</>;
  if (props.failed) {
    const error = <QueryError compact={props.compactError ?? false} onRetry={props.onRetry} />;
    return props.errorClassName ? <div className={props.errorClassName}>{error}</div> : error;
  }
  if ('progressive' in props) return <>{props.children}</>;
  const { data, loading, isEmpty, empty, children } = props;
  if (data === null || data === undefined) return <>{loading}</>;
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}

/** The empty state's paragraph (styles/base.css `.empty-state`). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
}
