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
