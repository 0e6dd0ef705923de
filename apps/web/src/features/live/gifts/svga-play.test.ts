import { describe, expect, it, vi } from 'vitest';

const made = vi.hoisted(() => ({
  loads: [] as string[],
  released: [] as unknown[],
  players: [] as FakePlayer[],
}));
interface FakePlayer {
  destroy: ReturnType<typeof vi.fn>;
  onEnd?: () => void;
  onProcess?: () => void;
  currentFrame: number;
  started: boolean;
}

vi.mock('./svga-decode.ts', () => ({
  loadSvga(url: string, signal: AbortSignal) {
    made.loads.push(url);
    if (url.includes('broken')) return Promise.reject(new Error('bad'));
    if (url.includes('slow'))
      return new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    return Promise.resolve({ frames: 40, url });
  },
  releaseSvga(video: unknown) {
    made.released.push(video);
  },
}));

vi.mock('svga', () => ({
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
  it('plays once and destroys the player and frees the movie when it ends', async () => {
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
    expect(made.released).toEqual([{ frames: 40, url: '/media/gift/rose.svga' }]);
  });

  it('destroys the player and frees the movie when aborted; a failed load rejects', async () => {
    const abort = new AbortController();
    const done = playSvga(document.createElement('canvas'), '/media/gift/heart.svga', abort.signal);
    await vi.waitFor(() => expect(made.players[1]?.started).toBe(true));
    abort.abort();
    await done;
    expect(made.players[1]!.destroy).toHaveBeenCalledOnce();
    expect(made.released).toHaveLength(2);

    await expect(
      playSvga(document.createElement('canvas'), '/media/gift/broken.svga', new AbortController().signal),
    ).rejects.toThrow('bad');
    expect(made.loads).toHaveLength(3);
    expect(made.released).toHaveLength(2); // nothing was decoded
    expect(made.players).toHaveLength(2);
  });

  it('resolves quietly when aborted while the movie is still loading', async () => {
    const abort = new AbortController();
    const done = playSvga(document.createElement('canvas'), '/media/gift/slow.svga', abort.signal);
    await vi.waitFor(() => expect(made.loads).toHaveLength(4));
    abort.abort();
    await expect(done).resolves.toBeUndefined();
    expect(made.players).toHaveLength(2);
  });
});
