import { describe, expect, it, vi } from 'vitest';

const made = vi.hoisted(() => ({
  parsers: [] as { destroy: ReturnType<typeof vi.fn> }[],
  players: [] as FakePlayer[],
}));
interface FakePlayer {
  destroy: ReturnType<typeof vi.fn>;
  onEnd?: () => void;
  onProcess?: () => void;
  currentFrame: number;
  started: boolean;
}

vi.mock('svga', () => ({
  Parser: class {
    destroy = vi.fn();
    constructor() {
      made.parsers.push(this);
    }
    load(url: string) {
      return url.includes('broken') ? Promise.reject(new Error('bad')) : Promise.resolve({ frames: 40 });
    }
  },
  Player: class {
    destroy = vi.fn();
    onEnd?: () => void;
    onProcess?: () => void;
    currentFrame = 0;
    started = false;
    constructor() {
      made.players.push(this);
    }
    mount() {
      return Promise.resolve();
    }
    start() {
      this.started = true;
    }
  },
}));

const { playSvga } = await import('./svga-play.ts');

// Issue 7: "each player is destroyed after use".
describe('playSvga', () => {
  it('plays once and destroys the player and the parser when the movie ends', async () => {
    const canvas = document.createElement('canvas');
    const done = playSvga(canvas, '/media/gift/rose.svga', new AbortController().signal);
    await vi.waitFor(() => expect(made.players[0]?.started).toBe(true));
    const player = made.players[0]!;
    player.currentFrame = 12;
    player.onProcess?.();
    expect(canvas.dataset).toMatchObject({ frame: '12', frames: '40' });
    expect(player.destroy).not.toHaveBeenCalled();
    player.onEnd?.();
    await done;
    expect(player.destroy).toHaveBeenCalledOnce();
    expect(made.parsers[0]!.destroy).toHaveBeenCalledOnce();
  });

  it('destroys both when aborted, and the parser when loading fails', async () => {
    const abort = new AbortController();
    const done = playSvga(document.createElement('canvas'), '/media/gift/heart.svga', abort.signal);
    await vi.waitFor(() => expect(made.players[1]?.started).toBe(true));
    abort.abort();
    await done;
    expect(made.players[1]!.destroy).toHaveBeenCalledOnce();
    expect(made.parsers[1]!.destroy).toHaveBeenCalledOnce();

    await expect(
      playSvga(document.createElement('canvas'), '/media/gift/broken.svga', new AbortController().signal),
    ).rejects.toThrow('bad');
    expect(made.parsers[2]!.destroy).toHaveBeenCalledOnce();
    expect(made.players).toHaveLength(2);
  });
});
