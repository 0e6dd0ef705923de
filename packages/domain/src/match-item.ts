import { BEIJING_UTC_OFFSET_MINUTES, formatStartAt } from './date-time.ts';
import { asBoolean, asNumber, asRecord, asString, firstPresent } from './internal/coerce.ts';
import { VENUE_DPTY, mapVenueName } from './venue.ts';

/**
 * Wire shape of a match/anchor list item (spec §3 "Match/anchor list item"), every field optional; the
 * zod schema in @arena/protocol mirrors it. Aliases the spec names are both listed.
 */
export interface RawMatchItem {
  eid?: string | number;
  dpid?: string | number;
  homeName?: string;
  homeLogo?: string;
  visitName?: string;
  visitLogo?: string;
  homeScore?: number | string;
  guestScore?: number | string;
  startAt?: number | string;
  animationUrl?: string;
  animation_url?: string;
  matchName?: string;
  leagueName?: string;
  anchorInfo?: RawAnchorInfo | null;
  matchClass?: string | number;
  venueName?: string;
  anchorStatus?: number | string;
  anchor_status?: number | string;
  isStart?: boolean | number | string;
  videoWebUrl?: string;
  anchor_flv_url?: string;
  isInAnchorTab?: boolean | number | string;
  leagueId?: string | number;
  tid?: string | number;
  ballClassId?: string | number;
  anchorType?: number | string;
  anchorRoomId?: string | number;
  roomInfo?: { desc?: string; title?: string } | null;
}

/** Wire shape of the anchor attached to an item (spec §3 "anchorInfo"; design fields). */
export interface RawAnchorInfo {
  anchorId?: string | number;
  nickName?: string;
  avatar?: string;
}

/** The anchor shown with an item (spec §3). */
export interface AnchorInfo {
  readonly anchorId: string;
  readonly nickName: string;
  readonly avatar: string;
}

/** Raw anchorType values (spec §3 "pure match or cast live"; design: 1 and 2). */
export const ANCHOR_TYPE = { match: 1, cast: 2 } as const;

/** A normalised match/anchor list item (spec §3). */
export interface MatchItem {
  readonly matchId: string;
  readonly homeName: string;
  readonly homeLogo: string;
  readonly visitName: string;
  readonly visitLogo: string;
  readonly homeScore: number | null;
  readonly visitScore: number | null;
  /** `YYYY-MM-DD HH:mm:ss` in the requested offset, `''` when unknown. */
  readonly startAt: string;
  readonly animationUrl: string;
  readonly matchName: string;
  readonly anchorInfo: AnchorInfo | null;
  readonly matchClass: string;
  readonly venueName: string;
  readonly anchorStatus: number | null;
  readonly isStart: boolean;
  readonly videoWebUrl: string;
  readonly anchorFlvUrl: string;
  readonly isInAnchorTab: boolean;
  readonly leagueId: string;
  readonly ballClassId: string;
  readonly anchorType: 'match' | 'cast';
  /** Theme id of a cast-live room; `null` for a pure match. */
  readonly anchorRoomId: string | null;
  readonly roomInfo: { readonly desc: string; readonly title: string };
}

function normalizeAnchorInfo(raw: unknown): AnchorInfo | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = asRecord(raw);
  return {
    anchorId: asString(record['anchorId']),
    nickName: asString(record['nickName']),
    avatar: asString(record['avatar']),
  };
}

/**
 * Normalises one raw list item (spec §3), total over any input: matchId is `eid`, or `dpid` for venue
 * DPTY; visitScore comes from `guestScore`; startAt is formatted in `utcOffsetMinutes` (default +08:00)
 * with 10-digit values read as seconds; venue OBTY becomes YB and IMTY IM; anchorStatus also reads
 * `anchor_status`; leagueId also `tid`; matchName also `leagueName`. anchorType is `cast` for raw 2, or
 * (design) when raw is absent but an `anchorRoomId` is present; the room id is kept only for cast live.
 */
export function normalizeMatchItem(raw: unknown, utcOffsetMinutes = BEIJING_UTC_OFFSET_MINUTES): MatchItem {
  const item = asRecord(raw);
  const wireVenue = asString(item['venueName']);
  const roomId = asString(item['anchorRoomId']);
  const rawType = asNumber(item['anchorType']);
  const isCast = rawType === null ? roomId !== '' : rawType === ANCHOR_TYPE.cast;
  const roomInfo = asRecord(item['roomInfo']);
  return {
    matchId: asString(wireVenue === VENUE_DPTY ? firstPresent(item['dpid'], item['eid']) : item['eid']),
    homeName: asString(item['homeName']),
    homeLogo: asString(item['homeLogo']),
    visitName: asString(item['visitName']),
    visitLogo: asString(item['visitLogo']),
    homeScore: asNumber(item['homeScore']),
    visitScore: asNumber(item['guestScore']),
    startAt: formatStartAt(item['startAt'], utcOffsetMinutes),
    animationUrl: asString(firstPresent(item['animationUrl'], item['animation_url'])),
    matchName: asString(firstPresent(item['matchName'], item['leagueName'])),
    anchorInfo: normalizeAnchorInfo(item['anchorInfo']),
    matchClass: asString(item['matchClass']),
    venueName: mapVenueName(wireVenue),
    anchorStatus: asNumber(firstPresent(item['anchorStatus'], item['anchor_status'])),
    isStart: asBoolean(item['isStart']),
    videoWebUrl: asString(item['videoWebUrl']),
    anchorFlvUrl: asString(item['anchor_flv_url']),
    isInAnchorTab: asBoolean(item['isInAnchorTab']),
    leagueId: asString(firstPresent(item['leagueId'], item['tid'])),
    ballClassId: asString(item['ballClassId']),
    anchorType: isCast ? 'cast' : 'match',
    anchorRoomId: isCast && roomId !== '' ? roomId : null,
    roomInfo: { desc: asString(roomInfo['desc']), title: asString(roomInfo['title']) },
  };
}

/** Normalises a raw list (spec §3); a non-array reads as empty, items without a match id are dropped. */
export function normalizeMatchList(raw: unknown, utcOffsetMinutes = BEIJING_UTC_OFFSET_MINUTES): MatchItem[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map((item: unknown) => normalizeMatchItem(item, utcOffsetMinutes))
    .filter((item) => item.matchId !== '');
}
