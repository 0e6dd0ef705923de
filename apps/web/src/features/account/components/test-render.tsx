import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useSession } from '@/lib/session.ts';

/** Test support: a signed-in member and a screen rendered at `url` with a fresh query client. */
export function renderSignedIn(url: string, element: ReactElement) {
  useSession.getState().signIn('tok_'.padEnd(40, 'x'), { id: '7', name: 'player01', nickName: 'player01' });
  const router = createMemoryRouter(
    [
      { path: url, element },
      { path: '/login', element: <p>login</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** A member profile as getMemberInfoForWeb answers it (phone and email masked). */
export const MEMBER_INFO = {
  id: '7',
  name: 'player01',
  nickName: '小明',
  avatarUrl: '',
  vipLevel: 3,
  walletType: 'RMB' as const,
  balance: 1234567,
  realNameBound: false,
  phone: '139****5678',
  email: null,
  withdrawPasswordSet: false,
  birthday: null,
  registeredAt: 0,
  lastLoginAt: null,
  pendingBindSteps: [],
  blackTag: false,
  noLevelTag: false,
};
