import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session.ts';
import { refreshInbox } from '../api/message-keys.ts';

/** The member inbox socket of the gateway (apps/server inbox-hub.ts). */
const INBOX_PATH = '/ws/inbox';
const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;

function inboxUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${INBOX_PATH}`;
}

/**
 * Keeps one inbox socket open while a member is signed in: a `{ type: 'inbox', kind }` frame means a
 * new letter or notice, and the inbox queries refetch, so the badge and an open list update without
 * a reload. The socket reconnects with backoff; the 15 s unread poll covers the time it is down.
 */
export function useInboxPush(): void {
  const token = useSession((s) => s.token);
  const client = useQueryClient();
  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    let ws: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let delay = RETRY_MIN_MS;
    let stopped = false;

    const connect = () => {
      ws = new WebSocket(inboxUrl());
      ws.onopen = () => ws?.send(JSON.stringify({ token }));
      ws.onmessage = (event: MessageEvent<string>) => {
        const frame = JSON.parse(event.data) as { type?: string; kind?: 'letter' | 'notice' };
        if (frame.type === 'ready') delay = RETRY_MIN_MS;
        // A reconnect may have missed a push: refresh on ready as well as on every inbox frame.
        if (frame.type === 'ready' || frame.type === 'inbox') void refreshInbox(client, frame.kind);
      };
      ws.onclose = (event) => {
        if (stopped || event.code === 4001) return; // 4001: the token is no longer valid
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      ws?.close();
    };
  }, [token, client]);
}
