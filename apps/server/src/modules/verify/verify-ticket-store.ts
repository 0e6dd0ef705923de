import { createHash } from 'node:crypto';
import type { VerifyScope } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';
import type { Cluster, ExpiringVault } from '../../cluster/cluster.ts';
import {
  NO_SCOPE,
  VERIFY_TICKET_TTL_MS,
  consumePuzzlePass,
  consumeVerifyTicket,
  issuePuzzlePass,
  issueVerifyTicket,
  newTicket,
  purgeExpiredTickets,
} from './verify-ticket-repository.ts';

/**
 * Where verify tickets and puzzle passes live (docs/scaling.md "What lives where"): the database for
 * one instance or several on PostgreSQL alone, the cluster's Redis when there is one. Both are
 * single use, live two minutes and are bound: a puzzle pass to its challenge and type, a verify
 * ticket to the call and login name it was solved for.
 */
export interface VerifyTicketStore {
  issueTicket(scope: VerifyScope, now: Date): Promise<string>;
  spendTicket(ticket: string, scope: VerifyScope, now: Date): Promise<boolean>;
  issuePass(purpose: 'afs' | 'anji', captchaId: string, now: Date): Promise<string>;
  spendPass(purpose: 'afs' | 'anji', captchaId: string, ticket: string, now: Date): Promise<boolean>;
  /** Drops long-expired ones (the database; Redis expires its keys itself). */
  purge(now: Date): Promise<void>;
}

export function databaseTicketStore(db: Queryable): VerifyTicketStore {
  return {
    issueTicket: (scope, now) => issueVerifyTicket(db, now, scope),
    spendTicket: (ticket, scope, now) => consumeVerifyTicket(db, ticket, now, scope),
    issuePass: (purpose, captchaId, now) => issuePuzzlePass(db, purpose, captchaId, now),
    spendPass: (purpose, captchaId, ticket, now) => consumePuzzlePass(db, purpose, captchaId, ticket, now),
    purge: (now) => purgeExpiredTickets(db, now),
  };
}

/**
 * Tickets in the cluster's vault (Redis `SET PX` / `GETDEL`). The key is a hash of everything the
 * ticket is bound to plus the ticket itself, so a ticket offered for another call, name, challenge
 * or type names a key that does not exist: it is refused and stays spendable for its own scope, as
 * in the database.
 */
export function vaultTicketStore(vault: ExpiringVault): VerifyTicketStore {
  const keyOf = (purpose: string, captchaId: string | null, scope: VerifyScope, ticket: string) =>
    'vt:' +
    createHash('sha256')
      .update(JSON.stringify([purpose, captchaId, scope.call, scope.name, ticket]))
      .digest('base64url');
  const issue = async (purpose: string, captchaId: string | null, scope: VerifyScope) => {
    const ticket = newTicket();
    await vault.put(keyOf(purpose, captchaId, scope, ticket), '1', VERIFY_TICKET_TTL_MS);
    return ticket;
  };
  const spend = async (purpose: string, captchaId: string | null, scope: VerifyScope, ticket: string) =>
    ticket.length > 0 &&
    ticket.length <= 128 &&
    (await vault.take(keyOf(purpose, captchaId, scope, ticket))) !== null;
  return {
    issueTicket: (scope) => issue('verify', null, scope),
    spendTicket: (ticket, scope) => spend('verify', null, scope, ticket),
    issuePass: (purpose, captchaId) => issue(purpose, captchaId, NO_SCOPE),
    spendPass: (purpose, captchaId, ticket) => spend(purpose, captchaId, NO_SCOPE, ticket),
    purge: () => Promise.resolve(),
  };
}

/** The instance's ticket store: in Redis when the cluster has it, else in the database. */
export function verifyTicketStoreOf(db: Queryable, cluster: Cluster): VerifyTicketStore {
  return cluster.mode === 'redis' ? vaultTicketStore(cluster.vault) : databaseTicketStore(db);
}
