import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ErrorCode, GatewayError, catalogue } from '@arena/protocol';
import { initI18n } from '@/lib/i18n.ts';
import { RobotCheckScreen, returnPathOf } from './robot-check-screen.tsx';

const callGateway = vi.hoisted(() => vi.fn());
vi.mock('@/lib/gateway/gateway-client.ts', () => ({ callGateway }));

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

const open = (state: unknown) => {
  const router = createMemoryRouter(
    [
      { path: '/robot-check', element: <RobotCheckScreen /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [{ pathname: '/robot-check', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

// spec §8 "Robot check needed | Jump to a check page"
describe('robot check page', () => {
  it('passes the check through the server (its verification, its ticket) and returns to the screen', async () => {
    callGateway.mockResolvedValueOnce({ passed: true, until: Date.now() + 60_000 });
    const router = open({ robotCheck: true, from: '/app/wallet' });
    fireEvent.click(screen.getByRole('button', { name: '开始验证' }));
    await screen.findByText('验证已通过，可以继续使用。');
    // The gateway call answers need-safe first, so the verification runs inside it (spec §4).
    expect(callGateway).toHaveBeenCalledWith(catalogue.site.robotPass, {});
    fireEvent.click(screen.getByRole('button', { name: '返回刚才的页面' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/wallet'));
  });

  it('stays on the check when the verification is closed unanswered', async () => {
    callGateway.mockRejectedValueOnce(new GatewayError(ErrorCode.needSafe, '验证已关闭'));
    open({ robotCheck: true });
    fireEvent.click(screen.getByRole('button', { name: '开始验证' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: '开始验证' }).disabled).toBe(false),
    );
    expect(screen.queryByText('验证已通过，可以继续使用。')).toBeNull();
  });

  it('returns only to in-app paths', () => {
    expect(returnPathOf({ from: '/app/live' })).toBe('/app/live');
    expect(returnPathOf({ from: '//evil.example' })).toBe('/app/home');
    expect(returnPathOf({ from: 'https://evil.example' })).toBe('/app/home');
    expect(returnPathOf({ from: '/robot-check' })).toBe('/app/home');
    expect(returnPathOf(null)).toBe('/app/home');
  });
});
