/** Animations playing at once: at most one or two, so a burst of gifts stays watchable. */
export const GIFT_MAX_PLAYING = 2;
/** Animations waiting; beyond this the oldest waiting one is dropped (docs/gift-screens.md). */
export const GIFT_QUEUE_CAP = 20;

export interface GiftShow {
  /** The chat message id of the push (one animation per push). */
  id: string;
  svgaUrl: string;
  /** A big gift (giftType 1: rocket, crown) plays alone. */
  big: boolean;
  giftName: string;
  iconUrl: string;
  username: string;
  count: number;
}

export interface GiftQueueState {
  playing: readonly GiftShow[];
  waiting: readonly GiftShow[];
  dropped: number;
}

/**
 * The gift animation queue, first in first out: up to GIFT_MAX_PLAYING play together, a big gift only
 * when nothing else plays (and nothing starts beside it); at most GIFT_QUEUE_CAP wait, the oldest
 * waiting one is dropped when a new one would exceed it. `finish` frees the slot of a show that ended
 * (or failed to load). Framework-free, so it is tested on its own.
 */
export class GiftQueue {
  private playing: GiftShow[] = [];
  private waiting: GiftShow[] = [];
  private dropped = 0;
  private seen = new Set<string>();
  private listeners = new Set<() => void>();
  private snapshot: GiftQueueState = { playing: [], waiting: [], dropped: 0 };

  constructor(
    private readonly maxPlaying = GIFT_MAX_PLAYING,
    private readonly cap = GIFT_QUEUE_CAP,
  ) {}

  /** Queues a show; a push id already queued or played is ignored. */
  push(show: GiftShow): void {
    if (this.seen.has(show.id)) return;
    this.seen.add(show.id);
    if (this.seen.size > 500) this.seen = new Set([...this.seen].slice(-250));
    this.waiting.push(show);
    if (this.waiting.length > this.cap) {
      this.waiting.splice(0, this.waiting.length - this.cap);
      this.dropped += 1;
    }
    this.pump();
  }

  /** The show ended (or could not play): its slot goes to the next one. */
  finish(id: string): void {
    const before = this.playing.length;
    this.playing = this.playing.filter((s) => s.id !== id);
    if (this.playing.length !== before) this.pump();
  }

  /** Everything stops (the room closes). */
  clear(): void {
    this.playing = [];
    this.waiting = [];
    this.emit();
  }

  getState = (): GiftQueueState => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private canStart(next: GiftShow): boolean {
    if (this.playing.length === 0) return true;
    if (next.big || this.playing.some((s) => s.big)) return false;
    return this.playing.length < this.maxPlaying;
  }

  private pump(): void {
    while (this.waiting.length > 0 && this.canStart(this.waiting[0]!)) {
      this.playing.push(this.waiting.shift()!);
    }
    this.emit();
  }

  private emit(): void {
    this.snapshot = { playing: [...this.playing], waiting: [...this.waiting], dropped: this.dropped };
    for (const listener of this.listeners) listener();
  }
}
