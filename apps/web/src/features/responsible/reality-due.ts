import type { ResponsibleStatus } from '@arena/protocol';

/** What the reality-check dialog shows: whole minutes of the session and its money. */
export interface RealityView {
  minutes: number;
  net: number;
  stakes: number;
  wins: number;
}

/**
 * The reality check to show at `now` (device clock), or null: a play session is running, the member
 * chose an interval, and the check the server scheduled (`realityDueAt`) has come. The limits never
 * depend on this clock; only when the dialog opens does.
 */
export function realityDue(status: ResponsibleStatus | undefined, now: number): RealityView | null {
  if (!status?.session || status.realityDueAt === null || now < status.realityDueAt) return null;
  const { startedAt, net, stakes, wins } = status.session;
  return { minutes: Math.max(0, Math.floor((now - startedAt) / 60_000)), net, stakes, wins };
}
