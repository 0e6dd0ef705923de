// Gateway envelope (spec §7, §9; docs/protocol.md "Envelope"): WebCrypto only, browser and Node alike.
export { fromBase64, fromBase64Url, fromHex, toBase64, toBase64Url, toHex } from './encoding.ts';
export * from './envelope-error.ts';
export * from './handshake.ts';
export * from './header-map.ts';
export * from './nonce.ts';
export * from './replay-guard.ts';
export * from './seal.ts';
export * from './handshake-wire.ts';
export * from './verify-field.ts';
export * from './session-keys.ts';
export * from './query.ts';
export * from './json-depth.ts';
