import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';

/**
 * The bare stack Arena's home is measured against (bench/src/home-lcp-bench.ts): Vite, React 19,
 * React Router 7 and TanStack Query, nothing else, rendering a list of 100 items from a query.
 */
const items = Array.from({ length: 100 }, (_, i) => ({
  id: i + 1,
  title: `Match ${i + 1}`,
  detail: `Team ${2 * i + 1} vs Team ${2 * i + 2}`,
}));

const queryClient = new QueryClient();

function List() {
  const list = useQuery({ queryKey: ['items'], queryFn: () => Promise.resolve(items) });
  if (!list.data) return <p>Loading…</p>;
  return (
    <main>
      <h1>Items</h1>
      <ul>
        {list.data.map((item) => (
          <li key={item.id}>
            <Link to={`/item/${item.id}`}>{item.title}</Link> <span>{item.detail}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <List /> }]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
