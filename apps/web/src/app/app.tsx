import { useState } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../routes/routes';
import { createApolloClient } from './apollo-client';

export function App() {
  const [client] = useState(createApolloClient);
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
