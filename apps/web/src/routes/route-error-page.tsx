import { useState } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { isChunkLoadError, reloadToPath } from '../features/build-info/chunk-reload';
import { ShopLayout } from '../pages/layouts/shop-layout';
import { ErrorPage } from '../pages/error/error-page';

/**
 * Errors thrown while rendering a route: their status (500 for anything else) on the error page. A
 * chunk that failed to load (a new build replaced it) reloads the page once instead (docs/rules/errors.md).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const target = `${location.pathname}${location.search}${location.hash}`;
  // Decided once per error: reloadToPath starts a full page load, or refuses a second one within
  // 10 s, and then the error page shows.
  const [reloading] = useState(() => isChunkLoadError(error) && reloadToPath(target));
  if (reloading) return null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ShopLayout>
      <ErrorPage
        error={{ status, fatal: true, message: isRouteErrorResponse(error) ? error.statusText : 'Error' }}
      />
    </ShopLayout>
  );
}
