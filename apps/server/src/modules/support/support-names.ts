import type { Queryable } from '../../db/db.ts';
import { memberNamesByIds } from '../auth/member-directory.ts';
import type { LineRow, StoredLine } from './support-repository.ts';

/**
 * The member names support shows (a conversation's customer, the sender of a customer's line), read
 * from auth in one lookup per answer; a visitor, or a member not found, is shown as 访客 on a line.
 */

/** The names of the members among `ids` (nulls, the visitors, are skipped; no lookup when none left). */
export function memberNamesOf(q: Queryable, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  return memberNamesByIds(
    q,
    ids.filter((id): id is number => id !== null),
  );
}

/** A stored line with its sender's name, a customer's from `names`. */
export function namedLine(line: StoredLine, names: ReadonlyMap<number, string>): LineRow {
  const { memberId, senderName, ...rest } = line;
  const customer = memberId === null ? undefined : names.get(memberId);
  return { ...rest, senderName: senderName ?? customer ?? '访客' };
}

/** Stored lines with their senders' names, in one lookup of the customers' members. */
export async function namedLines(q: Queryable, lines: readonly StoredLine[]): Promise<LineRow[]> {
  const names = await memberNamesOf(
    q,
    lines.map((l) => (l.senderName === null ? l.memberId : null)),
  );
  return lines.map((l) => namedLine(l, names));
}
