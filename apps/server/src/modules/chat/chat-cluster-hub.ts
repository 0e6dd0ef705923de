import type { Cluster } from '../../cluster/cluster.ts';
import { epochNow, type LineTimings } from '../../cluster/line-timings.ts';
import type { ChatHub } from './chat-hub.ts';
import type { ChatFrame } from './chat-rooms.ts';
import type { ChatViewer } from './chat-tickets.ts';

/** The bus channel of every room push (one channel: the bus orders it once for all instances). */
export const CHAT_CHANNEL = 'chat';

/** A push on the bus; a line (`b`) carries when it was published (`t`, epoch ms) for its timings. */
type Push =
  | { k: 'b'; r: string; m: unknown; t?: number }
  | { k: 'n'; r: string; f: ChatFrame }
  | { k: 'x'; r: string; id: number };

/**
 * The room sockets of all instances behind one hub (docs/scaling.md "Fan-out"): a broadcast, control
 * frame or kick is published on the cluster's bus and every instance, this one included, hands it to
 * its own sockets in the order the bus delivered it, so a room's lines arrive in one order everywhere
 * and each instance keeps its own batching. The online count adds the other instances' sockets.
 */
export function createClusterChatHub(local: ChatHub, cluster: Cluster, timings?: LineTimings): ChatHub {
  cluster.presence.setLocalCounter((room) => local.onlineCount(room));
  cluster.presence.setLocalFirst((room, max) => local.firstMembers(room, max));
  cluster.bus.subscribe(CHAT_CHANNEL, (payload) => {
    const push = JSON.parse(payload) as Push;
    if (push.k === 'b') {
      const id = (push.m as { id?: unknown } | null)?.id;
      if (timings && push.t !== undefined && typeof id === 'string') timings.received(id, push.t, epochNow());
      local.broadcast(push.r, push.m);
    } else if (push.k === 'n') local.notify(push.r, push.f);
    else local.kick(push.r, push.id);
  });
  const publish = (push: Push) => cluster.bus.publish(CHAT_CHANNEL, JSON.stringify(push));
  let onJoin: (roomNo: string, viewer: ChatViewer) => void = () => undefined;
  local.setOnJoin((roomNo, viewer) => {
    cluster.presence.follow(roomNo);
    onJoin(roomNo, viewer);
  });
  return {
    broadcast: (r, m) => publish({ k: 'b', r, m, t: epochNow() }),
    notify: (r, f) => publish({ k: 'n', r, f }),
    kick: (r, id) => publish({ k: 'x', r, id }),
    onlineCount: (roomNo) => cluster.presence.total(roomNo),
    // The first viewers of every instance, merged by join time (docs/scaling.md "Online counts").
    firstMembers: (roomNo, max) => cluster.presence.first(roomNo, max),
    setOnJoin(fn) {
      onJoin = fn;
    },
    // Each instance reports its own sockets; the database adds them up (docs/rewards.md "Points").
    setOnPresence: (fn) => local.setOnPresence(fn),
    ready: () => local.ready(),
    close: () => local.close(),
    dispose: () => local.dispose(),
  };
}
