import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGE_TYPE } from '@arena/domain';
import type { ChatMessage } from '@arena/protocol';
import { useSession } from '@/lib/session.ts';
import { chatMessagesKey } from '../chat-cache.ts';
import { useBlocked } from '../api/chat-safety.ts';
import { useDanmaku } from '../danmaku-store.ts';
import {
  DANMAKU_LANES,
  DANMAKU_MAX_ON_SCREEN,
  admitDanmaku,
  estimateLineWidth,
  planFlight,
} from '../danmaku-lanes.ts';

const SLOTS = Array.from({ length: DANMAKU_MAX_ON_SCREEN }, (_, i) => i);

/**
 * 弹幕: new chat text lines fly across the picture, right to left, in fixed lanes over its top part.
 * Lines come from the room's message cache (the socket writes into it), not a second socket.
 * Rate-capped (danmaku-lanes.ts): in a busy room most lines are skipped rather than queued, so the
 * picture stays watchable and the work per second is bounded. The layer renders a fixed pool of line
 * elements once; a line that flies takes a free one, gets its text and one transform animation
 * (run by the compositor) and frees it when the animation ends. So a line costs no React render, no
 * element created or removed and no layout read: the stage width comes from a ResizeObserver and a
 * line's width is estimated from its text. Blocked members' lines do not fly.
 */
export function DanmakuLayer({ roomNo }: { roomNo: string }) {
  const on = useDanmaku((s) => s.on);
  const client = useQueryClient();
  const loggedIn = useSession((s) => s.token !== null);
  const blocked = useBlocked(loggedIn).data;
  const layer = useRef<HTMLDivElement>(null);
  const blockedRef = useRef(blocked);
  useEffect(() => {
    blockedRef.current = blocked;
  }, [blocked]);

  useEffect(() => {
    const box = layer.current;
    if (!on || !box) return;
    const lines = [...box.children] as HTMLElement[];
    const flights = new Map<HTMLElement, Animation>();
    let stageWidth = 0;
    const resize = new ResizeObserver((entries) => {
      stageWidth = entries[0]?.contentRect.width ?? stageWidth;
    });
    resize.observe(box);
    const slowly = window.matchMedia('(prefers-reduced-motion: reduce)');
    let rate = { windowStart: 0, started: 0 };
    let laneFreeAt: number[] = Array.from({ length: DANMAKU_LANES }, () => 0);

    const fly = (text: string, now: number): boolean => {
      const free = lines.find((el) => !flights.has(el));
      if (!free || stageWidth === 0) return false;
      const width = estimateLineWidth(text);
      const plan = planFlight(laneFreeAt, now, stageWidth, width);
      if (!plan) return false;
      const admitted = admitDanmaku(rate, now, flights.size);
      rate = admitted.state;
      if (!admitted.admit) return false;
      laneFreeAt = plan.laneFreeAt;
      free.textContent = text;
      free.dataset.lane = String(plan.lane);
      const flight = free.animate(
        [{ transform: 'translateX(0)' }, { transform: `translateX(calc(-${stageWidth}px - 100%))` }],
        { duration: plan.durationMs * (slowly.matches ? 2 : 1), easing: 'linear' },
      );
      flights.set(free, flight);
      flight.onfinish = () => {
        flights.delete(free);
        free.textContent = '';
      };
      return true;
    };

    const hash = hashKey(chatMessagesKey(roomNo));
    let lastId = client.getQueryData<ChatMessage[]>(chatMessagesKey(roomNo))?.at(-1)?.id ?? null;
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== hash) return;
      const list = event.query.state.data as ChatMessage[] | undefined;
      if (!list || list.length === 0) return;
      const at = lastId === null ? -1 : list.findIndex((m) => m.id === lastId);
      const fresh = at < 0 && lastId !== null ? list.slice(-1) : list.slice(at + 1);
      lastId = list.at(-1)?.id ?? lastId;
      const now = performance.now();
      for (const m of fresh) {
        if (m.msgType !== CHAT_MESSAGE_TYPE.text) continue;
        if (blockedRef.current?.has(m.sender.userId)) continue;
        fly(m.content, now);
      }
    });
    return () => {
      unsubscribe();
      resize.disconnect();
      for (const [el, flight] of flights) {
        flight.cancel();
        el.textContent = '';
      }
      flights.clear();
    };
  }, [client, roomNo, on]);

  if (!on) return null;
  return (
    <div className="danmaku" aria-hidden="true" data-testid="danmaku" ref={layer}>
      {SLOTS.map((i) => (
        <span key={i} className="danmaku-line" />
      ))}
    </div>
  );
}

/** The viewer's 弹幕 switch (pressed = on). */
export function DanmakuToggle() {
  const { t } = useTranslation();
  const on = useDanmaku((s) => s.on);
  const setOn = useDanmaku((s) => s.setOn);
  return (
    <button
      type="button"
      className="btn btn-secondary btn-small danmaku-toggle"
      aria-pressed={on}
      onClick={() => setOn(!on)}
    >
      {t('chatSafety.danmaku')}
    </button>
  );
}
