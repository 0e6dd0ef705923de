import { ErrorCode, GatewayError, type OpsResponsibleView, type opsExcludeInput } from '@arena/protocol';
import type { z } from 'zod';
import type { Db } from '../../db/db.ts';
import { findMemberByLogin } from '../auth/member-directory.ts';
import { birthDateOf } from './age-gate.ts';
import { listExclusions } from './responsible-repository.ts';
import { exclude, responsibleStatus } from './responsible-service.ts';
import { msg } from '../../gateway/user-messages.ts';

/*
 * What operators may do with a member's responsible play (the /admin endpoints and the /ops console
 * alike): see the limits, the running session and every exclusion, and add an exclusion. Nothing here
 * lifts, shortens or loosens anything: `exclude` accepts only an exclusion reaching further.
 */

async function memberNamed(db: Db, name: string) {
  const m = await findMemberByLogin(db, name);
  if (!m) throw new GatewayError(ErrorCode.notFound, msg('common.memberNotFound'));
  return m;
}

/** A member's limits, session, running exclusion, every exclusion and whether a birth date is on record. */
export async function operatorView(db: Db, name: string, now: number): Promise<OpsResponsibleView> {
  const m = await memberNamed(db, name);
  return {
    ...(await responsibleStatus(db, m.id, now)),
    memberName: m.name,
    birthDate: await birthDateOf(db, m.id),
    exclusions: await listExclusions(db, m.id),
  };
}

/** Adds a time-out or self-exclusion set by an operator; refused when it would not reach further. */
export async function operatorExclude(
  db: Db,
  name: string,
  input: z.output<typeof opsExcludeInput>,
  now: number,
): Promise<OpsResponsibleView> {
  const m = await memberNamed(db, name);
  const what =
    input.kind === 'timeout'
      ? { kind: 'timeout' as const, days: input.days ?? 1 }
      : { kind: 'self_exclusion' as const, months: input.months ?? 6 };
  await exclude(db, m.id, what, 'operator', now, input.note || null);
  return operatorView(db, name, now);
}
