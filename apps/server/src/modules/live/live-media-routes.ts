import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode } from '@arena/protocol';
import { avatarPng, roomCoverPng, teamLogoPng } from './live-art.ts';
import { loopTagsBetween, parseFlvClip, type FlvClip } from './flv-loop.ts';
import { livePlaylist, segmentFile } from './hls-playlist.ts';
import { animationPage, pageCsp, playPage } from './live-pages.ts';
import { trackerScene } from './live-tracker-scene.ts';
import { matchClock } from './live-phase.ts';
import { anchorHue, liveRoomSport, readMatchRow, roomHue, teamHue } from './live-repository.ts';
import type { LiveSport } from './live-seed-data.ts';

/** Where the committed loops live (docs/live.md "Media"). */
export const MEDIA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../media/live');
/** How far ahead of real time a connection is fed (a player buffers this much). */
const LEAD_MS = 1_000;
/** Feed step. */
const STEP_MS = 100;
/** A viewer that falls this far behind (bytes queued) is dropped rather than buffered without end. */
const MAX_QUEUED_BYTES = 2 * 1024 * 1024;
const ROOM = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The sports with a drawn loop of their own, each in its own folder of MEDIA_DIR; a room of any other
 * sport, or a streamer room without a match, plays the default studio loop at the top of MEDIA_DIR.
 * A fixed list rather than the sport read from the database, so a path is never built from a row.
 */
const SPORT_LOOPS: ReadonlySet<string> = new Set<LiveSport>(['football', 'basketball', 'esports']);

/** One committed loop: the FLV clip and its HLS segments in play order. */
export interface LiveLoop {
  clip: FlvClip;
  segments: Buffer[];
}

const loops = new Map<string, LiveLoop>();

/** The loop a room of `sport` plays (read once per sport; `null` or an unknown sport: the default). */
export function liveLoop(sport: string | null): LiveLoop {
  const folder = sport !== null && SPORT_LOOPS.has(sport) ? sport : '';
  let loop = loops.get(folder);
  if (!loop) {
    const dir = path.join(MEDIA_DIR, folder);
    const segments = fs
      .readdirSync(dir)
      .filter((f) => /^seg\d+\.ts$/.test(f))
      .sort((a, b) => Number(a.slice(3, -3)) - Number(b.slice(3, -3)))
      .map((f) => fs.readFileSync(path.join(dir, f)));
    loop = { clip: parseFlvClip(fs.readFileSync(path.join(dir, 'clip.flv'))), segments };
    loops.set(folder, loop);
  }
  return loop;
}

const notFound = (reply: FastifyReply, what: string) =>
  reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ code: ErrorCode.notFound, msg: `${what} not found`, data: null });

/** The loop of a match or streamer room by its sport, or null for an unknown room. */
async function roomLoop(app: FastifyInstance, room: string): Promise<LiveLoop | null> {
  if (!ROOM.test(room)) return null;
  const found = await liveRoomSport(app.db, room);
  return found ? liveLoop(found.sport) : null;
}

/** An endless FLV body: header and codec configuration, then the clip's tags paced to the clock. */
function flvStream(source: FlvClip, started: number, now: () => number): Readable {
  let sent = 0; // stream time already written, ms
  let timer: NodeJS.Timeout | null = null;
  const stream = new Readable({
    read() {},
    destroy(err, callback) {
      if (timer) clearInterval(timer);
      callback(err);
    },
  });
  stream.push(Buffer.concat([source.header, ...source.config]));
  const feed = () => {
    const until = now() - started + LEAD_MS;
    if (until <= sent) return;
    const tags = loopTagsBetween(source, sent, until);
    sent = until;
    if (tags.length > 0) stream.push(Buffer.concat(tags));
    if (stream.readableLength > MAX_QUEUED_BYTES) stream.destroy();
  };
  feed();
  timer = setInterval(feed, STEP_MS);
  return stream;
}

/**
 * Public media of the live area (not gateway calls: players and <img> load them directly): the looped
 * HTTP-FLV stream and its HLS rendition per room (its sport's loop), team logos, streamer avatars,
 * the tracker page and its feed, play.html, and mpegts.js for play.html.
 */
export function registerLiveMediaRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/live/:file', async (req, reply) => {
    const room = /^(.+)\.flv$/.exec(req.params.file)?.[1] ?? '';
    const loop = await roomLoop(app, room);
    if (!loop) return notFound(reply, 'stream');
    const body = flvStream(loop.clip, Date.now(), Date.now);
    req.raw.on('close', () => body.destroy());
    return reply
      .header('content-type', 'video/x-flv')
      .header('cache-control', 'no-store')
      .header('access-control-allow-origin', '*')
      .send(body);
  });

  app.get<{ Params: { room: string } }>('/live/:room/index.m3u8', async (req, reply) => {
    const loop = await roomLoop(app, req.params.room);
    if (!loop) return notFound(reply, 'stream');
    return reply
      .header('content-type', 'application/vnd.apple.mpegurl')
      .header('cache-control', 'no-store')
      .header('access-control-allow-origin', '*')
      .send(livePlaylist(Date.now(), loop.segments.length));
  });

  app.get<{ Params: { room: string; seg: string } }>('/live/:room/:seg', async (req, reply) => {
    const { room, seg } = req.params;
    if (seg === 'tracker.json') return tracker(app, room, reply);
    const seq = /^seg-(\d{1,15})\.ts$/.exec(seg)?.[1];
    const loop = seq === undefined ? null : await roomLoop(app, room);
    if (seq === undefined || !loop) return notFound(reply, 'segment');
    return reply
      .header('content-type', 'video/mp2t')
      .header('cache-control', 'public, max-age=60')
      .header('access-control-allow-origin', '*')
      .send(loop.segments[segmentFile(Number(seq), loop.segments.length)]);
  });

  app.get<{ Params: { file: string } }>('/live/logo/:file', async (req, reply) => {
    const id = /^([a-z0-9-]{1,64})\.png$/.exec(req.params.file)?.[1];
    const hue = id ? await teamHue(app.db, id) : null;
    if (hue === null) return notFound(reply, 'logo');
    return pngReply(
      reply,
      art(`logo:${hue}`, () => teamLogoPng(hue)),
    );
  });

  app.get<{ Params: { file: string } }>('/live/cover/:file', async (req, reply) => {
    const id = /^([A-Za-z0-9_-]{1,64})\.png$/.exec(req.params.file)?.[1];
    const hue = id ? await roomHue(app.db, id) : null;
    if (hue === null) return notFound(reply, 'cover');
    return pngReply(
      reply,
      art(`cover:${hue}`, () => roomCoverPng(hue)),
    );
  });

  app.get<{ Params: { file: string } }>('/live/avatar/:file', async (req, reply) => {
    const id = /^([a-z0-9-]{1,64})\.png$/.exec(req.params.file)?.[1];
    const hue = id ? await anchorHue(app.db, id) : null;
    if (hue === null) return notFound(reply, 'avatar');
    return pngReply(
      reply,
      art(`avatar:${hue}`, () => avatarPng(hue)),
    );
  });

  app.get<{ Params: { file: string } }>('/live/animation/:file', async (req, reply) => {
    const id = /^([A-Za-z0-9_-]{1,64})\.html$/.exec(req.params.file)?.[1];
    const view = id ? await trackerView(app, id) : null;
    if (!view) return notFound(reply, 'match');
    const nonce = randomBytes(16).toString('base64');
    return htmlReply(reply, animationPage(view, nonce), nonce);
  });

  app.get('/play.html', async (_req, reply) => {
    const nonce = randomBytes(16).toString('base64');
    return htmlReply(reply, playPage(nonce), nonce);
  });

  app.get('/live/vendor/mpegts.js', async (_req, reply) => {
    const file = mpegtsBundle();
    if (!file) return notFound(reply, 'player');
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(fs.createReadStream(file));
  });
}

/** mpegts.js's browser bundle from node_modules (a dependency of the web app), or null without it. */
function mpegtsBundle(): string | null {
  try {
    return createRequire(import.meta.url).resolve('mpegts.js/dist/mpegts.js');
  } catch {
    return null; // not installed: play.html falls back to native HLS
  }
}

async function trackerView(app: FastifyInstance, id: string) {
  const row = await readMatchRow(app.db, id);
  if (!row) return null;
  const { phase, clock } = matchClock(
    { sport: row.sport, startAt: row.start_at, durationMin: row.duration_min },
    app.now(),
  );
  return {
    matchId: row.id,
    sport: row.sport,
    league: row.league_name,
    homeName: row.home_name,
    visitName: row.visit_name,
    homeScore: row.home_score,
    visitScore: row.visit_score,
    clock,
    phase,
    scene: trackerScene(
      {
        matchId: row.id,
        sport: row.sport,
        phase,
        startAt: row.start_at,
        durationMin: row.duration_min,
        homeScore: row.home_score,
        visitScore: row.visit_score,
      },
      app.now(),
    ),
  };
}

async function tracker(app: FastifyInstance, room: string, reply: FastifyReply) {
  const view = ROOM.test(room) ? await trackerView(app, room) : null;
  if (!view) return notFound(reply, 'match');
  // Public scores, read by the tracker page from its sandbox (an opaque origin, so a cross-origin read).
  return reply.header('cache-control', 'no-store').header('access-control-allow-origin', '*').send(view);
}

/** Drawn logos, avatars and covers by kind and hue (at most 3 × 360 entries), so each is drawn once. */
const drawnArt = new Map<string, Buffer>();
function art(key: string, draw: () => Buffer): Buffer {
  let png = drawnArt.get(key);
  if (!png) drawnArt.set(key, (png = draw()));
  return png;
}

function pngReply(reply: FastifyReply, png: Buffer) {
  return reply
    .header('content-type', 'image/png')
    .header('cache-control', 'public, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .send(png);
}

function htmlReply(reply: FastifyReply, html: string, nonce: string) {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', pageCsp(nonce))
    .send(html);
}
