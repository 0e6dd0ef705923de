import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * How long one slice of socket writes may hold the event loop (ms). Writing a frame to a room's
 * sockets is one system call per socket (about 10 µs each on this project's machine, so 2,000 sockets
 * hold the thread 20–40 ms); between slices the event loop answers what arrived meanwhile (the
 * database's and Redis' replies of the next lines' send calls, new requests), so a send call never
 * waits behind a whole frame's writes (docs/perf.md "Cluster").
 */
export const WRITE_SLICE_MS = 4;
/** Sockets written between two looks at the clock. */
const CLOCK_EVERY = 32;

/** A socket a frame goes to: the `ws` socket and, once known, the TCP socket under it. */
export interface FrameTarget {
  socket: WebSocket;
}

/** When a frame reached every socket it was queued for: its write time (ms of writing, not waiting). */
export interface FrameWritten {
  writeMs: number;
  /** performance.now() of its first and last socket write. */
  startAt: number;
  endAt: number;
  sockets: number;
}

interface Job {
  targets: readonly FrameTarget[];
  next: number;
  wire: Buffer;
  data: Buffer;
  writeMs: number;
  startAt: number;
  done: (written: FrameWritten) => void;
}

/**
 * The TCP socket under a `ws` socket (the library keeps it as `_socket`); writing whole frames to it
 * is safe while no extension compresses and the socket is open, which the writer checks.
 */
const rawSocketOf = (ws: WebSocket) => (ws as unknown as { _socket?: Duplex })._socket;

/**
 * Writes frames to sockets in the order they were queued, a slice of at most {@link WRITE_SLICE_MS}
 * at a time: the same bytes (framed once, `wire`) to each socket in one write. A frame whose sockets
 * fit in one slice is written before `write` returns, as is everything queued while the writer is
 * idle and small; a larger one goes on in later turns of the event loop (setImmediate, after the I/O
 * that arrived). Frames are never reordered, so each socket reads a room's frames in order.
 */
export function createFrameWriter() {
  const queue: Job[] = [];
  let pumping = false;
  let scheduled: ReturnType<typeof setImmediate> | null = null;

  function writeOne(target: FrameTarget, job: Job): void {
    const ws = target.socket;
    if (ws.readyState !== ws.OPEN) return;
    const raw = rawSocketOf(ws);
    if (raw && !raw.destroyed) raw.write(job.wire);
    else ws.send(job.data, { binary: false });
  }

  function pump(): void {
    scheduled = null;
    pumping = true;
    const sliceStart = performance.now();
    try {
      for (let job = queue[0]; job; job = queue[0]) {
        const from = performance.now();
        if (job.next === 0) job.startAt = from;
        while (job.next < job.targets.length) {
          writeOne(job.targets[job.next] as FrameTarget, job);
          job.next++;
          if (job.next % CLOCK_EVERY === 0 && performance.now() - sliceStart >= WRITE_SLICE_MS) break;
        }
        const to = performance.now();
        job.writeMs += to - from;
        if (job.next >= job.targets.length) finish(job, to);
        if (queue.length > 0 && to - sliceStart >= WRITE_SLICE_MS) {
          scheduled = setImmediate(pump); // the rest after the I/O that arrived meanwhile
          return;
        }
      }
    } finally {
      pumping = false;
    }
  }

  function finish(job: Job, endAt: number): void {
    queue.shift();
    job.done({ writeMs: job.writeMs, startAt: job.startAt, endAt, sockets: job.targets.length });
  }

  return {
    /**
     * Queues one frame (`wire`: the framed bytes; `data`: its payload, for a socket whose TCP socket
     * is not at hand) for `targets`; `done` runs once every one of them has it.
     */
    write(
      targets: readonly FrameTarget[],
      wire: Buffer,
      data: Buffer,
      done: (w: FrameWritten) => void,
    ): void {
      queue.push({ targets, next: 0, wire, data, writeMs: 0, startAt: 0, done });
      if (!pumping && scheduled === null) pump();
    },
    /** Drops every frame not yet written (the rooms are closing). */
    clear(): void {
      queue.length = 0;
      if (scheduled) clearImmediate(scheduled);
      scheduled = null;
    },
  };
}
