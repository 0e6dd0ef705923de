import { ErrorCode, GatewayError } from '@arena/protocol';
import { BIRTH_DATE_MESSAGES_ZH, MIN_AGE_YEARS, ageOn, birthDateProblem, siteDay } from '@arena/domain';
import type { Queryable } from '../../db/db.ts';
import { msg } from '../../gateway/user-messages.ts';

/*
 * The 18+ rule for members who have no date of birth on record: members created before registration
 * asked for it (the seed's demo member, operator tools). Such a member is asked for the date once
 * (`responsible.confirmAge`) and may not deposit, transfer into a venue or stake until it is given and
 * shows 18 or older. Withdrawals are never held back.
 */

/** Where the one date of birth lives (the rewards module's, which the birthday bonus reads too). */
export interface BirthDateStore {
  read: (q: Queryable, memberId: number) => Promise<string | null>;
  /** Writes the date when none is set; a date already set stays. */
  record: (q: Queryable, memberId: number, birthDate: string) => Promise<void>;
}

let store: BirthDateStore | null = null;

/**
 * The app wires the rewards module's date of birth in here, so responsible play does not import the
 * rewards module (which already calls responsible play for its grants). Unwired, no age is checked.
 */
export function setBirthDateStore(next: BirthDateStore): void {
  store = next;
}

const ageError = (msg: string) => new GatewayError(ErrorCode.ageNotConfirmed, msg, { field: 'birthDate' });

/** The date of birth on record, or null (also when nothing is wired). */
export async function birthDateOf(q: Queryable, memberId: number): Promise<string | null> {
  return store ? store.read(q, memberId) : null;
}

/** Whether the member still has to give a date of birth before any money goes in. */
export async function birthDateNeeded(q: Queryable, memberId: number): Promise<boolean> {
  return store !== null && (await store.read(q, memberId)) === null;
}

/**
 * Refuses (ageNotConfirmed) a deposit, transfer into a venue or stake by a member with no date of
 * birth on record, or with one under 18 (a date set on the birthday screen, which has no age rule).
 */
export async function assertAgeConfirmed(q: Queryable, memberId: number, now: number): Promise<void> {
  if (!store) return;
  const birthDate = await store.read(q, memberId);
  if (birthDate === null) throw ageError(msg('responsible.birthDateMissing', { minAge: MIN_AGE_YEARS }));
  if (ageOn(birthDate, siteDay(now)) < MIN_AGE_YEARS)
    throw ageError(msg('responsible.underAge', { minAge: MIN_AGE_YEARS }));
}

/**
 * responsible.confirmAge: the date of birth, once, by the registration's rule (18+ on the site day).
 * A refusal writes nothing; a member who already has a date cannot give another.
 */
export async function confirmAge(q: Queryable, memberId: number, birthDate: string, now: number) {
  if (!store) throw new Error('no date-of-birth store wired');
  const problem = birthDateProblem(birthDate, siteDay(now));
  if (problem)
    throw new GatewayError(
      ErrorCode.badInput,
      problem === 'underAge'
        ? msg('responsible.underAgeAtSignUp', { minAge: MIN_AGE_YEARS })
        : BIRTH_DATE_MESSAGES_ZH[problem],
      { field: 'birthDate' },
    );
  if ((await store.read(q, memberId)) !== null)
    throw new GatewayError(ErrorCode.responsibleChangeRefused, msg('responsible.birthDateSet'));
  await store.record(q, memberId, birthDate);
}
