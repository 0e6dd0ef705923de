/**
 * When each chat line passed each stage of its fan-out on this instance (docs/scaling.md "Where a
 * line's time goes"): the send call reached its broadcast, the bus handed the line back, and the
 * write of the frame that carried it to this instance's sockets of the room started and ended. The
 * last {@link LINE_TIMINGS_KEPT} lines are kept; operators and the cluster bench read them through
 * `GET /admin/cluster/lines`. Times are epoch milliseconds with fractions, so the instances and a
 * bench on the same machine compare them directly.
 */
export interface LineTiming {
  /** The chat message id. */
  id: string;
  /** From the send call's request arriving to its broadcast (ms), on the instance it was sent to. */
  callMs?: number;
  /** When the line was published on the bus (the broadcast). */
  publishedAt?: number;
  /** When the bus handed it to this instance's sockets. */
  receivedAt?: number;
  /** When this instance began writing the frame that carried it. */
  writeStartAt?: number;
  /** When that write had reached every socket of the room here. */
  writeEndAt?: number;
  /** Sockets of the room the frame was written to here. */
  sockets?: number;
  /** Lines the frame carried (batching). */
  frameLines?: number;
}

export interface LineTimings {
  /** The send call of line `id` broadcast it `callMs` after its request arrived, at `at`. */
  called(id: string, callMs: number, at: number): void;
  /** The bus delivered line `id` (published at `publishedAt`) at `at`. */
  received(id: string, publishedAt: number, at: number): void;
  /** One frame carrying `ids` was written to `sockets` sockets from `startAt` to `endAt`. */
  wrote(ids: readonly string[], startAt: number, endAt: number, sockets: number): void;
  /** The lines kept whose first stage here was at or after `at`, oldest first. */
  since(at: number): LineTiming[];
}

/** How many lines an instance remembers (a few minutes of a busy room). */
export const LINE_TIMINGS_KEPT = 4_096;

/** Now as epoch milliseconds with fractions (Date.now() has whole milliseconds only). */
export const epochNow = () => performance.timeOrigin + performance.now();

export function createLineTimings(kept = LINE_TIMINGS_KEPT): LineTimings {
  /** By id, in the order first seen: a Map keeps insertion order, so the oldest goes first. */
  const lines = new Map<string, LineTiming & { firstAt: number }>();
  const entry = (id: string, at: number) => {
    let line = lines.get(id);
    if (!line) {
      line = { id, firstAt: at };
      lines.set(id, line);
      if (lines.size > kept) lines.delete(lines.keys().next().value as string);
    }
    return line;
  };
  return {
    called(id, callMs, at) {
      const line = entry(id, at);
      line.callMs = callMs;
      line.publishedAt ??= at;
    },
    received(id, publishedAt, at) {
      const line = entry(id, publishedAt);
      line.publishedAt = publishedAt;
      line.receivedAt = at;
    },
    wrote(ids, startAt, endAt, sockets) {
      for (const id of ids) {
        const line = entry(id, startAt);
        line.receivedAt ??= line.publishedAt ?? startAt;
        line.writeStartAt = startAt;
        line.writeEndAt = endAt;
        line.sockets = sockets;
        line.frameLines = ids.length;
      }
    },
    since(at) {
      const out: LineTiming[] = [];
      for (const { firstAt, ...line } of lines.values()) if (firstAt >= at) out.push(line);
      return out;
    },
  };
}
