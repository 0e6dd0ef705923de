/**
 * Gateway result codes (spec §5, §8). The spec names 0, 401, 10402, 10403, 10409, 1000022 and 1000023;
 * "other server error codes: not shown", so the rest are designed here and documented in docs/protocol.md.
 * Every response body is `{ code, msg, data }`; `code === 0` is success.
 */
export const ErrorCode = {
  /** Success (spec §5 "success 0"). */
  ok: 0,
  /** HTTP-level unauthorised: the client fires the logout event (spec §8 "401"). */
  unauthorized: 401,
  /** Ignored codes (spec §5, §8). */
  ignoredA: 10402,
  ignoredB: 10403,
  /** Verification code error (spec §5, §8). */
  verificationCode: 10409,

  /** Input failed the shared zod schema; `data.issues` lists the fields. */
  badInput: 10001,
  /** The call needs a member token (spec §8 "Login required"). */
  loginRequired: 10002,
  /** Too many visitors (spec §8). */
  tooManyVisitors: 10003,
  /** Robot check needed: jump to a check page (spec §8). */
  robotCheck: 10004,
  /** Rate limiting, three codes (spec §8). */
  rateLimitedIp: 10011,
  rateLimitedMember: 10012,
  rateLimitedCall: 10013,
  /** Interface degraded (spec §8). */
  degraded: 10014,
  /** Need-safe: a verification dialog must be solved, then the request retried (spec §4, §8). */
  needSafe: 10020,

  /** Session ends (spec §4, §8). */
  authError: 10100,
  loginElsewhere: 10101,
  accountBlocked: 10102,
  passwordChanged: 10103,
  /** Login refused: wrong name or password. Not a session end: the form shows it inline. */
  badCredentials: 10104,
  /** IP or device block, de-duplicated for 700 ms on the client (spec §8). */
  ipBlocked: 10110,
  deviceBlocked: 10111,
  /** Access caveat: maintenance or alert page unless a go flag is set or on /cs (spec §8). */
  accessCaveat: 10120,
  /** Access restriction: clear session, /access-restriction (spec §8). */
  accessRestricted: 10121,
  /** System maintenance: /maintenance, only for the per-info call (spec §8). */
  systemMaintenance: 10122,
  /** Activity blacklist: warm-tip alert, OK returns to /app/home (spec §8). */
  activityBlacklist: 10130,

  /** Domain failures shared by many calls. */
  notFound: 10200,
  conflict: 10201,
  insufficientBalance: 10202,
  forbidden: 10203,

  /** Member profile and security (docs/member-profile.md), range 10210–10229. */
  /** Login or activation of a dormant member: activate with a code (auth.dormantActivate). */
  memberDormant: 10210,
  /** No withdraw password set yet: set one first. */
  withdrawPasswordNotSet: 10211,
  /** Wrong withdraw password; `data.remaining` tries before the lock. */
  withdrawPasswordWrong: 10212,
  /** Withdraw password locked after too many wrong tries; `data.lockedUntil` (epoch ms). */
  withdrawPasswordLocked: 10213,
  /** A withdraw password is already set: use update or reset. */
  withdrawPasswordAlreadySet: 10214,
  /** The phone or email is bound to another member. */
  contactTaken: 10215,
  /** Already bound and changed only through a modification review (phone, real name). */
  changeNeedsReview: 10216,
  /** A review of this kind is already pending for the member. */
  reviewPending: 10217,
  /** Avatar refused: not PNG / JPEG / WebP by its bytes, or over the size limit. */
  avatarInvalid: 10218,
  /** The member already has the maximum number of uploaded avatars. */
  avatarLimit: 10219,
  /** Signed login refused: `ts` outside the window, signature wrong or already used. */
  signatureInvalid: 10220,
  /** Nothing bound to send or check a code with (no phone or email), or nothing to change. */
  contactMissing: 10221,

  /** Wallet (docs/wallet.md), range 10230–10259. */
  /** The venue is in maintenance (status != 0, spec §4): no money goes in. */
  venueMaintenance: 10230,
  /** Amount outside the configured limits (deposit min_money / max_money, withdraw limits). */
  amountOutOfRange: 10231,
  /** Bank card number fails the digits-only / Luhn check (spec §5), or the address is malformed. */
  cardInvalid: 10232,
  /** Too many bank cards or addresses, or already bound. */
  cardLimit: 10233,
  /** A real name must be set before binding a bank card (holder = member real name). */
  realNameRequired: 10234,
  /** The USDT conversion quote expired: ask for a new one. */
  quoteExpired: 10235,
  /** The order is not in a state that allows this (already paid, cancelled …). */
  orderState: 10236,
  /** Uploaded proof is not a PNG/JPEG/WebP image or is too large. */
  uploadRejected: 10237,
  /** The idempotency key was already used for a different request. */
  idempotencyMismatch: 10238,

  /** Games (docs/games.md), range 10260–10279. */
  /** The game page's launch ticket is unknown, expired or already left: launch again from the lobby. */
  gameTicketInvalid: 10260,
  /** The game is switched off, or has no demo mode (demo launch). */
  gameUnavailable: 10261,

  /** Live (docs/live.md), range 10280–10299. */
  /** The stream of this match or room is not on (not started, interrupted or over, spec §4). */
  streamOffline: 10280,
  /** Shared order (晒单, docs/chat.md): the round does not exist or is not the sender's; nothing is stored. */
  chatOrderNotYours: 10287,
  /** Order push revert (operator): no order push with this id in the room. */
  orderPushUnknown: 10288,
  /** Order push revert (operator): this push was already withdrawn, or a newer push replaced it. */
  orderPushWithdrawn: 10289,
  /** Gifts (docs/gifts.md): buying gold coins or gifting is not permitted (member not active, on the
   *  operator's gift block list, or gifts switched off; spec §6); `data.reason`. */
  giftNotAllowed: 10281,
  /** Gifts: the purchase would pass the member's daily gold purchase cap; `data.dailyLimitRemaining`. */
  goldDailyLimit: 10282,
  /** Gifts: not enough gold coins for the gift. */
  goldInsufficient: 10283,
  /** Gifts: the gift is not on offer (inactive or disabled). */
  giftUnavailable: 10284,
  /** Gifts: a gold purchase amount that is not a multiple of 10 fen (10 fen buy 1 coin). */
  goldAmountInvalid: 10285,
  /** Chat (docs/chat.md): the member is muted in this room until `data.until`. */
  chatMuted: 10290,
  /** Chat slow mode: one message per 2 s per member; `data.retryAfterMs`. */
  chatSlowMode: 10291,
  /** Chat rate limit: at most 10 messages per 30 s per member; `data.retryAfterMs`. */
  chatRateLimited: 10292,
  /** Chat message text refused (empty after trimming, too long, control characters). */
  chatBadText: 10293,
  /** The chat room is closed (status -1 or 0, or the global chat switch is off; spec §4). */
  chatClosed: 10294,
  /** Chat: the member's viewer level is below the room's minimum to send. */
  chatLevelTooLow: 10295,

  /** Customer service (docs/customer-service.md), range 10540–10549. */
  /** No operator is online to start a conversation: the page offers the offline form instead. */
  supportOffline: 10540,
  /** Another operator took the conversation first, or it is already closed. */
  supportTaken: 10541,
  /** The conversation is not in this operator's hands (not taken by them, or closed). */
  supportNotYours: 10542,
  /** Operator console: wrong name or password, or the operator session is unknown or ended. */
  supportOperatorAuth: 10543,

  /** Rewards and VIP (docs/rewards.md), range 10560–10579. */
  /** Withdrawal refused: bonus turnover (流水) still open; `data.remaining` in minor units. */
  turnoverIncomplete: 10560,
  /** The reward was already claimed (once per member, source and period), or there is nothing to claim. */
  rewardClaimed: 10561,
  /** The reward is not claimable (level not reached, not the birthday month, turnover short …). */
  rewardNotClaimable: 10562,
  /** Coupon code unknown, disabled or outside its validity window. */
  couponInvalid: 10563,
  /** Coupon code has no uses left. */
  couponExhausted: 10564,
  /** The date of birth is set once and was set before. */
  birthdayAlreadySet: 10565,

  /** Activities and promotions (docs/activities.md), range 10580–10599. */
  /** The activity has not started, has ended, or is switched off. */
  activityNotRunning: 10580,
  /** The member does not meet the activity's conditions (level, new members only, deposit …). */
  activityNotEligible: 10581,
  /** No draw or spin chance left. */
  activityNoChance: 10582,
  /** The red-envelope round's pool is empty, or no round is running. */
  envelopeEmpty: 10583,
  /** The member has grabbed the most envelopes a round allows. */
  envelopeCapReached: 10584,
  /** The match has kicked off (guesses lock at kick-off) or is not in the activity. */
  guessLocked: 10585,
  /** Not enough gift stock for the exchange. */
  giftOutOfStock: 10586,
  /** Not enough points for the exchange. */
  pointsInsufficient: 10587,

  /** Responsible play (docs/responsible-play.md), range 10600–10609; `data` names the limit and reset. */
  /** The deposit would pass the member's deposit limit; `data: { period, limit, used, resetsAt }`. */
  depositLimitReached: 10600,
  /** The stake (or spend) could pass the member's net-loss limit; `data: { period, limit, used, resetsAt }`. */
  lossLimitReached: 10601,
  /** The play session reached the member's session time limit; `data: { limit, resetsAt }`. */
  sessionLimitReached: 10602,
  /** A time-out or self-exclusion is running; only withdrawals, messages and history; `data: { kind, endsAt }`. */
  playExcluded: 10603,
  /** A responsible-play change that is not allowed (shortening an exclusion, nothing pending …). */
  responsibleChangeRefused: 10604,
  /**
   * No date of birth on record (a member created before the 18+ rule), or one under 18: deposits,
   * transfers into venues and stakes are refused until `responsible.confirmAge`; `data.field = 'birthDate'`.
   */
  ageNotConfirmed: 10605,

  /** Sportsbook (docs/sportsbook.md), range 10610–10619; nothing is staked when refused. */
  /** The market is suspended (a score just changed, or the operator holds it) or closed at full time. */
  betMarketSuspended: 10610,
  /** The line or selection is no longer offered (lines follow the score): choose again. */
  betMarketChanged: 10611,
  /** The price moved against the member's odds-change policy; `data: { odds }` is the price now. */
  betOddsChanged: 10612,
  /** The stake is outside the limits (per bet, payout, per member on the market); `data` names them. */
  betLimit: 10613,

  /** Envelope failures (docs/protocol.md "Envelope"). */
  envelopeStale: 10300,
  envelopeReplayed: 10301,
  envelopeBadSignature: 10302,
  envelopeUnknownKey: 10303,
  envelopeMalformed: 10304,

  /** Client-side line errors (spec §8 "Credentials off, line errors"). */
  lineAbnormal: 1000022,
  networkAbnormal: 1000023,
  /** Client-side timeout code (spec §8 "timeout code with 'request timed out'"). */
  timeout: 1000024,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

/** The body every enveloped call answers with, before encryption. */
export interface GatewayResult<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * A failed gateway call, on either side (spec §8): the server throws it from a handler and answers
 * `{ code, msg, data }`; the client throws it to its caller with the server's or a client-side code.
 */
export class GatewayError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
