import { asNumber } from './internal/coerce.ts';

/**
 * Streamer (anchor) status values (spec §4 "three 'on' values allow entering; 'not started' … ;
 * 'interrupted' …"). Design, since the spec gives no numbers: 0 not started, 1 live before the match,
 * 2 live during the match, 3 live at the break, 4 interrupted. Wire strings like `'2'` are accepted.
 */
export const STREAMER_STATUS = {
  notStarted: 0,
  livePreMatch: 1,
  liveInPlay: 2,
  liveBreak: 3,
  interrupted: 4,
} as const;

/** A streamer status value (spec §4). */
export type StreamerStatus = (typeof STREAMER_STATUS)[keyof typeof STREAMER_STATUS];

/** The three 'on' statuses that allow entering a room (spec §4). */
export const STREAMER_ON_STATUSES: readonly StreamerStatus[] = [
  STREAMER_STATUS.livePreMatch,
  STREAMER_STATUS.liveInPlay,
  STREAMER_STATUS.liveBreak,
];

/** Message keys of the streamer states (spec §4, §8); `unavailable` covers unknown values (design). */
export const STREAMER_MESSAGE_KEYS = [
  'streamer.notStarted',
  'streamer.interrupted',
  'streamer.unavailable',
] as const;
/** A streamer message key (spec §4). */
export type StreamerMessageKey = (typeof STREAMER_MESSAGE_KEYS)[number];

/** zh-CN wording of the streamer messages (spec §4, §8). */
export const STREAMER_MESSAGES_ZH: Readonly<Record<StreamerMessageKey, string>> = {
  'streamer.notStarted': '赛事暂未开始',
  'streamer.interrupted': '主播暂时中断',
  'streamer.unavailable': '直播暂不可用',
};

/** English wording of the streamer messages (spec §4, §8). */
export const STREAMER_MESSAGES_EN: Readonly<Record<StreamerMessageKey, string>> = {
  'streamer.notStarted': 'The event has not started',
  'streamer.interrupted': 'The streamer is temporarily interrupted',
  'streamer.unavailable': 'The live stream is unavailable',
};

/** Whether a streamer room can be entered, and if not which info message to show (spec §4). */
export type StreamerEntry = { readonly ok: true } | { readonly ok: false; readonly key: StreamerMessageKey };

/** Entry decision for a raw streamer status (spec §4, §8 "Streamer not started / interrupted"). */
export function canEnterStreamer(status: unknown): StreamerEntry {
  const value = asNumber(status);
  if (value !== null && (STREAMER_ON_STATUSES as readonly number[]).includes(value)) return { ok: true };
  if (value === STREAMER_STATUS.notStarted) return { ok: false, key: 'streamer.notStarted' };
  if (value === STREAMER_STATUS.interrupted) return { ok: false, key: 'streamer.interrupted' };
  return { ok: false, key: 'streamer.unavailable' };
}
