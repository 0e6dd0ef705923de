import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_LINK_KEY, scramblePlayUrl } from '@arena/domain';
import { liveLoop, MEDIA_DIR } from '../src/modules/live/live-media-routes.ts';
import { loopTagsBetween } from '../src/modules/live/flv-loop.ts';
import { HLS_SEGMENT_MS, livePlaylist } from '../src/modules/live/hls-playlist.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let base = '';
beforeAll(async () => {
  t = await createTestApp();
  await t.app.liveScheduler.stop();
  await t.app.liveScheduler.tick(Date.now());
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = address;
});
afterAll(async () => t.close());

/** FLV tags read from a byte stream: type and timestamp, in order. */
function readTags(bytes: Buffer, from: number): { type: number; ts: number }[] {
  const tags: { type: number; ts: number }[] = [];
  for (let at = from; at + 11 <= bytes.length;) {
    const size = bytes.readUIntBE(at + 1, 3);
    if (at + 11 + size + 4 > bytes.length) break;
    tags.push({ type: bytes[at]!, ts: (bytes.readUIntBE(at + 4, 3) | (bytes[at + 7]! << 24)) >>> 0 });
    at += 11 + size + 4;
  }
  return tags;
}

/** Reads an endless response for `ms`, then hangs up. */
function readFor(url: string, ms: number): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const req = http.get(url, (res) => {
      res.on('data', (c: Buffer) => chunks.push(c));
      setTimeout(() => {
        req.destroy();
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          body: Buffer.concat(chunks),
        });
      }, ms);
    });
    req.on('error', (err) => (chunks.length > 0 ? undefined : reject(err)));
  });
}

describe('HTTP-FLV live stream (Video)', () => {
  it('starts with a valid FLV header and codec configuration, then keeps producing tags in time order', async () => {
    const res = await readFor(`${base}/live/m1001.flv`, 1_600);
    expect(res.status).toBe(200);
    expect(res.type).toBe('video/x-flv');
    expect(res.body.toString('latin1', 0, 3)).toBe('FLV');
    expect(res.body[3]).toBe(1); // version
    expect(res.body[4]! & 0x05).toBe(0x05); // audio and video
    const tags = readTags(res.body, 13);
    // AVC and AAC sequence headers first, then media
    expect(
      tags
        .slice(0, 2)
        .map((x) => x.type)
        .sort(),
    ).toEqual([8, 9]);
    const media = tags.slice(2);
    expect(media.length).toBeGreaterThan(40);
    const video = media.filter((x) => x.type === 9).map((x) => x.ts);
    expect(video.every((ts, i) => i === 0 || ts > video[i - 1]!)).toBe(true);
    expect(video.at(-1)!).toBeGreaterThanOrEqual(1_500); // paced about 1 s ahead of real time
  });

  it('loops the clip with timestamps that keep increasing across the loop', () => {
    const clip = liveLoop(null).clip;
    expect(clip.periodMs).toBeGreaterThan(3_000);
    const tags = loopTagsBetween(clip, 0, clip.periodMs * 3);
    const stamps = tags.map((b) => (b.readUIntBE(4, 3) | (b[7]! << 24)) >>> 0);
    const video = tags.filter((b) => b[0] === 9).map((b) => (b.readUIntBE(4, 3) | (b[7]! << 24)) >>> 0);
    expect(video.every((ts, i) => i === 0 || ts > video[i - 1]!)).toBe(true);
    expect(Math.max(...stamps)).toBeGreaterThan(clip.periodMs * 2);
    // Each loop opens with a key frame, so a player can join at any loop.
    const loopStart = tags.find(
      (b) => b[0] === 9 && (b.readUIntBE(4, 3) | (b[7]! << 24)) >>> 0 >= clip.periodMs,
    );
    expect(loopStart![11]! >> 4).toBe(1);
  });

  it('answers 404 for an unknown room and never opens a stream for it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/live/nope.flv' });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/live/..%2Fx.flv' })).statusCode).toBe(404);
  });
});

describe('HLS rendition', () => {
  it('is a live sliding playlist whose media sequence advances with the clock', () => {
    const now = 1_800_000_000_000;
    const a = livePlaylist(now, 4);
    const b = livePlaylist(now + 3 * HLS_SEGMENT_MS, 4);
    const seq = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]);
    expect(seq(b) - seq(a)).toBe(3);
    expect(a).not.toContain('#EXT-X-ENDLIST');
    expect(a.match(/#EXTINF/g)).toHaveLength(3);
  });

  it('marks the wrap back to the first segment as a discontinuity', () => {
    const text = livePlaylist(5 * HLS_SEGMENT_MS, 4); // window 3, 4, 5: 4 wraps
    expect(text).toContain('#EXT-X-DISCONTINUITY\n#EXTINF:1.000,\nseg-4.ts');
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:0');
  });

  it('serves the playlist and its segments over HTTP, and the sequence moves on', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/live/m1001/index.m3u8' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('mpegurl');
    const uri = first.body.trim().split('\n').at(-1)!;
    const seg = await t.app.inject({ method: 'GET', url: `/live/m1001/${uri}` });
    expect(seg.statusCode).toBe(200);
    expect(seg.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    await new Promise((r) => setTimeout(r, 1_100));
    const second = await t.app.inject({ method: 'GET', url: '/live/m1001/index.m3u8' });
    const seq = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]);
    expect(seq(second.body)).toBeGreaterThan(seq(first.body));
    expect((await t.app.inject({ method: 'GET', url: '/live/m1001/seg-x.ts' })).statusCode).toBe(404);
  });
});

/** The first key frame tag of a committed FLV file (header, data, previous-tag-size), read directly. */
function firstKeyFrame(file: Buffer): Buffer {
  for (let at = file.readUInt32BE(5) + 4; at + 11 <= file.length;) {
    const size = file.readUIntBE(at + 1, 3);
    const end = at + 11 + size + 4;
    // video (9), key frame (1 in the high nibble), AVC NALU (packet type 1)
    if (file[at] === 9 && file[at + 11]! >> 4 === 1 && file[at + 12] === 1) return file.subarray(at, end);
    at = end;
  }
  throw new Error('no key frame');
}

const loopFile = (folder: string, file: string) => fs.readFileSync(path.join(MEDIA_DIR, folder, file));
const KEY_FRAMES = {
  football: firstKeyFrame(loopFile('football', 'clip.flv')),
  basketball: firstKeyFrame(loopFile('basketball', 'clip.flv')),
  esports: firstKeyFrame(loopFile('esports', 'clip.flv')),
  studio: firstKeyFrame(loopFile('', 'clip.flv')),
};

/** Which committed loop an FLV body carries: the one whose first key frame it contains. */
const loopIn = (body: Buffer) =>
  Object.entries(KEY_FRAMES)
    .filter(([, key]) => body.includes(key))
    .map(([name]) => name);

/** Seed ids (seed/live-seed.ts): football and esports matches, and a streamer room on a basketball match. */
const FOOTBALL_MATCH = 'm1001';
const ESPORTS_MATCH = 'm3001';
const BASKETBALL_ROOM = 'r-match-2';

describe('a loop per sport (docs/live.md "Media")', () => {
  it('the committed loops are distinct pictures, so the checks below can tell them apart', () => {
    const keys = Object.values(KEY_FRAMES);
    for (const [i, key] of keys.entries()) {
      expect(keys.filter((other, j) => j !== i && other.equals(key))).toHaveLength(0);
    }
  });

  it('streams the football loop for a football match and the basketball loop for a basketball room', async () => {
    const [a, b, c] = await Promise.all([
      readFor(`${base}/live/${FOOTBALL_MATCH}.flv`, 400),
      readFor(`${base}/live/${BASKETBALL_ROOM}.flv`, 400),
      readFor(`${base}/live/${ESPORTS_MATCH}.flv`, 400),
    ]);
    expect(loopIn(a.body)).toEqual(['football']);
    expect(loopIn(b.body)).toEqual(['basketball']);
    expect(loopIn(c.body)).toEqual(['esports']);
  });

  it('plays the studio loop for a streamer room without a match, and for a sport without a loop', async () => {
    const cast = await readFor(`${base}/live/r-cast-1.flv`, 400);
    expect(loopIn(cast.body)).toEqual(['studio']);
    expect(liveLoop('curling')).toBe(liveLoop(null));
    expect(liveLoop('../football')).toBe(liveLoop(null)); // a sport is never a path
  });

  it('serves each room the HLS segments of its own sport', async () => {
    const segment = async (room: string) => {
      const list = await t.app.inject({ method: 'GET', url: `/live/${room}/index.m3u8` });
      const uri = list.body.trim().split('\n').at(-1)!;
      const seq = Number(/^seg-(\d+)\.ts$/.exec(uri)?.[1]);
      const res = await t.app.inject({ method: 'GET', url: `/live/${room}/${uri}` });
      return { file: `seg${seq % 4}.ts`, body: res.rawPayload };
    };
    const f = await segment(FOOTBALL_MATCH);
    expect(f.body.equals(loopFile('football', f.file))).toBe(true);
    const b = await segment(BASKETBALL_ROOM);
    expect(b.body.equals(loopFile('basketball', b.file))).toBe(true);
    const c = await segment('r-cast-1');
    expect(c.body.equals(loopFile('', c.file))).toBe(true);
    expect(b.body.equals(loopFile('football', b.file))).toBe(false);
  });
});

describe('pages: animation tracker and play.html (spec §2)', () => {
  it('serves the tracker page with the score, and its feed', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/live/animation/m1001.html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'nonce-");
    expect(page.body).toContain('data-testid="tracker-score"');
    const feed = await t.app.inject({ method: 'GET', url: '/live/m1001/tracker.json' });
    const data = feed.json<{ homeScore: number; homeName: string }>();
    expect(page.body).toContain(`<span id="hs">${data.homeScore}</span>`);
    expect(page.body).toContain(data.homeName);
    // The ball is drawn where the engine's scene puts it (live-tracker-scene.ts), not at random.
    const { scene } = feed.json<{ scene: { ball: { x: number; y: number }; progress: number } }>();
    expect(scene.progress).toBeGreaterThanOrEqual(0);
    expect(page.body).toMatch(/<circle id="ball" data-testid="tracker-ball" cx="[\d.]+" cy="[\d.]+"/);
    expect(page.body).not.toContain('Math.random');
    expect((await t.app.inject({ method: 'GET', url: '/live/animation/nope.html' })).statusCode).toBe(404);
  });

  it('serves play.html with the domain scramble key and a nonce-only script policy', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/play.html?url=${scramblePlayUrl('/live/r-cast-1.flv')}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(JSON.stringify([...PLAY_LINK_KEY]));
    const nonce = /nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(page.body).toContain(`<script nonce="${nonce}">`);
  });

  it('serves mpegts.js for play.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/live/vendor/mpegts.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
  });
});
