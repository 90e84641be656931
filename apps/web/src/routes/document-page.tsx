import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { reloadGuarded, reloadToPath } from '../features/build-info/chunk-reload';
import { PageSkeleton } from '../ui/page-skeleton';
import { QueryError } from '../ui/query-error';

/**
 * The element of a route the shop does not render: its path is a page of its own that the BFF
 * serves (scan-me, scan-me.html, decision 0125). A link to it inside the shop becomes a full page
 * load of the path; if the same path came back to the shop within 10 s (a server that answers it
 * with the shop's index.html), the error state with a retry instead of a reload loop (chunk-reload.ts'
 * guard). A chunk of its own like a page's (route-elements.tsx), so the shop's first load is without it.
 */
export function DocumentLoad() {
  const { pathname, search, hash } = useLocation();
  const path = `${pathname}${search}${hash}`;
  // Decided once: the reload below sets the guard's marker itself.
  const [stuck] = useState(reloadGuarded);
  useEffect(() => {
    if (!stuck) reloadToPath(path);
  }, [stuck, path]);
  return stuck ? (
    <div className="container page-section">
      <QueryError onRetry={() => window.location.assign(path)} />
    </div>
  ) : (
    <PageSkeleton />
  );
}
