import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '@/lib/i18n.ts';
import { queryClient } from '@/lib/query-client.ts';
import { createAppRouter } from '@/app/router.tsx';
import { wireGateway } from '@/app/gateway-wiring.ts';
import '@/app/verification-wiring.ts';
import './styles/global.css';

await initI18n('zh-CN');
const router = createAppRouter();
wireGateway((to, options) => void router.navigate(to, options));
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root missing from index.html');

createRoot(rootElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
