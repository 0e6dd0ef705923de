/**
 * Wakes the long-polls of a conversation when it changes, without re-reading it: every write that moves
 * a conversation's version announces the new version (a "note"), and a held poll whose client has an
 * older one returns. The state itself is in the database; a note is only a hint.
 *
 * Keys: one per conversation (the operator side) and one per customer (the customer side, who sees their
 * newest conversation). For each key the hub keeps the newest `Mark` it has seen, from notes and from
 * the reads of the polls themselves.
 *
 * - When this process sees every change (`complete`: PGlite lives in this one process), a poll whose
 *   client already has the newest mark is held without reading the database at all.
 * - Otherwise (PostgreSQL, shared by several instances) every poll reads the version before it holds,
 *   and re-reads every `recheckMs`, so a change another instance made reaches it within that even when
 *   its note (sent over the cluster's bus, when there is one) is lost.
 */
export interface Mark {
  /** The conversation (0: the customer has none yet). Ids grow: a customer sees the highest. */
  id: number;
  /** The conversation's version, from one sequence shared by all conversations. */
  version: number;
}

/**
 * How a note wakes the polls of its key:
 * - `now`: at once (a line or state change the other side must see);
 * - `soon`: after `SOON_MS` unless something else wakes them first. Used for the sender's own side of
 *   a line: its page already shows the line from the send answer, and the other side's read receipt
 *   normally follows within that window, so the two arrive in one poll answer instead of two;
 * - `quiet`: not at all (a side's own delivered/read cursors, which only the other side shows).
 */
export type WakeMode = 'now' | 'soon' | 'quiet';

/** How long a `soon` note may wait for a change to share the wake-up with. */
export const SOON_MS = 250;
/** A key's mark is forgotten this long after it was last used, when no poll holds it. */
const FORGET_MS = 60_000;

/** A note as another instance receives it over the cluster's bus. */
export interface SharedNote {
  from: string;
  key: string;
  /** null: forget the key and wake its polls (the customer behind it changed, e.g. a visitor signed in). */
  mark: Mark | null;
  mode: WakeMode;
}

interface Waiter {
  /** The version the poll's client has. */
  version: number;
  wake: () => void;
  soon?: NodeJS.Timeout;
}

interface Known extends Mark {
  usedAt: number;
}

const newer = (a: Mark, b: Mark) => a.id > b.id || (a.id === b.id && a.version > b.version);

export class SupportHub {
  private readonly waiters = new Map<string, Set<Waiter>>();
  private readonly known = new Map<string, Known>();
  private sweptAt = Date.now();

  constructor(
    private readonly opts: {
      /** Every change to the conversations is made through this hub's process. */
      complete: boolean;
      /** Sends a note to the other instances (the cluster's bus); absent with one instance. */
      share?: (note: Omit<SharedNote, 'from'>) => void;
    },
  ) {}

  /** Announces a conversation's new version on `key` (after the write committed). */
  note(key: string, mark: Mark, mode: WakeMode): void {
    this.apply(key, mark, mode);
    // A quiet note wakes nobody, and other instances read before they hold: nothing to tell them.
    if (mode !== 'quiet') this.opts.share?.({ key, mark, mode });
  }

  /** The key's customer changed: drop what is known of it and wake its polls to re-read. */
  forget(key: string): void {
    this.drop(key);
    this.opts.share?.({ key, mark: null, mode: 'now' });
  }

  /** A note from another instance. */
  receive(note: Omit<SharedNote, 'from'>): void {
    if (note.mark) this.apply(note.key, note.mark, note.mode);
    else this.drop(note.key);
  }

  /** What a poll read from the database (the truth at that moment): kept, wakes nobody. */
  record(key: string, mark: Mark): void {
    this.apply(key, mark, 'quiet');
  }

  /**
   * Holds a long-poll until the key moves past `version` or `deadline` passes. `read` answers the key's
   * mark from the database; it is called only when the hub cannot tell from what it has seen.
   */
  async wait(
    key: string,
    version: number,
    read: () => Promise<Mark>,
    deadline: number,
    recheckMs: number,
  ): Promise<void> {
    let reread = false;
    for (;;) {
      const waiter: Waiter = { version, wake: () => {} };
      const woken = new Promise<'woken'>((resolve) => {
        waiter.wake = () => resolve('woken');
      });
      this.arm(key, waiter);
      let timer: NodeJS.Timeout | undefined;
      try {
        const known = this.opts.complete && !reread ? this.known.get(key) : undefined;
        if (known && known.version > version) return;
        if (known?.version !== version) {
          const mark = await read();
          this.record(key, mark);
          if (mark.version !== version) return;
        }
        const left = deadline - Date.now();
        if (left <= 0) return;
        // With every change seen here there is nothing to re-read: the hold just ends at the deadline.
        const recheck = this.opts.complete ? left : Math.min(left, recheckMs * (0.75 + Math.random() * 0.5));
        const tick = new Promise<'tick'>((resolve) => {
          timer = setTimeout(() => resolve('tick'), recheck);
        });
        // A wake-up comes from a committed write newer than the client's version: nothing to check.
        if ((await Promise.race([woken, tick])) === 'woken' || Date.now() >= deadline) return;
        reread = true;
      } finally {
        clearTimeout(timer);
        this.disarm(key, waiter);
      }
    }
  }

  private apply(key: string, mark: Mark, mode: WakeMode): void {
    const known = this.known.get(key);
    // A customer sees their newest conversation: a note about an older one changes nothing they see.
    if (known && mark.id < known.id) return;
    if (!known || newer(mark, known)) this.known.set(key, { ...mark, usedAt: Date.now() });
    if (mode === 'quiet') return;
    for (const waiter of this.waiters.get(key) ?? []) {
      if (mark.version <= waiter.version) continue;
      if (mode === 'now') waiter.wake();
      else waiter.soon ??= setTimeout(waiter.wake, SOON_MS);
    }
  }

  private drop(key: string): void {
    this.known.delete(key);
    for (const waiter of this.waiters.get(key) ?? []) waiter.wake();
  }

  /** Registers before anything is read, so no note falls between the read and the hold. */
  private arm(key: string, waiter: Waiter): void {
    const set = this.waiters.get(key) ?? new Set<Waiter>();
    set.add(waiter);
    this.waiters.set(key, set);
    const known = this.known.get(key);
    const now = Date.now();
    if (known) known.usedAt = now;
    if (now - this.sweptAt > FORGET_MS) this.sweep(now);
  }

  private disarm(key: string, waiter: Waiter): void {
    clearTimeout(waiter.soon);
    const set = this.waiters.get(key);
    if (!set) return;
    set.delete(waiter);
    if (set.size === 0) this.waiters.delete(key);
  }

  private sweep(now: number): void {
    this.sweptAt = now;
    for (const [key, known] of this.known)
      if (now - known.usedAt > FORGET_MS && !this.waiters.has(key)) this.known.delete(key);
  }
}

/** Hub keys: one per conversation, one per customer (who may not have a conversation yet). */
export const conversationKey = (id: number | string) => `c:${id}`;
export const customerKeyOf = (who: { memberId: number } | { deviceId: string }) =>
  'memberId' in who ? `m:${who.memberId}` : `d:${who.deviceId}`;

/** The mark of a row (or of no conversation yet). */
export const markOf = (row: { id: string; version: number } | null): Mark =>
  row ? { id: Number(row.id), version: row.version } : { id: 0, version: 0 };

/**
 * When a held poll gives up: `holdMs` less up to a quarter at random, so polls that started together
 * (a console opening many conversations, a server restart) do not all come back in the same instant.
 */
export const holdDeadline = (holdMs: number) => Date.now() + holdMs * (0.75 + Math.random() * 0.25);
