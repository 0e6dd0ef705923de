import type { ChatMessage } from '@arena/protocol';

/** A member's text line (msgType 1) with this id, for the chat tests. */
export const textLine = (id: string | number): ChatMessage => ({
  id: String(id),
  msgType: 1,
  content: `line ${id}`,
  venueName: '',
  siteId: 5000,
  siteSeries: 'arena',
  sentAt: 0,
  sender: { userId: '1', username: 'amy', level: 1 },
});
