import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router';
import { createQueryClient } from './api/query-client.ts';
import { ErrorBoundary } from './components/error-boundary.tsx';
import { useStartSession } from './features/auth/use-start-session.ts';
import { routes } from './routes.tsx';

/**
 * The route table (routes.tsx) is written as data-router objects with `lazy`; here it runs in
 * React Router's declarative mode (BrowserRouter + useRoutes), each `lazy` becoming a React.lazy
 * page in a Suspense boundary of its own. Declarative mode leaves the data router (loaders,
 * actions, fetchers: ~20 KB gzipped) out of the first page.
 */
function toDeclarative(list: RouteObject[]): RouteObject[] {
  return list.map((route): RouteObject => {
    const children = route.children ? toDeclarative(route.children) : undefined;
    const load = route.lazy;
    if (typeof load !== 'function') return { ...route, children } as RouteObject;
    const Page = lazy(async () => {
      const loaded = await load();
      const Component = loaded.Component as ComponentType | null | undefined;
      return { default: Component ?? (() => loaded.element ?? null) };
    });
    // Its own boundary, so only the page's place waits for its chunk, never the header and the
    // drawer (Preact's startTransition does not keep the previous page on screen, as React's did).
    // And its own error boundary: a chunk that fails to load, or a page that throws, shows a
    // message with Reload in the page's place.
    const element = (
      <ErrorBoundary key={route.path}>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </ErrorBoundary>
    );
    return { path: route.path, caseSensitive: route.caseSensitive, children, element };
  });
}

const declarativeRoutes = toDeclarative(routes);

function AppRoutes() {
  return useRoutes(declarativeRoutes);
}

function Session() {
  useStartSession();
  return null;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Session />
      <BrowserRouter>
        <ErrorBoundary>
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
