import { randomBytes } from 'node:crypto';
import type { ExpiringVault } from '../../cluster/cluster.ts';

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

/**
 * Short-lived, single-use socket tickets (spec §6). In this process's memory ({@link createTicketStore},
 * one instance) or shared ({@link createSharedTicketStore}), where the connector call and the socket
 * may reach different instances; the shared one answers with promises.
 */
export interface TicketStore {
  issue(
    ticket: Omit<ChatTicket, 'expiresAt'>,
    now: number,
  ): { token: string; expiresAt: number } | Promise<{ token: string; expiresAt: number }>;
  /** The ticket once (it is gone afterwards), or null when unknown or expired. */
  take(token: string, now: number): ChatTicket | null | Promise<ChatTicket | null>;
}

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

/** Tickets in the cluster's vault: single use (taken with one atomic read-and-delete) and expiring. */
export function createSharedTicketStore(vault: ExpiringVault): TicketStore {
  return {
    async issue(ticket, now) {
      const token = randomBytes(24).toString('base64url');
      const expiresAt = now + CHAT_TICKET_TTL_MS;
      await vault.put(`chat-ticket:${token}`, JSON.stringify({ ...ticket, expiresAt }), CHAT_TICKET_TTL_MS);
      return { token, expiresAt };
    },
    async take(token, now) {
      if (!token) return null;
      const text = await vault.take(`chat-ticket:${token}`);
      const ticket = text ? (JSON.parse(text) as ChatTicket) : null;
      return ticket && ticket.expiresAt > now ? ticket : null;
    },
  };
}
