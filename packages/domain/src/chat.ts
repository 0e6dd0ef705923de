import { VIEWER_LEVEL_THRESHOLD } from './platform-constants.ts';

/**
 * Chat message types (spec §3 "msgType (text, order, gift push, order push, revert order push,
 * welcome = 8)"). Only welcome = 8 is given; design: the others take 1–5 in the order the spec lists
 * them, 6 and 7 stay unassigned.
 */
export const CHAT_MESSAGE_TYPE = {
  text: 1,
  order: 2,
  giftPush: 3,
  orderPush: 4,
  revertOrderPush: 5,
  welcome: 8,
} as const;

/** A chat message type value (spec §3). */
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPE)[keyof typeof CHAT_MESSAGE_TYPE];

/** A chat message (spec §3 "id, msgType, content, venueName, siteId, siteSeries"). */
export interface ChatMessage {
  readonly id: string;
  readonly msgType: number;
  readonly content: string;
  readonly venueName?: string;
  readonly siteId?: number | string;
  readonly siteSeries?: string;
}

/** Room status meaning the room was closed for good (spec §4 "open and not -1"). */
export const CHAT_ROOM_STATUS_CLOSED = -1;

/**
 * Chat entrance (spec §4): available only if the global chat switch is not `false` and the room status
 * is open (truthy) and not -1. A missing switch counts as on; a missing status as closed.
 */
export function isChatEntranceOpen(input: {
  readonly chatSwitch: boolean | null | undefined;
  readonly roomStatus: number | boolean | null | undefined;
}): boolean {
  const { chatSwitch, roomStatus } = input;
  return chatSwitch !== false && Boolean(roomStatus) && roomStatus !== CHAT_ROOM_STATUS_CLOSED;
}

/** Chat viewer tier (spec §6 "4 or below is low, above 4 is high"). */
export type ViewerTier = 'low' | 'high';

/** Tier of a chat viewer level (spec §6, §9 threshold 4). */
export function viewerTier(level: number): ViewerTier {
  return level <= VIEWER_LEVEL_THRESHOLD ? 'low' : 'high';
}

/** Order messages show only when their site series matches the current one (spec §6). */
export function shouldShowOrderMessage(
  message: Pick<ChatMessage, 'siteSeries'>,
  currentSiteSeries: string,
): boolean {
  return message.siteSeries !== undefined && message.siteSeries === currentSiteSeries;
}

/** Welcome message payload (spec §3 "Welcome: id, username, type, data.userId"). */
export interface WelcomeMessage {
  readonly id: string;
  readonly username: string;
  readonly type: typeof CHAT_MESSAGE_TYPE.welcome;
  readonly data: { readonly userId: string };
}

/** Builds the welcome message for a user joining a room (spec §3, type 8). */
export function createWelcomeMessage(input: {
  id: string;
  username: string;
  userId: string;
}): WelcomeMessage {
  return {
    id: input.id,
    username: input.username,
    type: CHAT_MESSAGE_TYPE.welcome,
    data: { userId: input.userId },
  };
}
