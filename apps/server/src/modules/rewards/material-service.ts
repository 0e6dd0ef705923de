import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { withMemberNames } from '../auth/member-directory.ts';
import { decodeProof } from '../wallet/proof-image.ts';
import {
  insertSubmission,
  listSubmissions,
  reviewSubmission,
  type MaterialPurpose,
  type MaterialStatus,
} from './material-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** At most this many submissions wait for review per member. */
const MAX_PENDING = 3;

/**
 * member.materialSubmit: documents for a benefit review. Every file must really be a PNG, JPEG, WebP
 * or GIF image of at most 3 MB (the deposit-proof check, by bytes); a bad file refuses the whole
 * submission and nothing is stored.
 */
export async function submitMaterial(
  db: Db,
  memberId: number,
  input: { purpose: MaterialPurpose; files: string[]; remark: string },
) {
  const files = input.files.map((f) => decodeProof(f));
  return db.transaction(async (tx) => {
    const pending = await listSubmissions(tx, { memberId, status: 'pending' });
    if (pending.length >= MAX_PENDING)
      throw new GatewayError(
        ErrorCode.reviewPending,
        msg('rewards.materialPendingMax', { max: MAX_PENDING }),
      );
    const id = await insertSubmission(tx, {
      memberId,
      purpose: input.purpose,
      remark: input.remark.trim(),
      files,
    });
    return { submissionId: String(id) };
  });
}

/** member.materialList: the member's submissions and results. */
export async function memberMaterials(q: Queryable, memberId: number) {
  const rows = await listSubmissions(q, { memberId });
  return {
    list: rows.map((r) => ({
      submissionId: String(r.id),
      purpose: r.purpose,
      remark: r.remark,
      files: r.files,
      status: r.status,
      reviewNote: r.reviewNote,
      createdAt: r.createdAt,
      reviewedAt: r.reviewedAt,
    })),
  };
}

/** Operator: the submissions with a status (default pending), with each member's name. */
export async function operatorMaterials(q: Queryable, status: MaterialStatus | undefined) {
  return withMemberNames(q, await listSubmissions(q, { memberId: null, status }));
}

/** Operator: approve or reject a pending submission with a note the member sees. */
export async function decideMaterial(
  q: Queryable,
  id: number,
  status: 'approved' | 'rejected',
  note: string,
) {
  if (!(await reviewSubmission(q, id, status, note)))
    throw new GatewayError(ErrorCode.orderState, msg('rewards.materialNotPending'));
  return { id: String(id), status };
}
