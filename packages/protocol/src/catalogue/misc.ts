import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { ackOutput, emptyInput, epochMs, idString, listOf, noCache, urlString } from './common.ts';

/** A stream address: absolute on another video domain, or a same-origin path on the page's own. */
const streamUrl = z.union([
  urlString,
  z
    .string()
    .max(2048)
    .regex(/^\/(?![/\\])\S*$/),
]);

const stream = z.object({
  line: z.string(),
  quality: z.enum(['sd', 'hd', 'uhd']),
  flvUrl: streamUrl.nullable(),
  hlsUrl: streamUrl.nullable(),
});

/**
 * Video calls (spec §7 "Video": "external signed GETs with an encrypted response field x1"): GETs
 * whose raw query is signed by the envelope (`x-q6`, docs/protocol.md) and whose answer travels
 * sealed as `{ t1: 1, x1 }`, which the client decrypts. Stream sources are built on the rotating video
 * domains of `/api/v2/vvm` (docs/live.md "Video"). GET query values are strings.
 */
export const videoCalls = {
  streamList: defineCall({
    id: 'video.streamList',
    path: '/api/live/video/stream/list/v1',
    method: 'GET',
    encoding: 'query',
    auth: 'optional',
    cache: noCache,
    input: z.object({ matchId: idString }).strict(),
    output: listOf(stream),
    summary: 'Live stream sources of a match or room, one per video line (signed GET, x1 decrypted).',
    spec: '§7 Video',
  }),
  playUrl: defineCall({
    id: 'video.playUrl',
    path: '/api/live/video/play/url/v1',
    method: 'GET',
    encoding: 'query',
    auth: 'optional',
    cache: noCache,
    input: z
      .object({ matchId: idString, line: z.string().min(1).max(32), quality: stream.shape.quality })
      .strict(),
    output: z.object({ url: streamUrl, hlsUrl: streamUrl, expiresAt: epochMs }),
    summary: 'The FLV and HLS addresses of one line and quality (signed GET, x1 decrypted).',
    spec: '§7 Video',
  }),
} as const;

/** Server time (spec §7 "Time", §9: first fetch after 6.666 s, resync every 60 s, 5 s timeout). */
export const timeCalls = {
  systemTimeGet: defineCall({
    id: 'time.systemTimeGet',
    path: '/api/site/time/get/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache: noCache,
    input: emptyInput,
    output: z.object({ serverTime: epochMs }),
    summary: 'Server time in epoch ms for the local offset.',
    spec: '§7 Time',
  }),
} as const;

/** Most click events one report carries (spec §7 "Tracking"; docs/protocol.md "Click tracking"). */
const CLICK_BATCH_MAX_EVENTS = 50;
/** Longest `events` text one report carries, in UTF-16 code units (≈ 16 KB of ASCII). */
const CLICK_BATCH_MAX_CHARS = 16_384;

/** One click inside a batch: the rules of the former single-event form call, `ts` now a JSON number. */
const clickEvent = z
  .object({
    event: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
    page: z.string().max(256),
    target: z.string().max(128).optional(),
    /** Epoch ms on the client, 13 digits as before. */
    ts: z.number().int().min(1_000_000_000_000).max(9_999_999_999_999),
  })
  .strict();

const clickBatch = z.array(clickEvent).min(1).max(CLICK_BATCH_MAX_EVENTS);

/**
 * The batch travels as JSON text in one form field. It is parsed and checked here, but the output stays
 * the text: the web client sends the schema's output as the form value, so a transform to an array
 * would put `[object Object]` on the wire. The server parses the (already validated) text again.
 */
const clickBatchText = z
  .string()
  .max(CLICK_BATCH_MAX_CHARS, { abort: true })
  .superRefine((text, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: `events is not JSON: ${String(err)}` });
      return;
    }
    const batch = clickBatch.safeParse(parsed);
    if (!batch.success)
      for (const issue of batch.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });

/** Click tracking (spec §7 "Tracking"); legacy form call, so the batch is JSON text in one field. */
export const trackingCalls = {
  clickReport: defineCall({
    id: 'tracking.clickReport',
    path: '/api/site/track/click/v1',
    method: 'POST',
    encoding: 'form',
    // Optional: a signed-in member's clicks are attributed to them.
    auth: 'optional',
    cache: noCache,
    input: z.object({ events: clickBatchText }).strict(),
    output: ackOutput.extend({ accepted: z.number().int().nonnegative() }),
    summary:
      'Report a batch of click events (form-encoded; `events` is a JSON array of ≤ 50 `{ event, page, target?, ts }`, ≤ 16384 chars); all stored or none.',
    spec: '§7 Tracking',
  }),
} as const;
