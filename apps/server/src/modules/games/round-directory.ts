/**
 * What other modules may read of the games module's rounds: one settled round of a member with its
 * venue and game names (the chat's shared order, 晒单).
 */
export { memberRound, type SharedRound } from './shared-round-repository.ts';
