/*
 * The HLS rendition of a live loop (docs/live.md "Video"): a live sliding playlist over one loop's
 * committed segments. Segment `n` of the endless stream is file `n mod count`; the media sequence is
 * the wall clock in segment lengths, so every viewer sees the same, advancing window. Each wrap back
 * to the first file restarts the timestamps, so it is marked as a discontinuity.
 */

/** Length of each committed segment (ffmpeg `-hls_time 1`, one GOP each). */
export const HLS_SEGMENT_MS = 1_000;
/** Segments in the sliding window. */
export const HLS_WINDOW = 3;

/** Media sequence of the newest segment in the window at `now`. */
export const liveSequence = (now: number) => Math.floor(now / HLS_SEGMENT_MS);

/** The live playlist text at `now` for `segmentCount` committed files (segment URIs are relative). */
export function livePlaylist(now: number, segmentCount: number): string {
  const newest = liveSequence(now);
  const first = Math.max(0, newest - HLS_WINDOW + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(HLS_SEGMENT_MS / 1000)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / segmentCount)}`,
  ];
  for (let seq = first; seq <= newest; seq++) {
    if (seq !== first && seq % segmentCount === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${(HLS_SEGMENT_MS / 1000).toFixed(3)},`, `seg-${seq}.ts`);
  }
  return `${lines.join('\n')}\n`;
}

/** The committed file behind a segment of the endless stream. */
export const segmentFile = (seq: number, segmentCount: number) => seq % segmentCount;
