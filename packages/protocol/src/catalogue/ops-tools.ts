import { z } from 'zod';
import { epochMs } from './common.ts';

/*
 * The operator console's tools beyond customer service (`/api/ops`, plain JSON, an operator token):
 * activity applications to review. Responsible play's console shapes sit beside its calls
 * (responsible.ts: opsExcludeInput, opsResponsibleView).
 */

const applyStatus = z.enum(['pending', 'approved', 'rejected']);

/** `?status=` of the applications list; all statuses when absent. */
export const opsApplicationsQuery = z.object({ status: applyStatus.optional() }).strict();

/** An application id in a console path. */
export const opsApplicationParams = z.object({ id: z.string().regex(/^\d{1,15}$/, '申请编号无效') }).strict();

/** Approve or reject, with an optional note the member's record keeps. */
export const opsDecisionInput = z
  .object({ note: z.string().trim().max(200, '备注不超过 200 字').default('') })
  .strict();

/** One application to an activity with review (docs/activities.md "apply-with-review"). */
export const opsApplication = z.object({
  id: z.number().int(),
  activityId: z.string(),
  activityTitle: z.string(),
  memberId: z.number().int(),
  memberName: z.string(),
  status: applyStatus,
  note: z.string(),
  createdAt: epochMs,
});
export type OpsApplication = z.output<typeof opsApplication>;
