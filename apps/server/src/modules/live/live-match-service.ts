/**
 * What other modules (news, activities, chat, the sportsbook) may use of the live matches the live
 * module owns: reading matches and their timing as list items, and an operator's early finish.
 */
export {
  finishMatchNow,
  liveRoomExists,
  matchToItem,
  readMatchRow,
  readMatchRows,
  readMatchTiming,
  readChatTarget,
  readMarkets,
  sortMatches,
  type ChatTarget,
  type MatchRow,
} from './live-repository.ts';
/** The rooms, matches and markets behind the chat's streamer picks. */
export {
  marketsOfRooms,
  matchVenueName,
  roomsOnWithMatch,
  type RoomMarketRow,
  type RoomMatchRow,
} from './live-room-feed-repository.ts';
