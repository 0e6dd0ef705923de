/**
 * What other modules may use of the member accounts the auth module owns: finding a member by name,
 * id or invite code, and the few writes an operator makes. Everything else of the member table stays
 * inside auth.
 */
export {
  duplicateKey,
  findMemberByLogin,
  findMemberForOperator,
  findMemberRef,
  memberExists,
  memberIdByName,
  memberIdsByInviteCode,
  membersByInviteCode,
  setMemberContact,
} from './member-repository.ts';
/** One-time codes sent to a phone or mailbox, checked and spent by the modules that bind contacts. */
export { consumeCode } from './outbox-repository.ts';
/** Security notices (a new device, a changed contact) shown to the member at the next login. */
export { addNotice } from './security-notice-repository.ts';
