import type { LiveTab } from '../api/get-live-list.ts';

/** The room screen of a match or streamer room, on a given tab (spec §3 tabs, kept in the URL). */
export const roomPath = (id: string, tab: LiveTab) => `/app/live/room/${encodeURIComponent(id)}?tab=${tab}`;
