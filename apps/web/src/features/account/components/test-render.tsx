import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, type MockedFunction } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { callGateway } from '@/lib/gateway/gateway-client.ts';
import { initI18n } from '@/lib/i18n.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useSession } from '@/lib/session.ts';

type GatewayMock = MockedFunction<typeof callGateway>;

/**
 * Test support: the lifecycle of a screen test over a mocked gateway. zh-CN strings once; `fake`
 * answers every call of each test; after each, a clean DOM, mock and session.
 */
export function withFakeGateway(
  gateway: GatewayMock,
  fake: Parameters<GatewayMock['mockImplementation']>[0],
) {
  beforeAll(async () => {
    await initI18n('zh-CN');
  });
  beforeEach(() => {
    gateway.mockImplementation(fake);
  });
  afterEach(() => {
    cleanup();
    gateway.mockReset();
    useSession.getState().clear();
  });
}

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
