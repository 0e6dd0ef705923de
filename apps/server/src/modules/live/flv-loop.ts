/*
 * An endless HTTP-FLV stream made from one short committed clip (docs/live.md "Video"): the FLV header
 * and the two codec configuration tags go out once, then the clip's audio and video tags repeat with
 * their timestamps moved on by one clip length per loop, so a player sees one continuous live stream.
 */

const TAG_HEADER = 11;
const PREV_SIZE = 4;
const TAG_AUDIO = 8;
const TAG_VIDEO = 9;

/** One media tag of the clip, whole (header, data, previous-tag-size), with its original timestamp. */
interface ClipTag {
  bytes: Buffer;
  timestamp: number;
}

export interface FlvClip {
  /** FLV header plus PreviousTagSize0. */
  header: Buffer;
  /** AVC and AAC sequence headers (timestamp 0), sent once per connection. */
  config: Buffer[];
  /** Audio and video frames in file order. */
  tags: ClipTag[];
  /** Length of one loop in ms: the later of the last audio and last video frame's end. */
  periodMs: number;
}

const readTimestamp = (b: Buffer, at: number) => (b.readUIntBE(at + 4, 3) | (b[at + 7]! << 24)) >>> 0;

/** Writes a timestamp into a copy of a tag (24 low bits, then the extension byte). */
export function retimeTag(tag: Buffer, timestamp: number): Buffer {
  const copy = Buffer.from(tag);
  copy.writeUIntBE(timestamp & 0xffffff, 4, 3);
  copy[7] = (timestamp >>> 24) & 0xff;
  return copy;
}

/** Splits an FLV file into header, codec configuration and media tags; throws on a malformed file. */
export function parseFlvClip(file: Buffer): FlvClip {
  if (file.length < 13 || file.toString('latin1', 0, 3) !== 'FLV') throw new Error('not an FLV file');
  const dataOffset = file.readUInt32BE(5);
  const header = file.subarray(0, dataOffset + PREV_SIZE);
  const config: Buffer[] = [];
  const tags: ClipTag[] = [];
  let lastVideo = 0;
  let lastAudio = 0;
  let videoStep = 40;
  let audioStep = 23;
  for (let at = dataOffset + PREV_SIZE; at + TAG_HEADER <= file.length;) {
    const type = file[at]! & 0x1f;
    const size = file.readUIntBE(at + 1, 3);
    const end = at + TAG_HEADER + size + PREV_SIZE;
    if (end > file.length) break; // a truncated last tag is dropped
    const bytes = file.subarray(at, end);
    const timestamp = readTimestamp(file, at);
    const packetType = file[at + TAG_HEADER + 1];
    if ((type === TAG_VIDEO || type === TAG_AUDIO) && packetType === 0) config.push(bytes);
    else if (type === TAG_VIDEO && packetType === 2) {
      // AVC end of sequence: dropped, or the decoder would reset at every loop
    } else if (type === TAG_VIDEO) {
      if (timestamp > lastVideo) videoStep = timestamp - lastVideo;
      lastVideo = timestamp;
      tags.push({ bytes, timestamp });
    } else if (type === TAG_AUDIO) {
      if (timestamp > lastAudio) audioStep = timestamp - lastAudio;
      lastAudio = timestamp;
      tags.push({ bytes, timestamp });
    } // script tags (onMetaData with the clip's duration) are left out: a live stream has none
    at = end;
  }
  if (tags.length === 0) throw new Error('FLV clip has no media tags');
  return { header, config, tags, periodMs: Math.max(lastVideo + videoStep, lastAudio + audioStep) };
}

/**
 * The bytes of the looped stream whose timestamps fall in [fromMs, toMs) — pure, so tests can check
 * the loop without waiting. Tags keep file order within a loop, so audio and video stay interleaved.
 */
export function loopTagsBetween(clip: FlvClip, fromMs: number, toMs: number): Buffer[] {
  const out: Buffer[] = [];
  const firstLoop = Math.max(0, Math.floor(fromMs / clip.periodMs));
  for (let loop = firstLoop; loop * clip.periodMs < toMs; loop++) {
    const base = loop * clip.periodMs;
    for (const tag of clip.tags) {
      const ts = base + tag.timestamp;
      if (ts >= fromMs && ts < toMs) out.push(retimeTag(tag.bytes, ts));
    }
  }
  return out;
}
