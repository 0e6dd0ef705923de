import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { CallDef, ChatMessage } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { initI18n } from '@/lib/i18n.ts';
import { chatMessagesKey } from '../../chat/chat-cache.ts';
import { GiftOverlay } from './gift-overlay.tsx';

vi.mock('@/lib/gateway/gateway-client.ts', () => ({ callGateway: vi.fn() }));
/** Each started movie parks here until the test ends it. */
const movies: { url: string; end: () => void; signal: AbortSignal }[] = [];
vi.mock('../svga-play.ts', () => ({
  playSvga: (_canvas: HTMLCanvasElement, url: string, signal: AbortSignal) =>
    new Promise<void>((resolve) => movies.push({ url, end: resolve, signal })),
}));

const GIFTS = [
  { giftId: 1, giftType: 0, status: 1, giftCode: 'rose', price: 1, name: '玫瑰' },
  { giftId: 5, giftType: 1, status: 1, giftCode: 'rocket', price: 500, name: '火箭' },
].map((g) => ({ ...g, url: `/media/gift/${g.giftCode}.svg`, svgaUrl: `/media/gift/${g.giftCode}.svga` }));

const push = (id: string, giftId = 1): ChatMessage => ({
  id,
  msgType: 3,
  venueName: '',
  siteId: 1,
  siteSeries: '',
  sentAt: 0,
  content: {
    userId: '7',
    username: 'fan<b>',
    level: 3,
    giftId,
    giftName: giftId === 1 ? '玫瑰' : '火箭',
    count: 1,
  },
});

async function renderOverlay(history: ChatMessage[]) {
  vi.mocked(callGateway).mockImplementation((call: CallDef) =>
    call.id === 'live.giftConfig'
      ? Promise.resolve({ list: GIFTS } as never)
      : Promise.reject(new Error(`unexpected ${call.id}`)),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The history read when the room opens: a fetch, never animated.
  await client.fetchQuery({ queryKey: chatMessagesKey('r1'), queryFn: () => history });
  render(
    <QueryClientProvider client={client}>
      <GiftOverlay roomNo="r1" />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(client.getQueryData(['live', 'gifts', 'config'])).toBeDefined());
  const live = (...list: ChatMessage[]) =>
    act(() => {
      client.setQueryData<ChatMessage[]>(chatMessagesKey('r1'), (old) => [...(old ?? []), ...list]);
    });
  return { live };
}

beforeAll(async () => {
  await initI18n('zh-CN');
});
afterEach(() => {
  cleanup();
  movies.length = 0;
});

// Issue 7: "queued so that at most one or two play at a time and each player is destroyed after use".
describe('gift overlay', () => {
  it('animates live pushes two at a time, never the history, and frees a slot when one ends', async () => {
    const { live } = await renderOverlay([push('old-1')]);
    expect(screen.queryByTestId('gift-overlay')).toBeNull();
    live(push('a'), push('b'), push('c'));
    await waitFor(() => expect(screen.getAllByTestId('gift-canvas')).toHaveLength(2));
    await waitFor(() => expect(movies).toHaveLength(2));
    expect(movies.map((m) => m.url)).toEqual(['/media/gift/rose.svga', '/media/gift/rose.svga']);
    expect(screen.getAllByText('fan<b> 送出 玫瑰 ×1')).toHaveLength(2); // plain text

    act(() => movies[0]!.end());
    await waitFor(() => expect(movies).toHaveLength(3));
    expect(screen.getAllByTestId('gift-canvas')).toHaveLength(2);
    act(() => {
      movies[1]!.end();
      movies[2]!.end();
    });
    await waitFor(() => expect(screen.queryByTestId('gift-overlay')).toBeNull());
  });

  it('plays a big gift alone and aborts the player when the room closes', async () => {
    const { live } = await renderOverlay([]);
    live(push('a'), push('big', 5), push('c'));
    await waitFor(() => expect(movies).toHaveLength(1));
    act(() => movies[0]!.end());
    await waitFor(() => expect(movies).toHaveLength(2));
    expect(movies[1]!.url).toBe('/media/gift/rocket.svga');
    expect(screen.getAllByTestId('gift-canvas')).toHaveLength(1);
    cleanup();
    expect(movies[1]!.signal.aborted).toBe(true);
  });

  it('shows a static banner instead when motion is reduced', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({
      matches: q.includes('reduce'),
    })) as unknown as typeof window.matchMedia;
    try {
      const { live } = await renderOverlay([]);
      live(push('a'));
      await waitFor(() => expect(screen.getByText('fan<b> 送出 玫瑰 ×1')).toBeTruthy());
      expect(screen.queryByTestId('gift-canvas')).toBeNull();
      expect(movies).toHaveLength(0);
      act(() => {
        vi.advanceTimersByTime(3_100);
      });
      expect(screen.queryByTestId('gift-overlay')).toBeNull();
    } finally {
      window.matchMedia = original;
      vi.useRealTimers();
    }
  });
});
