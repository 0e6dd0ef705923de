import { randomBytes } from 'node:crypto';

/** How long a connector ticket can be used (docs/chat.md). */
export const CHAT_TICKET_TTL_MS = 60_000;

/** Who a socket is: a member (id, name, level) or a visitor (id null). */
export interface ChatViewer {
  memberId: number | null;
  username: string;
  level: number;
}
export interface ChatTicket extends ChatViewer {
  roomNo: string;
  expiresAt: number;
}

/** Short-lived, single-use socket tickets (spec §6), in memory: the socket lands on the same process. */
export function createTicketStore() {
  const tickets = new Map<string, ChatTicket>();
  return {
    issue(ticket: Omit<ChatTicket, 'expiresAt'>, now: number): { token: string; expiresAt: number } {
      for (const [token, t] of tickets) if (t.expiresAt <= now) tickets.delete(token);
      const token = randomBytes(24).toString('base64url');
      const expiresAt = now + CHAT_TICKET_TTL_MS;
      tickets.set(token, { ...ticket, expiresAt });
      return { token, expiresAt };
    },
    /** The ticket once (it is gone afterwards), or null when unknown or expired. */
    take(token: string, now: number): ChatTicket | null {
      const ticket = tickets.get(token);
      tickets.delete(token);
      return ticket && ticket.expiresAt > now ? ticket : null;
    },
  };
}
export type TicketStore = ReturnType<typeof createTicketStore>;
