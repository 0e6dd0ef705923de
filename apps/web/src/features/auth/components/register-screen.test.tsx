import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ErrorCode, GatewayError, type CallDef } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { initI18n } from '@/lib/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { RegisterScreen } from './register-screen.tsx';

vi.mock('@/lib/gateway/gateway-client.ts', () => ({ callGateway: vi.fn() }));
const gateway = vi.mocked(callGateway);

const TAKEN = 'takenname';
const SESSION = {
  token: 'tok_'.padEnd(40, 'x'),
  member: { id: '7', name: 'newplayer', nickName: 'newplayer', avatarUrl: null, vipLevel: 0 },
  pendingBindSteps: [],
  mustChangePassword: false,
  mustBindPhone: false,
};

function fakeGateway(call: CallDef, input: unknown): Promise<unknown> {
  const body = input as Record<string, string>;
  if (call.id === 'auth.checkNameV1')
    return Promise.resolve({ available: body.name !== TAKEN, suggestion: null });
  if (call.id === 'auth.registerV4')
    return body.name === 'racename'
      ? Promise.reject(new GatewayError(ErrorCode.conflict, '用户名已被注册'))
      : Promise.resolve(SESSION);
  return Promise.reject(new Error(`unexpected ${call.id}`));
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterScreen /> },
      { path: '/app/home', element: <p>home</p> },
      { path: '/app/me', element: <p>me</p> },
      { path: '/login', element: <p>login</p> },
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

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const checkCalls = () => gateway.mock.calls.filter(([call]) => call.id === 'auth.checkNameV1');

beforeAll(async () => {
  await initI18n('zh-CN');
});
beforeEach(() => {
  gateway.mockImplementation(fakeGateway);
  sessionStorage.clear();
  useSession.getState().clear();
});
afterEach(() => {
  cleanup();
  gateway.mockReset();
});

describe('register screen', () => {
  it('checks the name once the typing settles (300 ms) and says whether it is free', async () => {
    renderAt('/register');
    for (const partial of ['take', 'taken', 'takenn', 'takenna', 'takennam', TAKEN]) type('用户名', partial);
    expect(checkCalls()).toHaveLength(0);
    await waitFor(() =>
      expect(screen.getByTestId('register-name-message').textContent).toContain('已被注册'),
    );
    expect(checkCalls().map(([, input]) => input)).toEqual([{ name: TAKEN }]);
    expect(screen.getByLabelText('用户名', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    type('用户名', 'freename');
    await waitFor(() =>
      expect(screen.getByTestId('register-name-message').textContent).toContain('可以使用'),
    );
    expect(screen.getByLabelText('用户名', { exact: true }).getAttribute('aria-invalid')).toBe('false');
  });

  it('shows the spec §5 password messages inline and keeps submit disabled', async () => {
    renderAt('/register');
    type('用户名', 'player01');
    const submit = screen.getByRole('button', { name: '注册' });
    type('密码', 'abc1234');
    expect(screen.getByTestId('register-password-message').textContent).toContain('密码长度为8-12位');
    type('密码', 'abcdefgh');
    expect(screen.getByTestId('register-password-message').textContent).toContain(
      '密码须为8-12位字母和数字的组合',
    );
    type('密码', 'PLAYER01');
    expect(screen.getByTestId('register-password-message').textContent).toContain('密码不能与用户名相同');
    type('确认密码', 'PLAYER01');
    await waitFor(() =>
      expect(screen.getByTestId('register-name-message').textContent).toContain('可以使用'),
    );
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    const password = screen.getByLabelText('密码', { exact: true });
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain('register-password-message');
  });

  it('registers with timewd and the stored invitation codes, signs in and goes to fromPage', async () => {
    sessionStorage.setItem('i_code', 'AG7788');
    sessionStorage.setItem('r_code', 'R123');
    const router = renderAt('/register?fromPage=%2Fapp%2Fme');
    type('用户名', 'newplayer');
    type('密码', 'good1234');
    type('确认密码', 'good1234');
    type('出生日期', '1990-01-31');
    const submit = screen.getByRole('button', { name: '注册' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.submit(submit.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/me'));
    const registered = gateway.mock.calls.find(([call]) => call.id === 'auth.registerV4')?.[1] as Record<
      string,
      string
    >;
    expect(registered).toMatchObject({
      name: 'newplayer',
      password: 'good1234',
      inviteCode: 'AG7788',
      recommenderCode: 'R123',
      birthDate: '1990-01-31',
    });
    expect(atob(registered.timewd ?? '')).toMatch(/^\d+:[0-9a-f]{64}$/);
    expect(useSession.getState().token).toBe(SESSION.token);
    expect(sessionStorage.getItem('tb-token')).toBe(SESSION.token);
  });

  it('shows a 10201 from the server on the name field', async () => {
    renderAt('/register');
    type('用户名', 'racename');
    type('密码', 'good1234');
    type('确认密码', 'good1234');
    type('出生日期', '1990-01-31');
    const submit = screen.getByRole('button', { name: '注册' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(screen.getByTestId('register-name-message').textContent).toContain('用户名已被注册'),
    );
    expect(useSession.getState().token).toBeNull();
  });
});
