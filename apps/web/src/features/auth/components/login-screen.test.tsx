import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { initI18n } from '@/lib/i18n.ts';
import { LoginScreen } from './login-screen.tsx';

vi.mock('@/lib/gateway/gateway-client.ts', () => ({ callGateway: vi.fn() }));
const gateway = vi.mocked(callGateway);

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/login', element: <LoginScreen /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('zh-CN');
});
beforeEach(() => {
  gateway.mockRejectedValue(new GatewayError(ErrorCode.badInput, '用户名或密码错误'));
});
afterEach(() => {
  cleanup();
  gateway.mockReset();
});

// spec §2 "/login accepts optional fromPage".
describe('login screen', () => {
  it('names the screen the member returns to, not its address', () => {
    renderAt('/login?fromPage=%2Fapp%2Fme%2Fsecurity');
    const line = screen.getByTestId('login-return');
    expect(line.textContent).toBe('登录后将返回：安全中心');
    expect(line.textContent).not.toContain('/app');
  });

  it('says "the previous page" for a path that is no known screen', () => {
    renderAt('/login?fromPage=%2Fapp%2Fsomething');
    expect(screen.getByTestId('login-return').textContent).toBe('登录后将返回：刚才的页面');
  });

  it('shows a failed login in the error style', async () => {
    renderAt('/login');
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'player01' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'wrong1234' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    const alert = await screen.findByText('用户名或密码错误');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.className).toBe('form-error');
    // `.form-error` is a shell style in the danger colour (styles/shell-styles.test.ts).
  });
});
