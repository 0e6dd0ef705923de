import type { Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import { CHAT_HEARTBEAT_MS, createChatRooms } from './chat-rooms.ts';
import type { FromEdge, ToEdge } from './chat-edge.ts';

/*
 * The chat edge process (docs/chat.md "Fan-out"; started by chat-edge.ts): owns the room sockets the
 * gateway hands over and writes every frame to them, so the gateway's event loop never spends its
 * time in thousands of socket writes. It exits with its parent.
 */
const tell = (msg: FromEdge) => {
  if (process.connected) process.send?.(msg);
};
/** First member viewers reported per room (spec §9 "anchor avatar list 3"). */
const FIRST_REPORTED = 3;
/** Per room, the first viewers as last reported, so the gateway hears of a change once. */
const reportedFirst = new Map<string, string>();
/** Tells the gateway the room's first member viewers here when a member's join or leave changed them. */
function reportFirst(roomNo: string): void {
  const first = rooms.firstMembers(roomNo, FIRST_REPORTED);
  const seen = JSON.stringify(first);
  if ((reportedFirst.get(roomNo) ?? '[]') === seen) return;
  if (first.length === 0) reportedFirst.delete(roomNo);
  else reportedFirst.set(roomNo, seen);
  tell({ type: 'first', roomNo, first });
}
// No compression: the rooms write frames framed once for all sockets (chat-rooms.ts).
const wss = new WebSocketServer({ noServer: true, maxPayload: 1024, perMessageDeflate: false });
const rooms = createChatRooms(
  {
    joined: (roomNo, viewer, online) => {
      tell({ type: 'joined', roomNo, viewer, online });
      if (viewer.memberId !== null) reportFirst(roomNo);
    },
    left: (roomNo, online, viewer) => {
      tell({ type: 'left', roomNo, online, memberId: viewer.memberId });
      if (viewer.memberId !== null) reportFirst(roomNo);
    },
    watching: (memberIds) => tell({ type: 'watching', memberIds }),
  },
  Number(process.env.CHAT_HEARTBEAT_MS) || CHAT_HEARTBEAT_MS,
);

function closeSockets(): void {
  rooms.close();
  wss.close();
}

process.on('message', (msg: ToEdge, handle?: Socket) => {
  switch (msg.type) {
    case 'upgrade': {
      if (!handle) return;
      // ws needs only the method, url and headers of the request the gateway already read.
      const req = msg.req as unknown as Parameters<WebSocketServer['handleUpgrade']>[0];
      wss.handleUpgrade(req, handle, Buffer.from(msg.head, 'base64'), (ws) =>
        rooms.join(ws, msg.roomNo, msg.viewer),
      );
      return;
    }
    case 'broadcast':
      return rooms.broadcast(msg.roomNo, msg.message);
    case 'notify':
      return rooms.notify(msg.roomNo, msg.frame);
    case 'kick':
      return rooms.kick(msg.roomNo, msg.memberId);
    case 'close':
      return closeSockets();
    case 'exit':
      closeSockets();
      return process.exit(0);
  }
});
process.on('disconnect', () => {
  closeSockets();
  process.exit(0);
});
tell({ type: 'ready' });
