import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ErrorCode, GatewayError, type CallDef } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { initI18n } from '@/lib/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { WithdrawScreen } from './withdraw-screen.tsx';

vi.mock('@/lib/gateway/gateway-client.ts', () => ({ callGateway: vi.fn() }));
const gateway = vi.mocked(callGateway);

const PROMPT = {
  withdrawable: 50_000,
  min: 10_000,
  max: 5_000_000,
  timesLeftToday: 5,
  turnoverRemaining: 0,
  feeRate: '0.01',
  minFee: 200,
  notice: '',
  pending: [],
};

function answers(walletType: 'RMB' | 'USDT'): Record<string, unknown> {
  return {
    'site.perInfoV5Get': { walletType },
    'finance.withdrawPrompt': { ...PROMPT, walletType },
    'finance.bankCardList': {
      maxCards: 5,
      list: [
        {
          cardId: 'c1',
          cardNum: '**** **** **** 7894',
          cardTail: '7894',
          holderName: '张*',
          bankCode: 'CMB',
          bankName: '招商银行',
          isDefault: true,
          createdAt: 0,
        },
      ],
    },
    'finance.virtualAddressList': {
      maxAddresses: 5,
      list: [
        {
          addressId: 'a1',
          address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
          protocol: 'TRC20',
          alias: '',
          createdAt: 0,
        },
      ],
    },
  };
}

function useAnswers(table: Record<string, unknown>, override?: (call: CallDef, input: unknown) => unknown) {
  gateway.mockImplementation((call: CallDef, input: unknown) => {
    const special = override?.(call, input);
    if (special !== undefined) return special as Promise<never>;
    return call.id in table
      ? Promise.resolve(table[call.id] as never)
      : Promise.reject(new Error(`unexpected ${call.id}`));
  });
}

function renderWithdraw() {
  useSession.getState().signIn('tok_'.padEnd(40, 'x'), { id: '7', name: 'player01', nickName: 'player01' });
  const router = createMemoryRouter([{ path: '*', element: <WithdrawScreen /> }], {
    initialEntries: ['/app/wallet/withdraw'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true, selector: 'input' }), { target: { value } });
const inputsOf = (id: string) =>
  gateway.mock.calls.filter(([call]) => call.id === id).map(([, input]) => input as Record<string, unknown>);

beforeAll(async () => {
  await initI18n('zh-CN');
});
beforeEach(() => {
  gateway.mockReset();
});
afterEach(() => {
  cleanup();
  useSession.getState().clear();
});

// "Every money-moving call takes an idempotency key; a retry never moves money twice".
describe('withdraw screen', () => {
  it('resends the same idempotency key when the member retries after a network failure', async () => {
    let failures = 1;
    useAnswers(answers('RMB'), (call) => {
      if (call.id !== 'finance.withdrawNewV6') return undefined;
      if (failures-- > 0) return Promise.reject(new GatewayError(ErrorCode.networkAbnormal, '网络异常'));
      return Promise.resolve({
        orderNo: 'W1',
        walletType: 'RMB',
        amount: 20_000,
        fee: 200,
        balance: 30_000,
        status: 'pending',
      });
    });
    renderWithdraw();
    await screen.findByText('**** **** **** 7894');
    type('提现金额', '200');
    expect((await screen.findByTestId('withdraw-fee')).textContent).toContain('手续费: 2.00 元');
    type('取款密码', '123456');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('网络异常')).toBeTruthy();
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(inputsOf('finance.withdrawNewV6')).toHaveLength(2));
    const [first, second] = inputsOf('finance.withdrawNewV6');
    expect(first).toMatchObject({ amount: 20_000, bankCardId: 'c1', withdrawPassword: '123456' });
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('asks for the withdraw password to be set when the server says none is set', async () => {
    useAnswers(answers('RMB'), (call) =>
      call.id === 'finance.withdrawNewV6'
        ? Promise.reject(new GatewayError(ErrorCode.withdrawPasswordNotSet, '请先设置取款密码'))
        : undefined,
    );
    renderWithdraw();
    await screen.findByText('**** **** **** 7894');
    type('提现金额', '200');
    type('取款密码', '123456');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('set-withdraw-password')).toBeTruthy();
  });

  // spec §1: a USDT site withdraws to USDT addresses, with USDT wording.
  it('withdraws to a USDT address with USDT wording on a USDT site', async () => {
    useAnswers(answers('USDT'), (call) =>
      call.id === 'finance.usdtDraw'
        ? Promise.resolve({
            orderNo: 'W2',
            walletType: 'USDT',
            amount: 1,
            fee: 0,
            balance: 0,
            status: 'pending',
          })
        : undefined,
    );
    renderWithdraw();
    await screen.findByText('TLa2 f6VP qDgR E67v 1736 s7bJ 8Ray 5wYj U7');
    expect(document.body.textContent).not.toMatch(/元|银行卡/);
    expect(screen.getByTestId('withdraw-withdrawable').textContent).toContain('0.05 USDT');
    type('提现金额', '0.01');
    type('取款密码', '123456');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(inputsOf('finance.usdtDraw')).toHaveLength(1));
    expect(inputsOf('finance.usdtDraw')[0]).toMatchObject({ amount: 10_000, addressId: 'a1' });
    expect(inputsOf('finance.withdrawNewV6')).toHaveLength(0);
  });
});
