import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ErrorCode, GatewayError, type CallDef } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { initI18n } from '@/lib/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { GiftSheet } from './gift-sheet.tsx';

/**
 * Waits until one of the screen's alert regions says `text`. The sheet and the purchase dialog each keep
 * an (empty) alert region mounted, so the first region found may not be filled yet.
 */
async function expectAlert(text: string) {
  await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(text));
}

vi.mock('@/lib/gateway/gateway-client.ts', () => ({ callGateway: vi.fn() }));
const gateway = vi.mocked(callGateway);

const gift = (giftId: number, giftCode: string, name: string, price: number, giftType = 0) => ({
  giftId,
  giftType,
  status: 1,
  giftCode,
  price,
  name,
  url: `/media/gift/${giftCode}.svg`,
  svgaUrl: `/media/gift/${giftCode}.svga`,
});
const GIFTS = [gift(2, 'heart', '爱心', 10), gift(1, 'rose', '玫瑰', 1), gift(6, 'crown', '皇冠', 1000, 1)];

function answer(table: Record<string, (input: Record<string, unknown>) => unknown>) {
  gateway.mockImplementation((call: CallDef, input: unknown) => {
    const fn = table[call.id];
    if (!fn) return Promise.reject(new Error(`unexpected ${call.id}`));
    try {
      return Promise.resolve(fn(input as Record<string, unknown>));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
const inputsOf = (id: string) =>
  gateway.mock.calls.filter(([call]) => call.id === id).map(([, input]) => input as Record<string, unknown>);

function renderSheet(onClose = vi.fn()) {
  useSession.getState().signIn('tok_'.padEnd(40, 'x'), { id: '7', name: 'player01', nickName: 'player01' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GiftSheet room={{ anchorRoomId: 'room-1' }} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

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

// Issue 7 "Gifts": gift config, gold balance, reward; both pass a permission check (spec §6).
describe('gift sheet', () => {
  it('lists gifts cheapest first with price, sends the chosen gift and count with one key per action', async () => {
    let failOnce = true;
    answer({
      'live.giftConfig': () => ({ list: GIFTS }),
      'live.goldBalance': () => ({ gold: 500 }),
      'live.permissionCheck': () => ({ allowed: true, reason: '' }),
      'live.giftReward': () => {
        if (failOnce) {
          failOnce = false;
          throw new GatewayError(ErrorCode.networkAbnormal, '网络异常');
        }
        return { gold: 400 };
      },
    });
    const onClose = renderSheet();
    expect(await screen.findByRole('dialog', { name: '送礼物' })).toBeTruthy();
    const radios = await screen.findAllByRole('radio', { name: /金币$/ });
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '玫瑰 1 金币',
      '爱心 10 金币',
      '皇冠 1000 金币',
    ]);
    expect((await screen.findByTestId('gold-balance')).textContent).toBe('金币余额：500');

    fireEvent.click(screen.getByRole('radio', { name: '爱心 10 金币' }));
    fireEvent.click(screen.getByRole('radio', { name: '×10' }));
    expect(screen.getByText('合计 100 金币')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '送出' }));
    await expectAlert('网络异常');
    fireEvent.click(screen.getByRole('button', { name: '送出' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const sent = inputsOf('live.giftReward');
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ giftId: 2, count: 10, anchorRoomId: 'room-1' });
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey); // the retry is the same action
    expect(inputsOf('live.permissionCheck')).toEqual([{ action: 'giftAnchor' }, { action: 'giftAnchor' }]);
  });

  it('shows the permission refusal in the server words and spends nothing', async () => {
    answer({
      'live.giftConfig': () => ({ list: GIFTS }),
      'live.goldBalance': () => ({ gold: 500 }),
      'live.permissionCheck': () => ({ allowed: false, reason: '您的账号暂不能赠送礼物' }),
    });
    renderSheet();
    await screen.findByTestId('gold-balance');
    await screen.findAllByRole('radio', { name: /金币$/ });
    fireEvent.click(screen.getByRole('button', { name: '送出' }));
    await expectAlert('您的账号暂不能赠送礼物');
    expect(inputsOf('live.giftReward')).toHaveLength(0);
  });

  it('says the coins are not enough and disables 送出', async () => {
    answer({
      'live.giftConfig': () => ({ list: GIFTS }),
      'live.goldBalance': () => ({ gold: 5 }),
    });
    renderSheet();
    await screen.findByText('金币余额：5');
    fireEvent.click(await screen.findByRole('radio', { name: '爱心 10 金币' }));
    expect(screen.getByRole('alert').textContent).toBe('金币不足，请先充值');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '送出' }).disabled).toBe(true);
  });

  it('buys gold coins in yuan: shows the coins, checks, sends fen with a key, and comes back', async () => {
    let gold = 0;
    answer({
      'live.giftConfig': () => ({ list: GIFTS }),
      'live.goldBalance': () => ({ gold }),
      'live.permissionCheck': () => ({ allowed: true, reason: '' }),
      'live.goldPurchase': (input) => {
        gold = ((input.amount as number) / 100) * 10;
        return { gold, balance: 100_000 };
      },
    });
    renderSheet();
    await screen.findByText('金币余额：0');
    fireEvent.click(screen.getByRole('button', { name: '充值金币' }));
    const dialog = await screen.findByRole('dialog', { name: '充值金币' });
    expect(dialog).toBeTruthy();
    const amount = screen.getByLabelText('充值金额（元）');
    fireEvent.change(amount, { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: '确认充值' }));
    await expectAlert('请输入 1 到 50000 之间的整数金额');
    expect(inputsOf('live.goldPurchase')).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '12' } });
    expect(screen.getByTestId('gold-purchase-coins').textContent).toBe('可得 120 金币');
    fireEvent.click(screen.getByRole('button', { name: '确认充值' }));
    await screen.findByRole('dialog', { name: '送礼物' });
    expect(await screen.findByText('金币余额：120')).toBeTruthy();
    const [bought] = inputsOf('live.goldPurchase');
    expect(bought).toMatchObject({ amount: 1200 });
    expect(String(bought!.idempotencyKey).length).toBeGreaterThanOrEqual(8);
    expect(inputsOf('live.permissionCheck')).toEqual([{ action: 'buyGold' }]);
  });

  it('shows a purchase refusal inline', async () => {
    answer({
      'live.giftConfig': () => ({ list: GIFTS }),
      'live.goldBalance': () => ({ gold: 0 }),
      'live.permissionCheck': () => ({ allowed: true, reason: '' }),
      'live.goldPurchase': () => {
        throw new GatewayError(ErrorCode.insufficientBalance, '中心钱包余额不足');
      },
    });
    renderSheet();
    fireEvent.click(await screen.findByRole('button', { name: '充值金币' }));
    fireEvent.change(screen.getByLabelText('充值金额（元）'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: '确认充值' }));
    await expectAlert('中心钱包余额不足');
    expect(screen.getByRole('dialog', { name: '充值金币' })).toBeTruthy();
  });
});
