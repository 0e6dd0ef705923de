import { createContext, useContext } from 'react';

export interface GiftRoom {
  /** The streamer room gifts go to (spec §3 anchorRoomId). */
  anchorRoomId: string;
  /** The match of a pure-match room, sent along with the gift. */
  matchId?: string;
}

/** Set by the room screen when its room has a streamer; the chat's 礼物 button reads it. */
export const GiftRoomContext = createContext<GiftRoom | null>(null);

export const useGiftRoom = () => useContext(GiftRoomContext);
