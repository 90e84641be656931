import { lazy, Suspense, useEffect, useState } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { installChunkReload, pendingPath } from '../features/build-info/chunk-reload';
import { installLinkPrefetch } from '../routes/prefetch';
import { routePageOfPath } from '../routes/route-elements';
import { leaveBreadcrumb, startErrorReporting } from '../features/error-reporting/start-error-reporting';
import { createRoutes } from '../routes/routes';
import { ToastProvider } from '../ui/toast';
import { createApolloClient } from './apollo-client';

// It shows only when a new build is out: its code loads after the first render (decision 0129).
const NewBuildNotice = lazy(() =>
  import('../features/build-info/new-build-notice').then((module) => ({ default: module.NewBuildNotice })),
);

export function App() {
  const [client] = useState(() => createApolloClient());
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  // A chunk of an old build that is gone after a deploy: reload to where the user was going.
  useEffect(() => installChunkReload(() => pendingPath(router)), [router]);
  useEffect(() => installLinkPrefetch({ pageOf: routePageOfPath }), []);
  // Window errors and unhandled rejections to POST /api/log, with the pages seen as breadcrumbs (decision 0112).
  useEffect(() => startErrorReporting(), []);
  useEffect(
    () => router.subscribe((state) => leaveBreadcrumb('navigation', state.location.pathname)),
    [router],
  );
  return (
    <ApolloProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <NewBuildNotice />
        </Suspense>
      </ToastProvider>
    </ApolloProvider>
  );
}
