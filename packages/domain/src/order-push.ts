import { CHAT_MESSAGE_TYPE } from './chat.ts';
import { asRecord, asString, firstPresent } from './internal/coerce.ts';
import { mapVenueName } from './venue.ts';

/** An order push as shown over the stream (spec §3 "Order push: id, categoryName, itemName, score, teamLogo, venueName"). */
export interface OrderPush {
  readonly id: string;
  readonly categoryName: string;
  readonly itemName: string;
  readonly score: string;
  readonly teamLogo: string;
  readonly venueName: string;
}

/** A chat frame that may carry an order push; `content` is an object or its JSON text (spec §3). */
export interface OrderPushFrame {
  readonly id?: string;
  readonly msgType: number;
  readonly content?: unknown;
  readonly venueName?: string;
  readonly siteId?: number | string;
}

/** Where the viewer is: the venue of the current match and the current site (spec §4). */
export interface OrderPushContext {
  readonly venueName: string;
  readonly siteId: number | string;
}

function contentOf(frame: OrderPushFrame): Readonly<Record<string, unknown>> {
  if (typeof frame.content !== 'string') return asRecord(frame.content);
  try {
    return asRecord(JSON.parse(frame.content));
  } catch {
    // A push whose text is not JSON has no fields; it is then dropped for its empty id.
    return {};
  }
}

function toOrderPush(frame: OrderPushFrame): OrderPush {
  const content = contentOf(frame);
  return {
    id: asString(firstPresent(content['id'], frame.id)),
    categoryName: asString(content['categoryName']),
    itemName: asString(content['itemName']),
    score: asString(content['score']),
    teamLogo: asString(content['teamLogo']),
    venueName: asString(firstPresent(frame.venueName, content['venueName'])),
  };
}

function isForContext(frame: OrderPushFrame, venueName: string, context: OrderPushContext): boolean {
  if (frame.siteId !== undefined && String(frame.siteId) !== String(context.siteId)) return false;
  return venueName !== '' && mapVenueName(venueName) === mapVenueName(context.venueName);
}

/**
 * Order pushes in force for the current venue, newest first (spec §4): frames are scanned from the
 * newest (the input is chronological, oldest first); frames for another venue or site and non-order
 * frames are skipped; a revert for this venue stops the scan, since it withdraws everything before it;
 * repeated ids and empty ids are dropped. Venue names compare after the OBTY→YB / IMTY→IM mapping.
 */
export function collectOrderPushes(
  frames: readonly OrderPushFrame[],
  context: OrderPushContext,
): OrderPush[] {
  const pushes: OrderPush[] = [];
  const seen = new Set<string>();
  for (let index = frames.length - 1; index >= 0; index -= 1) {
    const frame = frames[index];
    if (frame === undefined) continue;
    const isPush = frame.msgType === CHAT_MESSAGE_TYPE.orderPush;
    if (!isPush && frame.msgType !== CHAT_MESSAGE_TYPE.revertOrderPush) continue;
    const push = toOrderPush(frame);
    if (!isForContext(frame, push.venueName, context)) continue;
    if (!isPush) break;
    if (push.id === '' || seen.has(push.id)) continue;
    seen.add(push.id);
    pushes.push(push);
  }
  return pushes;
}

/** The order push to show: the latest one for the current venue, or `null` (spec §4). */
export function selectOrderPush(
  frames: readonly OrderPushFrame[],
  context: OrderPushContext,
): OrderPush | null {
  return collectOrderPushes(frames, context)[0] ?? null;
}
