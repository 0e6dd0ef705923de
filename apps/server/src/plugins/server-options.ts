import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyServerOptions, FastifyRequest } from 'fastify';
import type { ServerLimits, TrustProxy } from '../config.ts';

/** Query parameters whose values are secrets (launch and chat tickets, tokens, codes, signatures). */
const SECRET_PARAM = /ticket|token|secret|sign|pass|pwd|code|key|auth|session/i;

/** The URL with secret query values replaced, as it may appear in a request log line. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const parts = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(decodeSafe(name)) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${parts.join('&')}`;
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The request logger: the URL with secrets redacted and no headers (tokens, signatures and the
 * operator bearer travel there), plus pino's redaction as a second fence for anything a handler logs.
 */
export function requestLogger(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.token',
        '*.ticket',
        '*.adminToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}

/**
 * Fastify's server options for hostile clients (docs/deploy.md "Limits"): a whole-request deadline (a
 * slow body is cut with 408), an idle-connection timeout, a header deadline within the request one, a
 * small default body bound (upload calls raise theirs per route) and the proxy trust setting.
 */
export function serverOptions(limits: ServerLimits, trustProxy: TrustProxy): FastifyHttpOptions<Server> {
  return {
    // A hop count is honoured at run time (Fastify trusts the nearest n hops); its types omit it.
    trustProxy: trustProxy as boolean | string[],
    bodyLimit: limits.bodyBytes,
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    http: {
      headersTimeout: Math.min(limits.requestTimeoutMs, 20_000),
      // Node checks request deadlines on this interval; the default (30 s) would let a slow body
      // outlive a short deadline by that much.
      connectionsCheckingInterval: Math.min(1_000, limits.requestTimeoutMs),
    },
  };
}
