/**
 * Public surface of @arena/domain: the pure rules of the platform spec (§2–§6, §9). This is the one
 * barrel of the package; internal helpers under `internal/` stay private.
 */
export * from './account-patterns.ts';
export * from './amount.ts';
export * from './bet-settlement.ts';
export * from './cache-policy.ts';
export * from './card-list.ts';
export * from './card-mask.ts';
export * from './card-number.ts';
export * from './chat.ts';
export * from './date-time.ts';
export * from './debounce.ts';
export * from './enums.ts';
export * from './gift-push.ts';
export * from './greeting.ts';
export * from './image-type.ts';
export * from './marquee.ts';
export * from './match-item.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './order-push.ts';
export * from './password.ts';
export * from './phone.ts';
export * from './platform-constants.ts';
export * from './play-link.ts';
export * from './real-name.ts';
export * from './responsible-play.ts';
export * from './scheduler.ts';
export * from './server-clock.ts';
export * from './session.ts';
export * from './settlement.ts';
export * from './site-id.ts';
export * from './sponsor.ts';
export * from './streamer-status.ts';
export * from './title-scroll.ts';
export * from './validation-limits.ts';
export * from './validation-messages.ts';
export * from './venue.ts';
export * from './verification.ts';
export * from './weighted-draw.ts';
