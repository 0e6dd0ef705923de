import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PLAY_LINK_KEY,
  PLAY_PAGE_PATH,
  PLAY_URL_PARAM,
  buildAnchorPlayLink,
  readAnchorPlayUrl,
  scramblePlayUrl,
  unscramblePlayUrl,
} from './play-link.ts';

const anyText = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
});

describe('scramblePlayUrl', () => {
  // spec §2 "a scrambled url parameter"; expected values worked by hand: byte + key byte, base64url
  it('rotates each UTF-8 byte by the key and encodes as unpadded base64url', () => {
    expect(PLAY_LINK_KEY).toHaveLength(7);
    expect(scramblePlayUrl('')).toBe('');
    expect(scramblePlayUrl('A')).toBe('gg'); // 0x41 + 0x41 = 0x82
    expect(scramblePlayUrl('http')).toBe('qebZ3g'); // a9 e6 d9 de
    expect(scramblePlayUrl('直播')).toBe('KA0ZVPPO');
  });

  it('wraps the 7-byte key: byte 8 is rotated like byte 1', () => {
    expect(scramblePlayUrl('AAAAAAAA')).toBe('grOmr6JieII');
  });

  it('never shows the stream address in plain text and needs no URL escaping', () => {
    const scrambled = scramblePlayUrl('rtmp://live.example/a?b=1');
    expect(scrambled).toBe('s-bS3ptQZq3b29OPhq-i39XaxlCYgNSinw');
    expect(scrambled).not.toContain('live');
  });

  it('yields only query-safe characters for any input (property)', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(scramblePlayUrl(text)).toMatch(/^[A-Za-z0-9_-]*$/);
      }),
    );
  });
});

describe('unscramblePlayUrl', () => {
  // spec §2
  it('reverses the scramble for any URL and any string (property)', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(unscramblePlayUrl(scramblePlayUrl(url))).toBe(url);
      }),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        expect(unscramblePlayUrl(scramblePlayUrl(text))).toBe(text);
      }),
    );
    // Generating web URLs is slow (≈ 1 s here alone, 6–7 s on a loaded 2-core machine): a timeout with margin.
  }, 30_000);

  it('reads known scrambled values back', () => {
    expect(unscramblePlayUrl('gg')).toBe('A');
    expect(unscramblePlayUrl('KA0ZVPPO')).toBe('直播');
    expect(unscramblePlayUrl('')).toBe('');
  });

  it('returns null for values that are not scrambled addresses', () => {
    expect(unscramblePlayUrl('g')).toBeNull(); // impossible base64url length
    expect(unscramblePlayUrl('g+g')).toBeNull(); // outside the alphabet
    expect(unscramblePlayUrl('QA')).toBeNull(); // 0x40 unrotates to 0xFF, not UTF-8
  });
});

describe('buildAnchorPlayLink and readAnchorPlayUrl', () => {
  // spec §2 "rebuilt as a play.html page on the same origin with a scrambled url parameter"
  it('builds a same-origin play.html link, dropping trailing slashes of the origin', () => {
    expect(PLAY_PAGE_PATH).toBe('/play.html');
    expect(PLAY_URL_PARAM).toBe('url');
    expect(buildAnchorPlayLink('https://arena.example', 'A')).toBe('https://arena.example/play.html?url=gg');
    expect(buildAnchorPlayLink('https://arena.example//', 'http')).toBe(
      'https://arena.example/play.html?url=qebZ3g',
    );
  });

  it('reads the url parameter with or without the question mark, in any position', () => {
    expect(readAnchorPlayUrl('?url=gg')).toBe('A');
    expect(readAnchorPlayUrl('url=gg')).toBe('A');
    expect(readAnchorPlayUrl('?theme=dark&url=qebZ3g&x=1')).toBe('http');
  });

  it('returns null when the parameter is missing or malformed', () => {
    expect(readAnchorPlayUrl('')).toBeNull();
    expect(readAnchorPlayUrl('?theme=dark')).toBeNull();
    expect(readAnchorPlayUrl('?url')).toBeNull();
    expect(readAnchorPlayUrl('?urls=gg')).toBeNull();
    expect(readAnchorPlayUrl('?url=g')).toBeNull();
    expect(readAnchorPlayUrl('?url=gg=x')).toBeNull();
  });

  it('reads back the stream of any link it built (property)', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.webUrl({ withQueryParameters: true }), (origin, stream) => {
        const link = buildAnchorPlayLink(origin, stream);
        const search = link.slice(link.indexOf('?'));
        expect(link).toContain('/play.html?url=');
        expect(link).not.toContain('//play.html');
        expect(readAnchorPlayUrl(search)).toBe(stream);
      }),
    );
  }, 30_000); // web-URL generation is slow on a loaded machine, as above
});
