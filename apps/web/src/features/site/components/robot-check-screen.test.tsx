import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { initI18n } from '@/lib/i18n.ts';
import { setVerificationHandler } from '@/lib/gateway/verification-hook.ts';
import { RobotCheckScreen, returnPathOf } from './robot-check-screen.tsx';

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
  it('runs the security verification and, once passed, returns to the interrupted screen', async () => {
    const verify = vi.fn(() => Promise.resolve({ verifyTicket: 't' }));
    setVerificationHandler(verify);
    const router = open({ robotCheck: true, from: '/app/wallet' });
    fireEvent.click(screen.getByRole('button', { name: '开始验证' }));
    expect(verify).toHaveBeenCalledWith({ imageCode: 1, afs: 1, anji: 1 });
    await screen.findByText('验证已通过，可以继续使用。');
    fireEvent.click(screen.getByRole('button', { name: '返回刚才的页面' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/wallet'));
  });

  it('stays on the check when the verification is closed unanswered', async () => {
    setVerificationHandler(() => Promise.resolve(null));
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
