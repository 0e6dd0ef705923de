import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** How long the extra origins of the page policy (API and video lines) are reused before a re-read. */
const ORIGINS_TTL_MS = 30_000;

/** `'sha256-…'` sources of the inline scripts of an HTML page (scripts with a `src` are not inline). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(m[1] ?? '')) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(m[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/**
 * The page policy of the app (docs/deploy.md "Security headers"): everything from this origin, inline
 * scripts only by hash, no framing by others. Images may come from https (operator banners); media and
 * calls may go to the configured API and video lines; styles may be inline (React sets style
 * attributes, and a style cannot run code).
 */
export function appCsp(scriptHashes: readonly string[], lineOrigins: readonly string[]): string {
  const lines = lineOrigins.join(' ');
  const withLines = (base: string) => (lines ? `${base} ${lines}` : base);
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    withLines("img-src 'self' data: blob: https:"),
    "font-src 'self' data:",
    withLines("connect-src 'self'"),
    withLines("media-src 'self' blob:"),
    "worker-src 'self' blob:",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A policy for answers that are data, not pages (JSON, media): nothing may run or frame them. */
const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every answer (docs/deploy.md "Security headers"): `nosniff` and a referrer
 * policy everywhere; the app policy on HTML that sets none of its own (the SPA shell and its not-found
 * page), a locked-down policy on API data. Routes that set their own policy (play pages with a nonce,
 * uploaded images) keep it.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { webDist: string; lineOrigins: () => Promise<readonly string[]> },
): void {
  const indexFile = path.join(opts.webDist, 'index.html');
  const hashes = fs.existsSync(indexFile) ? inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) : [];
  let cached: { at: number; origins: readonly string[] } | null = null;
  const origins = async () => {
    if (!cached || Date.now() - cached.at > ORIGINS_TTL_MS) {
      const list = await opts.lineOrigins();
      const parsed = list.flatMap((url) => {
        try {
          return [new URL(url).origin];
        } catch {
          return [];
        }
      });
      cached = { at: Date.now(), origins: [...new Set(parsed)] };
    }
    return cached.origins;
  };

  app.addHook('onSend', async (req, reply, payload) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy'))
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (reply.hasHeader('content-security-policy')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html'))
      reply.header('content-security-policy', appCsp(hashes, await origins()));
    else if (req.url.startsWith('/api/') || req.url.startsWith('/admin/'))
      reply.header('content-security-policy', DATA_CSP);
    return payload;
  });
}
