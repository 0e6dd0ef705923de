import type { z } from 'zod';
import { ErrorCode, GatewayError, type MemberInfo, type catalogue } from '@arena/protocol';
import { maskPhone, validateRealName, validateRealNameAlt } from '@arena/domain';
import type { Queryable } from '../../db/db.ts';
import { assertRule, fieldError } from '../auth/account-validation.ts';
import { maskEmail } from '../auth/forgot-password-service.ts';
import { walletBalance } from '../wallet/ledger.ts';
import { avatarUrl } from './avatar-service.ts';
import { memberRewardSummary } from '../rewards/member-reward-service.ts';
import { readSwitches } from '../site/site-config-service.ts';
import {
  readAddress,
  readProfile,
  readRealName,
  setRealNameOnce,
  writeAddress,
  writeNickname,
} from '../auth/member-directory.ts';
import { msg } from '../../gateway/user-messages.ts';

export type Address = z.output<typeof catalogue.member.addressUpdate.input>;

/** Spec §3 bind steps still open: a real name, then a phone or an email. */
export function pendingBindSteps(row: {
  real_name: string | null;
  phone: string | null;
  email: string | null;
}): MemberInfo['pendingBindSteps'] {
  const steps: MemberInfo['pendingBindSteps'] = [];
  if (!row.real_name) steps.push('userRealNameBind');
  if (!row.phone && !row.email) steps.push('userInfoBind');
  return steps;
}

async function walletTypeOfSite(q: Queryable): Promise<'RMB' | 'USDT'> {
  const values = await readSwitches(q, ['settlementUnit']);
  return values.get('settlementUnit') === 'USDT' ? 'USDT' : 'RMB';
}

/**
 * getMemberInfoForWeb: the profile of the signed-in member. Phone and email arrive masked (spec §5
 * phone masking; email `a***@domain`); `balance` is the main wallet in fen (ledger contract). VIP level,
 * the black / no-level tags and the date of birth come from the rewards module.
 */
export async function memberInfo(q: Queryable, memberId: number): Promise<MemberInfo> {
  const row = await readProfile(q, memberId);
  if (!row) throw new GatewayError(ErrorCode.notFound, msg('common.memberNotFound'));
  const rewards = await memberRewardSummary(q, memberId);
  return {
    id: String(row.id),
    name: row.name,
    nickName: row.nickname,
    avatarUrl: row.avatar_id ? avatarUrl(row.avatar_id) : '',
    vipLevel: rewards.vipLevel,
    walletType: await walletTypeOfSite(q),
    balance: await walletBalance(q, memberId, 'main'),
    realNameBound: row.real_name !== null,
    phone: row.phone ? maskPhone(row.phone) : null,
    email: row.email ? maskEmail(row.email) : null,
    withdrawPasswordSet: row.withdraw_set,
    birthday: rewards.birthday,
    registeredAt: row.created_at.getTime(),
    lastLoginAt: row.last_login_at ? row.last_login_at.getTime() : null,
    pendingBindSteps: pendingBindSteps(row),
    blackTag: rewards.blackTag,
    noLevelTag: rewards.noLevelTag,
  };
}

// Control characters and the bidi overrides that could disguise a name.
const NICKNAME_FORBIDDEN = /[\p{Cc}\p{Cf}]/u;

/**
 * Words that would let a member pass for staff in chat or on a ranking (客服, 官方, admin…). Checked on
 * the NFKC form with spaces, punctuation and symbols removed, so `客 服`, `ＡＤＭＩＮ` or `a.d.m.i.n` match.
 */
const STAFF_WORDS = [
  '客服',
  '官方',
  '管理员',
  '管理',
  '系统',
  '运营',
  '财务',
  '站长',
  '审核',
  'admin',
  'official',
  'support',
  'staff',
  'system',
  'moderator',
  'service',
];
export const isStaffLikeNickname = (value: string) => {
  const folded = value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}_]/gu, '');
  return STAFF_WORDS.some((word) => folded.includes(word));
};

/** updateNickName: 1–20 characters after trimming, no control or format characters. */
export async function updateNickName(q: Queryable, memberId: number, nickName: string): Promise<void> {
  const value = nickName.trim();
  if (value === '') throw fieldError('nickName', msg('member.nicknameEmpty'));
  if (NICKNAME_FORBIDDEN.test(value)) throw fieldError('nickName', msg('member.nicknameBadChars'));
  if (isStaffLikeNickname(value)) throw fieldError('nickName', msg('member.nicknameReserved'));
  await writeNickname(q, memberId, value);
}

export async function getAddress(q: Queryable, memberId: number): Promise<{ address: Address | null }> {
  return { address: (await readAddress(q, memberId)) as Address | null };
}

/** addressUpdate: the whole address, trimmed; required parts must stay non-empty after trimming. */
export async function updateAddress(q: Queryable, memberId: number, input: Address): Promise<void> {
  const address: Address = {
    receiver: input.receiver.trim(),
    phone: input.phone,
    province: input.province.trim(),
    city: input.city.trim(),
    district: input.district.trim(),
    detail: input.detail.trim(),
  };
  for (const field of ['receiver', 'province', 'city', 'detail'] as const) {
    if (address[field] === '') throw fieldError(field, msg('member.addressIncomplete'));
  }
  for (const [field, value] of Object.entries(address)) {
    if (NICKNAME_FORBIDDEN.test(value)) throw fieldError(field, msg('member.addressBadChars'));
  }
  await writeAddress(q, memberId, address);
}

/** Both spec §5 real-name checks must pass (docs/member-profile.md). */
export function assertRealName(realName: string): void {
  assertRule('realName', validateRealName(realName));
  assertRule('realName', validateRealNameAlt(realName));
}

/** The first character, then one `*` per further character. */
export function maskRealName(realName: string): string {
  const chars = [...realName];
  return (chars[0] ?? '') + '*'.repeat(Math.max(0, chars.length - 1));
}

export async function getRealName(
  q: Queryable,
  memberId: number,
): Promise<{ bound: boolean; maskedRealName: string | null }> {
  const name = await readRealName(q, memberId);
  return { bound: name !== null, maskedRealName: name === null ? null : maskRealName(name) };
}

/** realNameSet: once; afterwards only the name modification review changes it (10216). */
export async function setRealName(q: Queryable, memberId: number, realName: string): Promise<void> {
  assertRealName(realName);
  if (!(await setRealNameOnce(q, memberId, realName)))
    throw new GatewayError(ErrorCode.changeNeedsReview, msg('member.realNameNeedsReview'));
}
