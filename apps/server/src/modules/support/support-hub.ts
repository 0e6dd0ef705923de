/**
 * Wakes the long-polls of a conversation at once when this server instance changes it. The state itself
 * is in the database: a wake-up is only a hint, and a poll also re-reads on a short timer, so a change
 * made by another instance (PostgreSQL) reaches it within that timer.
 */
export class SupportHub {
  private readonly waiters = new Map<string, Set<() => void>>();

  /** Starts listening on `key` before the caller reads the state, so no wake-up falls in between. */
  arm(key: string): { woken: Promise<void>; cancel: () => void } {
    let wake = () => {};
    const woken = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const set = this.waiters.get(key) ?? new Set<() => void>();
    set.add(wake);
    this.waiters.set(key, set);
    const cancel = () => {
      set.delete(wake);
      if (set.size === 0 && this.waiters.get(key) === set) this.waiters.delete(key);
    };
    return { woken, cancel };
  }

  /** Wakes every poll listening on one of the keys. */
  notify(...keys: string[]): void {
    for (const key of keys) {
      const set = this.waiters.get(key);
      if (!set) continue;
      this.waiters.delete(key);
      for (const wake of set) wake();
    }
  }

  /** How many polls are held now (the bench reads it). */
  get held(): number {
    let n = 0;
    for (const set of this.waiters.values()) n += set.size;
    return n;
  }
}

/** Hub keys: one per conversation, one per customer (who may not have a conversation yet). */
export const conversationKey = (id: number | string) => `c:${id}`;
export const customerKeyOf = (who: { memberId: number } | { deviceId: string }) =>
  'memberId' in who ? `m:${who.memberId}` : `d:${who.deviceId}`;

/**
 * When a held poll gives up: `holdMs` less up to a quarter at random, so polls that started together
 * (a console opening many conversations, a server restart) do not all come back in the same instant.
 */
export const holdDeadline = (holdMs: number) => Date.now() + holdMs * (0.75 + Math.random() * 0.25);

/**
 * Holds a long-poll until `changed()` is true or `deadline` passes: armed on `key`, re-reading every
 * `recheckMs` (jittered likewise) for changes made elsewhere.
 */
export async function waitForChange(
  hub: SupportHub,
  key: string,
  changed: () => Promise<boolean>,
  deadline: number,
  recheckMs: number,
): Promise<void> {
  for (;;) {
    const armed = hub.arm(key);
    let timer: NodeJS.Timeout | undefined;
    try {
      if (await changed()) return;
      const left = deadline - Date.now();
      if (left <= 0) return;
      const tick = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, Math.min(left, recheckMs * (0.75 + Math.random() * 0.5)));
      });
      await Promise.race([armed.woken, tick]);
    } finally {
      clearTimeout(timer);
      armed.cancel();
    }
  }
}
