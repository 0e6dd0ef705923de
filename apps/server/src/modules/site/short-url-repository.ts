import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CODE_LENGTH = 7;

/** A random base-62 short code (62^7 ≈ 3.5·10^12 codes). */
function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * What a short link may point to (never an open redirector): a link to a host the operator lists is
 * kept whole; a link to the host the request came to is kept as its path only, so a forged Host
 * header can at worst make a link back into this same site. Anything else: null.
 */
export function shortLinkTarget(
  url: string,
  requestHost: string,
  allowedHosts: readonly string[],
): string | null {
  const target = new URL(url);
  const host = target.hostname.toLowerCase();
  if (allowedHosts.some((h) => h.toLowerCase() === host)) return target.href;
  if (host !== requestHost.toLowerCase()) return null;
  // Collapse leading slashes: `//evil.example/x` as a Location would leave the site.
  return `/${target.pathname.replace(/^\/+/, '')}${target.search}${target.hash}`;
}

/** Short codes are base-62, as {@link newCode} makes them. */
export const SHORT_CODE_PATTERN = /^[0-9A-Za-z]{4,16}$/;

/**
 * The short code of `url`, made on first use. The same URL always gets the same code; two concurrent
 * requests for it still end with one row (the unique url_hash decides).
 */
export async function shortCodeFor(db: Queryable, url: string, memberId: number | null): Promise<string> {
  const hash = createHash('sha256').update(url).digest('hex');
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await db.query<{ code: string }>('select code from site_short_url where url_hash = $1', [
      hash,
    ]);
    if (existing.rows[0]) return existing.rows[0].code;
    const inserted = await db.query<{ code: string }>(
      `insert into site_short_url (code, url, url_hash, member_id) values ($1, $2, $3, $4)
       on conflict do nothing returning code`,
      [newCode(), url, hash, memberId],
    );
    if (inserted.rows[0]) return inserted.rows[0].code;
    // Either another request stored this URL first (found on the next pass) or the code collided.
  }
  throw new Error('could not allocate a short code');
}

/** The URL behind a short code, counting the visit; null when unknown. */
export async function openShortCode(db: Queryable, code: string): Promise<string | null> {
  const { rows } = await db.query<{ url: string }>(
    'update site_short_url set hits = hits + 1 where code = $1 returning url',
    [code],
  );
  return rows[0]?.url ?? null;
}
