import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ErrorCode,
  GatewayError,
  chatMessage,
  chatRoomSettings,
  type CallOutput,
  type ChatMessage,
  type catalogue,
} from '@arena/protocol';
import { useSession } from '@/lib/session.ts';
import { getChatConnector } from '../api/get-chat-connector.ts';
import { getChatOffline } from '../api/get-chat-offline.ts';
import { CLOSED_ROOM_RECHECK_MS } from '../api/get-chat-detail.ts';
import { appendMessages, chatDetailKey, chatMessagesKey, lastStoredId } from '../chat-cache.ts';

/** Reconnect backoff: 1 s, 2 s, 4 s … at most 15 s, plus up to 30 % jitter (docs/chat.md). */
export const CHAT_RETRY_MAX_MS = 15_000;
export const retryDelay = (attempt: number) =>
  Math.min(1_000 * 2 ** attempt, CHAT_RETRY_MAX_MS) * (1 + Math.random() * 0.3);

/**
 * Lines from the socket reach the list at most this often: the first of a quiet spell at once, those
 * that follow together when the window ends (docs/chat.md "Web"). A busy room, 200 lines a second,
 * then costs the page 20 small list updates (render, layout, scroll) a second, whatever the frames
 * the server sends; 100 ms windows made updates twice as big and measured worse at 4x CPU.
 */
export const CHAT_APPLY_MS = 50;

export type ChatSocketState = 'connecting' | 'open' | 'retrying' | 'closed' | 'kicked';

/** Close code of a socket whose member a room admin removed (server chat-hub.ts). */
const CHAT_KICKED_CLOSE = 4001;

const socketUrl = (wsUrl: string, ticket: string) => {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${wsUrl}?ticket=${encodeURIComponent(ticket)}`;
};

type ChatDetail = CallOutput<typeof catalogue.chat.detail>;

/**
 * The room socket: asks the connector for a ticket, opens the socket, writes pushed messages into the
 * room's query cache and pushed settings into its detail, and reconnects with backoff (catching up
 * with the offline call) until unmounted. Reconnects as a member after login (the token is part of the
 * effect). `enabled` is false while the room's detail says it is closed: no socket, state `closed`.
 */
export function useChatSocket(roomNo: string, enabled: boolean): ChatSocketState {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const [state, setState] = useState<ChatSocketState>('connecting');

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let attempt = 0;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const key = chatMessagesKey(roomNo);
    const add = (list: readonly ChatMessage[]) =>
      client.setQueryData<ChatMessage[]>(key, (old) => (old ? appendMessages(old, list) : old));
    /** Socket lines waiting for the end of the apply window, and the window's timer. */
    let pending: ChatMessage[] = [];
    let applyTimer: ReturnType<typeof setTimeout> | undefined;
    const applyPending = () => {
      if (pending.length === 0) return;
      add(pending);
      pending = [];
    };
    const endWindow = () => {
      applyTimer = undefined;
      if (pending.length === 0) return;
      applyPending();
      applyTimer = setTimeout(endWindow, CHAT_APPLY_MS);
    };
    const take = (list: ChatMessage[]) => {
      if (applyTimer !== undefined) {
        pending.push(...list);
        return;
      }
      add(list);
      applyTimer = setTimeout(endWindow, CHAT_APPLY_MS);
    };

    const retry = () => {
      if (stopped) return;
      setState('retrying');
      timer = setTimeout(() => void connect(), retryDelay(attempt));
      attempt += 1;
    };

    const catchUp = async () => {
      const known = client.getQueryData<ChatMessage[]>(key);
      if (!known) return; // history not there yet: it will hold these
      try {
        add(await getChatOffline(roomNo, lastStoredId(known)));
      } catch {
        // The live frames still arrive; a gap is filled on the next reconnect.
      }
    };

    async function connect() {
      let ticket: { wsUrl: string; wsToken: string };
      try {
        ticket = await getChatConnector(roomNo);
      } catch (error) {
        if (error instanceof GatewayError && error.code === ErrorCode.chatClosed) {
          if (stopped) return;
          setState('closed');
          // Closed rooms are asked again now and then: an admin may reopen it.
          timer = setTimeout(() => void connect(), CLOSED_ROOM_RECHECK_MS);
          return;
        }
        retry();
        return;
      }
      if (stopped) return;
      const ws = new WebSocket(socketUrl(ticket.wsUrl, ticket.wsToken));
      socket = ws;
      ws.onopen = () => {
        attempt = 0;
        setState('open');
        void catchUp();
      };
      ws.onmessage = (event: MessageEvent<unknown>) => {
        if (typeof event.data !== 'string') return;
        const frame = JSON.parse(event.data) as {
          type?: unknown;
          message?: unknown;
          list?: unknown;
          id?: unknown;
        };
        if (frame.type === 'hello') {
          // Now counted in the room: read the detail again for 人气 and the first viewers.
          void client.invalidateQueries({ queryKey: chatDetailKey(roomNo) });
          return;
        }
        if (frame.type === 'room') {
          // A room admin changed the settings: every viewer's detail entry of this room takes them.
          const settings = chatRoomSettings.safeParse((frame as { settings?: unknown }).settings);
          if (settings.success)
            client.setQueriesData<ChatDetail>({ queryKey: chatDetailKey(roomNo) }, (old) =>
              old ? { ...old, ...settings.data } : old,
            );
          return;
        }
        if (frame.type === 'deleted' && typeof frame.id === 'string') {
          const gone = frame.id;
          applyPending(); // a deletion never overtakes its line
          client.setQueryData<ChatMessage[]>(key, (old) => old?.filter((m) => m.id !== gone));
          return;
        }
        // `message` is one line; `messages` a batch the server sent together (busy rooms, docs/chat.md).
        const raw = frame.type === 'message' ? [frame.message] : frame.type === 'messages' ? frame.list : [];
        if (!Array.isArray(raw)) return;
        const list: ChatMessage[] = [];
        for (const item of raw) {
          const parsed = chatMessage.safeParse(item);
          if (parsed.success) list.push(parsed.data);
        }
        if (list.length > 0) take(list);
      };
      ws.onclose = (event) => {
        if (socket === ws) socket = null;
        // A room admin removed this member: stay out until the page is opened again.
        if (event.code === CHAT_KICKED_CLOSE) {
          if (!stopped) setState('kicked');
          return;
        }
        retry();
      };
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(applyTimer);
      socket?.close();
    };
  }, [client, roomNo, enabled, token]);

  return enabled ? state : 'closed';
}
