import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ChatMessage } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { initI18n } from '@/lib/i18n.ts';
import { Marquee } from '@/components/ui/marquee.tsx';
import { appendMessages, chatMessagesKey } from '../chat-cache.ts';
import { OrderPushCard } from './order-push-card.tsx';
import { ChatRow } from './chat-row.tsx';

vi.mock('@/lib/gateway/gateway-client.ts', () => ({ callGateway: vi.fn() }));
vi.mocked(callGateway).mockImplementation((call) =>
  call.id === 'site.perInfoV5Get'
    ? Promise.resolve({ siteId: 5000, siteSeries: 'arena' } as never)
    : Promise.reject(new Error(`unexpected ${call.id}`)),
);

const ROOM = 'r-match-1';
const base = { venueName: 'YB', siteId: 5000, siteSeries: 'arena', sentAt: 1 };
const push = (id: string, pushId: string, venueName = 'YB', itemName = '主胜 @1.85'): ChatMessage => ({
  ...base,
  id,
  venueName,
  msgType: 4,
  content: { id: pushId, categoryName: '全场胜平负', itemName, score: '1-0', teamLogo: '', venueName },
});
const revert = (id: string, pushId: string): ChatMessage => ({
  ...base,
  id,
  msgType: 5,
  content: { id: pushId },
});
const text = (id: string, content: string): ChatMessage => ({
  ...base,
  id,
  msgType: 1,
  content,
  sender: { userId: '1', username: 'amy', level: 2 },
});

beforeAll(async () => {
  await initI18n('zh-CN');
});
afterEach(cleanup);

function setup(messages: ChatMessage[], children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(chatMessagesKey(ROOM), messages);
  render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
  return client;
}

describe('OrderPushCard (spec §4)', () => {
  it('shows the newest push for the room’s venue, ignores other venues, and follows a revert', async () => {
    const client = setup(
      [push('1', 'a'), text('2', 'hi'), push('3', 'b', 'YB', '大 @1.90'), push('4', 'c', 'IM', '小 @2.00')],
      <OrderPushCard roomNo={ROOM} venueName="OBTY" />,
    );
    const card = await screen.findByTestId('order-push-card');
    expect(card.getAttribute('data-push-id')).toBe('b');
    expect(card.textContent).toContain('主播推单');
    expect(card.textContent).toContain('大 @1.90');
    expect(card.textContent).toContain('比分 1-0');

    act(() => {
      client.setQueryData(chatMessagesKey(ROOM), (old: ChatMessage[] | undefined) =>
        appendMessages(old, [revert('5', 'b')]),
      );
    });
    await waitFor(() => expect(screen.queryByTestId('order-push-card')).toBeNull());

    act(() => {
      client.setQueryData(chatMessagesKey(ROOM), (old: ChatMessage[] | undefined) =>
        appendMessages(old, [push('6', 'd', 'YB', '主胜 @1.70')]),
      );
    });
    await waitFor(() => expect(screen.getByTestId('order-push-card').getAttribute('data-push-id')).toBe('d'));
  });

  it('ignores pushes of another site', async () => {
    setup([push('1', 'a'), { ...push('2', 'b'), siteId: 9 }], <OrderPushCard roomNo={ROOM} venueName="YB" />);
    expect((await screen.findByTestId('order-push-card')).getAttribute('data-push-id')).toBe('a');
  });
});

describe('order rows (spec §6 shouldShowOrderMessage)', () => {
  const order = (id: string, siteSeries: string): ChatMessage => ({
    ...base,
    id,
    siteSeries,
    msgType: 2,
    content: 'Arena电子 · 骰子 · 押大 · 掷出 5 · 投注 10.00 · 赢 19.50',
    sender: { userId: '2', username: 'bob<b>', level: 6 },
  });

  it('shows an order line of the same site series as text, and hides one of another series', async () => {
    setup(
      [],
      <ol>
        <ChatRow message={order('1', 'arena')} />
        <ChatRow message={order('2', 'other')} />
        <ChatRow message={push('3', 'a')} />
      </ol>,
    );
    const rows = await screen.findAllByTestId('chat-order');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('晒单');
    expect(rows[0]?.textContent).toContain('bob<b>');
    expect(rows[0]?.textContent).toContain('投注 10.00');
    // Push lines are not rows: the card shows them.
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('Marquee (spec §4)', () => {
  it('repeats a single notice to 5 entries and hides a category 1 notice outside its window', () => {
    render(
      <Marquee
        items={[
          { id: 'n1', content: '欢迎光临', category: 0, pmdTimerStart: null, pmdTimerEnd: null },
          { id: 'n2', content: '已过期', category: 1, pmdTimerStart: 1, pmdTimerEnd: 2 },
        ]}
        now={Date.now()}
        label="直播间公告"
        placeholder="暂无公告"
        testId="room-marquee"
      />,
    );
    const region = screen.getByRole('region', { name: '直播间公告' });
    expect(region.querySelectorAll('.marquee-item')).toHaveLength(5);
    expect(region.textContent).not.toContain('已过期');
  });

  it('shows the placeholder when nothing is visible', () => {
    render(<Marquee items={[]} now={0} label="公告" placeholder="暂无公告" />);
    expect(screen.getByRole('region', { name: '公告' }).textContent).toContain('暂无公告');
  });
});
