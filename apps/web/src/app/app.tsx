import { useEffect, useState } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { installChunkReload, pendingPath } from '../features/build-info/chunk-reload';
import { NewBuildNotice } from '../features/build-info/new-build-notice';
import { createRoutes } from '../routes/routes';
import { ToastProvider } from '../ui/toast';
import { createApolloClient } from './apollo-client';

export function App() {
  const [client] = useState(() => createApolloClient());
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  // A chunk of an old build that is gone after a deploy: reload to where the user was going.
  useEffect(() => installChunkReload(() => pendingPath(router)), [router]);
  return (
    <ApolloProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
        <NewBuildNotice />
      </ToastProvider>
    </ApolloProvider>
  );
}
