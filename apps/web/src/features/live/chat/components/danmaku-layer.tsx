import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGE_TYPE } from '@arena/domain';
import type { ChatMessage } from '@arena/protocol';
import { useSession } from '@/lib/session.ts';
import { chatMessagesKey } from '../chat-cache.ts';
import { useBlocked } from '../api/chat-safety.ts';
import { useDanmaku } from '../danmaku-store.ts';
import { DANMAKU_LANES, admitDanmaku } from '../danmaku-lanes.ts';

interface Flying {
  key: string;
  text: string;
  lane: number;
}

/**
 * 弹幕: new chat text lines fly across the picture, right to left, in lanes over its top part. Lines
 * come from the room's message cache (the socket writes into it), not a second socket. Rate-capped
 * (danmaku-lanes.ts): in a busy room most lines are skipped rather than queued, so the picture stays
 * watchable and the work per second is bounded. Each line is one compositor animation of transform,
 * removed when it ends. Blocked members' lines do not fly.
 */
export function DanmakuLayer({ roomNo }: { roomNo: string }) {
  const on = useDanmaku((s) => s.on);
  const client = useQueryClient();
  const loggedIn = useSession((s) => s.token !== null);
  const blocked = useBlocked(loggedIn).data;
  const [flying, setFlying] = useState<Flying[]>([]);
  const rate = useRef({ windowStart: 0, started: 0 });
  const lane = useRef(0);
  const blockedRef = useRef(blocked);
  useEffect(() => {
    blockedRef.current = blocked;
  }, [blocked]);

  useEffect(() => {
    if (!on) return;
    const key = JSON.stringify(chatMessagesKey(roomNo));
    let lastId = client.getQueryData<ChatMessage[]>(chatMessagesKey(roomNo))?.at(-1)?.id ?? null;
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || JSON.stringify(event.query.queryKey) !== key) return;
      const list = event.query.state.data as ChatMessage[] | undefined;
      if (!list || list.length === 0) return;
      const at = lastId === null ? -1 : list.findIndex((m) => m.id === lastId);
      const fresh = at < 0 && lastId !== null ? list.slice(-1) : list.slice(at + 1);
      lastId = list.at(-1)?.id ?? lastId;
      const started: Flying[] = [];
      for (const m of fresh) {
        if (m.msgType !== CHAT_MESSAGE_TYPE.text) continue;
        if (blockedRef.current?.has(m.sender.userId)) continue;
        const { admit, state } = admitDanmaku(rate.current, performance.now(), started.length);
        rate.current = state;
        if (!admit) continue;
        lane.current = (lane.current + 1) % DANMAKU_LANES;
        started.push({ key: m.id, text: m.content, lane: lane.current });
      }
      if (started.length > 0) setFlying((now) => [...now, ...started].slice(-14));
    });
  }, [client, roomNo, on]);

  if (!on) return null;
  return (
    <div className="danmaku" aria-hidden="true" data-testid="danmaku">
      {flying.map((f) => (
        <span
          key={f.key}
          className="danmaku-line"
          style={{ top: `${8 + f.lane * 12}%` }}
          onAnimationEnd={() => setFlying((now) => now.filter((x) => x.key !== f.key))}
        >
          {f.text}
        </span>
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
