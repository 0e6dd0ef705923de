import { decodeBase64Url, encodeBase64Url } from './internal/base64url.ts';
import { decodeUtf8, encodeUtf8 } from './internal/utf8.ts';

/**
 * Rotation key of the play-link scramble (spec §2 "a scrambled url parameter"). Design: obfuscation so
 * stream addresses do not appear in plain text in links, not security; the page decoding it is ours.
 */
export const PLAY_LINK_KEY = [0x41, 0x72, 0x65, 0x6e, 0x61, 0x21, 0x37] as const;
/** Page that plays anchor streams on the same origin (spec §2 "play.html"). */
export const PLAY_PAGE_PATH = '/play.html';
/** Query parameter holding the scrambled stream address (spec §2 "url parameter"). */
export const PLAY_URL_PARAM = 'url';

/**
 * Scrambles text (spec §2): UTF-8 bytes, each rotated by the key byte at its position (mod 256), then
 * unpadded base64url, so the result is safe in a query string without escaping.
 */
export function scramblePlayUrl(text: string): string {
  const bytes = encodeUtf8(text).map(
    (byte, index) => (byte + (PLAY_LINK_KEY[index % PLAY_LINK_KEY.length] ?? 0)) & 0xff,
  );
  return encodeBase64Url(bytes);
}

/** Reverses {@link scramblePlayUrl}; `null` when the input is not a scrambled value (spec §2). */
export function unscramblePlayUrl(scrambled: string): string | null {
  const bytes = decodeBase64Url(scrambled);
  if (bytes === null) return null;
  return decodeUtf8(
    bytes.map((byte, index) => (byte - (PLAY_LINK_KEY[index % PLAY_LINK_KEY.length] ?? 0)) & 0xff),
  );
}

/**
 * Rebuilds an anchor play link (spec §2 "rebuilt as a play.html page on the same origin with a
 * scrambled url parameter"). `origin` is passed in (e.g. `location.origin`); a trailing slash is dropped.
 */
export function buildAnchorPlayLink(origin: string, streamUrl: string): string {
  return `${origin.replace(/\/+$/, '')}${PLAY_PAGE_PATH}?${PLAY_URL_PARAM}=${scramblePlayUrl(streamUrl)}`;
}

/**
 * Reads the stream address back from a play-page query string such as `?url=…` or `url=…&x=1`
 * (spec §2); `null` when the parameter is missing or malformed. The value is everything after the first
 * `=`, so a stray `=` inside it makes it malformed instead of silently cutting it short.
 */
export function readAnchorPlayUrl(search: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const separator = pair.indexOf('=');
    if (separator >= 0 && pair.slice(0, separator) === PLAY_URL_PARAM)
      return unscramblePlayUrl(pair.slice(separator + 1));
  }
  return null;
}
