import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { CallDef, ResponsibleStatus } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { initI18n } from '@/lib/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { realityDue } from '../reality-due.ts';
import { RealityCheckHost } from './reality-check-host.tsx';

vi.mock('@/lib/gateway/gateway-client.ts', () => ({ callGateway: vi.fn() }));
const gateway = vi.mocked(callGateway);

const NOW = Date.now();
const status = (over: Partial<ResponsibleStatus> = {}): ResponsibleStatus => ({
  limits: [],
  realityMinutes: 15,
  session: {
    startedAt: NOW - 16 * 60_000,
    elapsedMs: 16 * 60_000,
    stakes: 30_000,
    wins: 12_000,
    net: -18_000,
  },
  realityDueAt: NOW - 60_000,
  exclusion: null,
  ...over,
});

// docs/responsible-play.md "Sessions and the reality check": every N minutes of play a dialog shows the
// session time and net position, with continue and stop.
describe('realityDue', () => {
  it('is due only while a session runs, a check is chosen and its time has come', () => {
    expect(realityDue(status(), NOW)).toEqual({ minutes: 16, net: -18_000, stakes: 30_000, wins: 12_000 });
    expect(realityDue(status({ realityDueAt: NOW + 1 }), NOW)).toBeNull();
    expect(realityDue(status({ realityDueAt: null, realityMinutes: null }), NOW)).toBeNull();
    expect(realityDue(status({ session: null, realityDueAt: null }), NOW)).toBeNull();
    expect(realityDue(undefined, NOW)).toBeNull();
  });
});

describe('reality check on every screen', () => {
  beforeAll(async () => {
    await initI18n('zh-CN');
  });
  beforeEach(() =>
    useSession.getState().signIn('tok_'.padEnd(40, 'x'), { id: '7', name: 'p1', nickName: 'p1' }),
  );
  afterEach(() => {
    cleanup();
    gateway.mockReset();
    useSession.getState().clear();
  });

  function renderHost() {
    const router = createMemoryRouter(
      [
        { path: '/app/wallet', element: <RealityCheckHost /> },
        { path: '/app/home', element: <p>home</p> },
      ],
      { initialEntries: ['/app/wallet'] },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  it('shows the elapsed time and net result, and "继续游戏" answers continue and closes it', async () => {
    gateway.mockImplementation((call: CallDef) =>
      Promise.resolve(
        call.id === 'responsible.realityAnswer'
          ? status({ realityDueAt: Date.now() + 15 * 60_000 })
          : status(),
      ),
    );
    renderHost();
    const dialog = await screen.findByRole('dialog', { name: '游戏提醒' });
    expect(screen.getByTestId('app-reality-elapsed').textContent).toBe('本次游戏已进行 16 分钟');
    expect(screen.getByTestId('app-reality-net').textContent).toBe(
      '本次净输赢 -180.00 元（投注 300.00 元，派彩 120.00 元）',
    );
    fireEvent.click(screen.getByRole('button', { name: '继续游戏' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(gateway.mock.calls.find(([c]) => c.id === 'responsible.realityAnswer')?.[1]).toEqual({
      action: 'continue',
    });
  });

  it('"停止游戏" ends the session and goes home; nothing shows before the check is due', async () => {
    gateway.mockImplementation((call: CallDef) =>
      Promise.resolve(
        call.id === 'responsible.realityAnswer' ? status({ session: null, realityDueAt: null }) : status(),
      ),
    );
    const router = renderHost();
    fireEvent.click(await screen.findByRole('button', { name: '停止游戏' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home'));
    expect(gateway.mock.calls.find(([c]) => c.id === 'responsible.realityAnswer')?.[1]).toEqual({
      action: 'stop',
    });

    cleanup();
    gateway.mockImplementation(() => Promise.resolve(status({ realityDueAt: Date.now() + 60_000 })));
    renderHost();
    await waitFor(() => expect(gateway).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// docs/responsible-play.md "Members created before the rule": the date of birth is asked for once.
describe('the date-of-birth question for members without one', () => {
  beforeAll(async () => {
    await initI18n('zh-CN');
  });
  beforeEach(() => {
    sessionStorage.clear();
    useSession.getState().signIn('tok_'.padEnd(40, 'y'), { id: '8', name: 'p2', nickName: 'p2' });
  });
  afterEach(() => {
    cleanup();
    gateway.mockReset();
    useSession.getState().clear();
  });

  function renderAt() {
    const router = createMemoryRouter([{ path: '/app/home', element: <RealityCheckHost /> }], {
      initialEntries: ['/app/home'],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  it('refuses a minor’s date on the form, sends an adult’s and closes once the server has it', async () => {
    gateway.mockImplementation((call: CallDef) =>
      Promise.resolve(
        call.id === 'responsible.confirmAge'
          ? status({ session: null, realityDueAt: null, birthDateNeeded: false })
          : status({ session: null, realityDueAt: null, birthDateNeeded: true }),
      ),
    );
    renderAt();
    const dialog = await screen.findByRole('dialog', { name: '请确认您的年龄' });
    const input = screen.getByLabelText('出生日期');
    fireEvent.change(input, { target: { value: `${new Date().getFullYear() - 17}-01-01` } });
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('未满 18 周岁不能充值或游戏')).toBeTruthy();
    expect(gateway.mock.calls.some(([c]) => c.id === 'responsible.confirmAge')).toBe(false);

    fireEvent.change(input, { target: { value: '1980-03-04' } });
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(gateway.mock.calls.find(([c]) => c.id === 'responsible.confirmAge')?.[1]).toEqual({
      birthDate: '1980-03-04',
    });
  });

  it('"稍后" hides it for the tab', async () => {
    gateway.mockImplementation(() =>
      Promise.resolve(status({ session: null, realityDueAt: null, birthDateNeeded: true })),
    );
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: '稍后' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();
    const before = gateway.mock.calls.length;
    renderAt();
    await waitFor(() => expect(gateway.mock.calls.length).toBeGreaterThan(before));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
