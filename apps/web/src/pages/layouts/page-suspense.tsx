import { Suspense, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { PageSkeleton } from '../../ui/page-skeleton';

/** The `handle` of a layout route that holds a PageSuspense: it names the layout. */
export interface LayoutHandle {
  layout: string;
}

export const layoutHandle = (layout: string): LayoutHandle => ({ layout });

/**
 * Where a lazy page (decision 0108) waits for its code: a skeleton inside the layout. The router
 * navigates in a transition, and during a transition React keeps an already shown boundary's old
 * content instead of its fallback: the previous page would stay under the new address until the code
 * arrives. So the boundary is keyed by the route right below the layout (whose route carries
 * `layoutHandle(layout)`): another route there gets a new boundary, which shows the skeleton; a page
 * whose code is already there renders at once; new parameters on the same route keep it mounted.
 */
export function PageSuspense({ layout, children }: { layout: string; children: ReactNode }) {
  const matches = useMatches();
  const own = matches.findIndex((match) => (match.handle as LayoutHandle | undefined)?.layout === layout);
  const route = own === -1 ? undefined : matches[own + 1]?.id;
  return (
    <Suspense key={route} fallback={<PageSkeleton />}>
      {children}
    </Suspense>
  );
}
