import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/query-client.ts';
import { useStartSession } from './features/auth/use-start-session.ts';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

function Session() {
  useStartSession();
  return null;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Session />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
