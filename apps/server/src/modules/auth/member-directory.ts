/**
 * What other modules may use of the member accounts the auth module owns: finding a member by name,
 * id or invite code, the names their lists show (one lookup per list, never a join on `member`), and
 * the few writes an operator makes. Everything else of the member table stays inside auth.
 */
export {
  duplicateKey,
  findMemberByLogin,
  findMemberForOperator,
  findMemberRef,
  lockMemberRealName,
  memberCardsByIds,
  memberExists,
  memberIdByName,
  memberIdsByInviteCode,
  memberNamesByIds,
  memberStatus,
  membersByInviteCode,
  setMemberContact,
} from './member-repository.ts';
/** Another module's rows with each member's login name put beside their `memberId`. */
export { withMemberNames } from './member-names.ts';
/** Who a member invited (recommender code) and the facts the activities' newcomer tasks read. */
export { memberFacts, membersByRecommenderCode } from './member-facts-repository.ts';
/** The profile and security columns of a member, kept by the member module. */
export {
  clearAvatarIf,
  clearWithdrawTries,
  contactHeldByOther,
  countWithdrawWrongTry,
  lockWithdrawPassword,
  readAddress,
  readAvatarId,
  readContact,
  readProfile,
  readRealName,
  readWithdrawPassword,
  rehashWithdrawPassword,
  setFirstWithdrawPassword,
  setRealNameOnce,
  writeAddress,
  writeAvatarId,
  writeContactColumn,
  writeNickname,
  writeRealName,
  writeWithdrawPassword,
  type ProfileRow,
  type WithdrawPasswordRow,
} from './member-profile-repository.ts';
/** Codes sent to a member's bound phone or email, spent by the profile and security calls. */
export {
  boundContact,
  noContact,
  spendBoundContactCode,
  wrongCode,
  type BoundContact,
} from './bound-contact.ts';
/** One-time codes sent to a phone or mailbox, checked and spent by the modules that bind contacts. */
export { consumeCode } from './outbox-repository.ts';
/** Security notices (a new device, a changed contact) shown to the member at the next login. */
export { addNotice } from './security-notice-repository.ts';
