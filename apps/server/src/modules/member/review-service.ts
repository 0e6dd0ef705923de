import { ErrorCode, GatewayError } from '@arena/protocol';
import { MAINLAND_AREA_CODE, maskPhone, validatePhone } from '@arena/domain';
import type { Db, Queryable } from '../../db/db.ts';
import { assertRule, fieldError } from '../auth/account-validation.ts';
import { addNotice, consumeCode } from '../auth/member-directory.ts';
import { BIND_PHONE_SCENE, contactTaken, heldByOther, writeContact } from './contact-bind-service.ts';
import { boundContact, wrongCode } from './contact-code.ts';
import { assertRealName, maskRealName } from './profile-service.ts';

export type ReviewKind = 'name' | 'phone';
export type ReviewState = 'pending' | 'approved' | 'rejected';

const KIND_LABEL: Record<ReviewKind, string> = { name: '真实姓名', phone: '手机号' };

const alreadyPending = (kind: ReviewKind) =>
  new GatewayError(ErrorCode.reviewPending, `已有待审核的${KIND_LABEL[kind]}修改申请，请等待审核结果`);

async function hasPending(q: Queryable, memberId: number, kind: ReviewKind): Promise<boolean> {
  const { rows } = await q.query(
    `select 1 from member_review where member_id = $1 and kind = $2 and status = 'pending'`,
    [memberId, kind],
  );
  return rows.length > 0;
}

async function insertReview(
  q: Queryable,
  review: {
    memberId: number;
    kind: ReviewKind;
    oldValue: string;
    newValue: string;
    areaCode: string | null;
    reason: string;
  },
  now: Date,
): Promise<void> {
  try {
    await q.query(
      `insert into member_review (member_id, kind, status, old_value, new_value, area_code, reason, created_at)
       values ($1, $2, 'pending', $3, $4, $5, $6, $7)`,
      [
        review.memberId,
        review.kind,
        review.oldValue,
        review.newValue,
        review.areaCode,
        review.reason.trim(),
        now,
      ],
    );
  } catch (err) {
    // The partial unique index keeps one pending review per member and kind, even under a race.
    if ((err as { code?: unknown }).code === '23505') throw alreadyPending(review.kind);
    throw err;
  }
}

async function currentRealName(q: Queryable, memberId: number): Promise<string | null> {
  const { rows } = await q.query<{ real_name: string | null }>('select real_name from member where id = $1', [
    memberId,
  ]);
  return rows[0]?.real_name ?? null;
}

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
    throw new GatewayError(ErrorCode.contactMissing, '尚未绑定真实姓名，请直接设置', { field: 'realName' });
  if (current === input.realName) throw fieldError('realName', '新姓名与当前姓名相同');
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
    throw new GatewayError(ErrorCode.contactMissing, '尚未绑定手机号，请直接绑定', { field: 'phone' });
  if (current === input.phone) throw fieldError('phone', '新手机号与当前手机号相同');
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
  const { rows } = await q.query<{ status: ReviewState; created_at: Date; remark: string }>(
    `select status, created_at, remark from member_review where member_id = $1 and kind = $2
      order by created_at desc, id desc limit 1`,
    [memberId, kind],
  );
  const row = rows[0];
  if (!row) return { status: 'none', submittedAt: null, remark: '' };
  return { status: row.status, submittedAt: new Date(row.created_at).getTime(), remark: row.remark };
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
  const { rows } = await q.query<{
    id: string;
    member_id: string;
    member_name: string;
    kind: ReviewKind;
    status: ReviewState;
    old_value: string | null;
    new_value: string;
    area_code: string | null;
    reason: string;
    remark: string;
    created_at: Date;
    decided_at: Date | null;
  }>(
    `select r.id::text as id, r.member_id::text as member_id, m.name as member_name, r.kind, r.status,
            r.old_value, r.new_value, r.area_code, r.reason, r.remark, r.created_at, r.decided_at
       from member_review r join member m on m.id = r.member_id
      where ($1::text is null or r.status = $1) and ($2::bigint is null or r.id = $2::bigint)
      order by r.created_at, r.id limit 200`,
    [filter.status ?? null, filter.id ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    memberId: r.member_id,
    memberName: r.member_name,
    kind: r.kind,
    status: r.status,
    oldValue: r.old_value,
    newValue: r.new_value,
    areaCode: r.area_code,
    reason: r.reason,
    remark: r.remark,
    createdAt: new Date(r.created_at).getTime(),
    decidedAt: r.decided_at ? new Date(r.decided_at).getTime() : null,
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
    const { rows } = await tx.query<{
      member_id: number;
      kind: ReviewKind;
      new_value: string;
      area_code: string | null;
    }>(
      `update member_review set status = $2, remark = $3, decided_at = $4
        where id = $1::bigint and status = 'pending'
        returning member_id::int as member_id, kind, new_value, area_code`,
      [id, decision, remark, now],
    );
    const row = rows[0];
    if (!row) {
      const { rows: found } = await tx.query('select 1 from member_review where id = $1::bigint', [id]);
      return { ok: false, reason: found.length ? 'notPending' : 'notFound' };
    }
    const label = KIND_LABEL[row.kind];
    const shown = row.kind === 'name' ? maskRealName(row.new_value) : maskPhone(row.new_value);
    if (decision === 'approved') {
      if (row.kind === 'name')
        await tx.query('update member set real_name = $2 where id = $1', [row.member_id, row.new_value]);
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
