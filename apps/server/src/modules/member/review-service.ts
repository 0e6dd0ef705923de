import { ErrorCode, GatewayError } from '@arena/protocol';
import { MAINLAND_AREA_CODE, maskPhone, validatePhone } from '@arena/domain';
import type { Db, Queryable } from '../../db/db.ts';
import { assertRule, fieldError } from '../auth/account-validation.ts';
import {
  addNotice,
  boundContact,
  consumeCode,
  readRealName,
  writeRealName,
  wrongCode,
  memberNamesByIds,
} from '../auth/member-directory.ts';
import { BIND_PHONE_SCENE, contactTaken, heldByOther, writeContact } from './contact-bind-service.ts';
import { assertRealName, maskRealName } from './profile-service.ts';
import {
  decidePendingReview,
  hasPendingReview,
  insertPendingReview,
  newestReview,
  reviewExists,
  reviewRows,
  type ReviewKind,
  type ReviewState,
} from './review-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

export type { ReviewKind, ReviewState } from './review-repository.ts';

const KIND_LABEL: Record<ReviewKind, string> = { name: '真实姓名', phone: '手机号' };

const alreadyPending = (kind: ReviewKind) =>
  new GatewayError(ErrorCode.reviewPending, msg('member.reviewPending', { kind: KIND_LABEL[kind] }));

const hasPending = hasPendingReview;

async function insertReview(
  q: Queryable,
  review: Omit<Parameters<typeof insertPendingReview>[1], 'at'>,
  now: Date,
): Promise<void> {
  try {
    await insertPendingReview(q, { ...review, reason: review.reason.trim(), at: now });
  } catch (err) {
    // The partial unique index keeps one pending review per member and kind, even under a race.
    if ((err as { code?: unknown }).code === '23505') throw alreadyPending(review.kind);
    throw err;
  }
}

const currentRealName = readRealName;

/** nameModifySubmit: a bound real name, a new one passing both §5 checks and differing from it. */
export async function submitNameReview(
  q: Queryable,
  memberId: number,
  input: { realName: string; reason: string },
  now: Date,
): Promise<void> {
  assertRealName(input.realName);
  const current = await currentRealName(q, memberId);
  if (current === null)
    throw new GatewayError(ErrorCode.contactMissing, msg('member.realNameMissing'), { field: 'realName' });
  if (current === input.realName) throw fieldError('realName', msg('member.sameRealName'));
  if (await hasPending(q, memberId, 'name')) throw alreadyPending('name');
  await insertReview(
    q,
    {
      memberId,
      kind: 'name',
      oldValue: current,
      newValue: input.realName,
      areaCode: null,
      reason: input.reason,
    },
    now,
  );
}

/**
 * phoneModifySubmit: a bound phone, a new one passing §5, free (10215), with a `bindPhone` code sent
 * to the new phone (10409). The pending check comes before the code so a refused submit keeps it.
 */
export async function submitPhoneReview(
  q: Queryable,
  memberId: number,
  input: { phone: string; areaCode: string; code: string; reason: string },
  now: Date,
): Promise<void> {
  assertRule('phone', validatePhone(input.phone, input.areaCode));
  const { phone: current } = await boundContact(q, memberId);
  if (!current)
    throw new GatewayError(ErrorCode.contactMissing, msg('member.phoneMissing'), { field: 'phone' });
  if (current === input.phone) throw fieldError('phone', msg('member.samePhone'));
  if (await hasPending(q, memberId, 'phone')) throw alreadyPending('phone');
  if (await heldByOther(q, memberId, 'phone', input.phone)) throw contactTaken('phone');
  if (!(await consumeCode(q, { target: input.phone, scene: BIND_PHONE_SCENE, code: input.code }, now)))
    throw wrongCode();
  await insertReview(
    q,
    {
      memberId,
      kind: 'phone',
      oldValue: current,
      newValue: input.phone,
      areaCode: input.areaCode || MAINLAND_AREA_CODE,
      reason: input.reason,
    },
    now,
  );
}

/** name/phoneModifyStatus: the member's newest review of that kind, or `none`. */
export async function reviewStatus(
  q: Queryable,
  memberId: number,
  kind: ReviewKind,
): Promise<{ status: 'none' | ReviewState; submittedAt: number | null; remark: string }> {
  const row = await newestReview(q, memberId, kind);
  if (!row) return { status: 'none', submittedAt: null, remark: '' };
  return { status: row.status, submittedAt: row.created_at.getTime(), remark: row.remark };
}

export interface ReviewItem {
  id: string;
  memberId: string;
  memberName: string;
  kind: ReviewKind;
  status: ReviewState;
  oldValue: string | null;
  newValue: string;
  areaCode: string | null;
  reason: string;
  remark: string;
  createdAt: number;
  decidedAt: number | null;
}

/** Operator list, oldest first (the queue order), at most 200; or the one review `id`. */
export async function listReviews(
  q: Queryable,
  filter: { status?: ReviewState; id?: string },
): Promise<ReviewItem[]> {
  const rows = await reviewRows(q, { status: filter.status ?? null, id: filter.id ?? null });
  const names = await memberNamesByIds(
    q,
    rows.map((r) => Number(r.member_id)),
  );
  return rows.map((r) => ({
    id: r.id,
    memberId: r.member_id,
    memberName: names.get(Number(r.member_id)) ?? '',
    kind: r.kind,
    status: r.status,
    oldValue: r.old_value,
    newValue: r.new_value,
    areaCode: r.area_code,
    reason: r.reason,
    remark: r.remark,
    createdAt: r.created_at.getTime(),
    decidedAt: r.decided_at ? r.decided_at.getTime() : null,
  }));
}

/** Why a decision could not be made: unknown id, or the review is no longer pending. */
export type DecideOutcome =
  { ok: true; review: ReviewItem } | { ok: false; reason: 'notFound' | 'notPending' };

/**
 * Approves (applies the new real name or phone) or rejects a pending review, in one transaction with
 * a guarded status change, so a review is decided once. A phone taken meanwhile by another member
 * throws 10215 and leaves the review pending. The member gets a security notice either way.
 */
export async function decideReview(
  db: Db,
  id: string,
  decision: 'approved' | 'rejected',
  remark: string,
  now: Date,
): Promise<DecideOutcome> {
  if (!/^\d{1,18}$/.test(id)) return { ok: false, reason: 'notFound' };
  return db.transaction(async (tx) => {
    const row = await decidePendingReview(tx, id, decision, remark, now);
    if (!row) return { ok: false, reason: (await reviewExists(tx, id)) ? 'notPending' : 'notFound' };
    const label = KIND_LABEL[row.kind];
    const shown = row.kind === 'name' ? maskRealName(row.new_value) : maskPhone(row.new_value);
    if (decision === 'approved') {
      if (row.kind === 'name') await writeRealName(tx, row.member_id, row.new_value);
      else await writeContact(tx, row.member_id, 'phone', row.new_value, row.area_code);
    }
    await addNotice(
      tx,
      row.member_id,
      decision === 'approved'
        ? {
            title: `${label}修改已通过`,
            content: `您的${label}已修改为 ${shown}。如非本人操作，请立即联系客服。`,
          }
        : {
            title: `${label}修改未通过`,
            content: `您的${label}修改申请未通过审核${remark ? `：${remark}` : '。'}`,
          },
      now,
    );
    const [review] = await listReviews(tx, { id });
    if (!review) throw new Error('decided review not found');
    return { ok: true, review };
  });
}
