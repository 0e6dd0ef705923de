import type { z } from 'zod';
import i18next from 'i18next';
import {
  CLIENT_VERSION,
  TIMEOUT_CREDENTIALS_OFF_MS,
  TIMEOUT_DEFAULT_MS,
  chooseCallPath,
  mergeVerificationResult,
  resolveVerifyTypes,
} from '@arena/domain';
import {
  ErrorCode,
  HANDSHAKE_PATH,
  completeHandshake,
  createClientKeyPair,
  encodeQuery,
  handshakeAnswer,
  openResponse,
  safeParseInSlices,
  sealRequest,
  toWireHeaders,
  verifyScopeOf,
  type CallDef,
  type EnvelopeSession,
  GatewayError,
} from '@arena/protocol';
import { showAlert } from '@/components/ui/dialog-store.ts';
import { useSession } from '@/lib/session.ts';
import { yieldToMain } from '@/lib/yield-to-main.ts';
import { offsetFromSample, serverNow } from './clock-offset.ts';
import { applyFailure } from './failure-effects.ts';
import {
  NETWORK_ERROR_TOAST_MS,
  TIMEOUT_TOAST_MS,
  decideFailure,
  lineErrorCode,
  type FailureAction,
  type GatewayMessageKey,
} from './failure-policy.ts';
import { currentLine, recordLineFailure, recordLineSuccess } from './lines.ts';
import { newsLine } from './news-domain.ts';
import { cacheKeyFor, readCache, writeCache } from './response-cache.ts';
import { getVerificationHandler } from './verification-hook.ts';
import { timeoutSignal } from './timeout-signal.ts';
import { siteIdHeader } from './site-id-header.ts';

/** Options of one call. */
export interface GatewayCallOptions {
  signal?: AbortSignal;
  /** Response headers of the final answer (e.g. the verification token of `/api/gw/ic/verify`). */
  onHeaders?: (headers: Headers) => void;
  /** The caller shows this call's failures itself (e.g. inline in a dialog): no §8 toast for it. */
  quiet?: boolean;
  /** Let the request outlive the page (fetch `keepalive`), e.g. the click flush on page hide. */
  keepalive?: boolean;
  /**
   * The token to send instead of the session's: the logout call, which goes out after the session has
   * already ended on this page.
   */
  token?: string | null;
}

const t = (key: GatewayMessageKey): string => i18next.t(key);

function deviceId(): string {
  const key = 'arena-device-id';
  let id = localStorage.getItem(key);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(key, id);
  }
  return id;
}

/** Spec §7 "credentials off": anonymous calls send no token; they time out after 5 s, others 30 s. */
export const isCredentialsOff = (call: CallDef) => call.auth === 'anonymous';
export const timeoutFor = (call: CallDef) =>
  isCredentialsOff(call) ? TIMEOUT_CREDENTIALS_OFF_MS : TIMEOUT_DEFAULT_MS;
const isEnveloped = (call: CallDef) => call.encoding !== 'plain' && call.encoding !== 'blob';

/** Envelope sessions by line: each line is its own server, with its own keys. */
const sessions = new Map<string, Promise<EnvelopeSession>>();

async function handshake(base: string): Promise<EnvelopeSession> {
  const pair = await createClientKeyPair();
  const sentAt = Date.now();
  const res = await fetch(`${base}${HANDSHAKE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ publicKey: pair.publicKey }),
    signal: timeoutSignal(TIMEOUT_CREDENTIALS_OFF_MS),
  });
  const reply = handshakeAnswer.parse(((await res.json()) as { data: unknown }).data);
  offsetFromSample(reply.serverTime, sentAt, Date.now());
  return completeHandshake(pair, reply);
}

function sessionFor(base: string): Promise<EnvelopeSession> {
  let pending = sessions.get(base);
  if (pending) return pending.then((s) => (s.expiresAt - 60_000 > serverNow() ? s : renew(base)));
  pending = handshake(base);
  sessions.set(base, pending);
  pending.catch(() => sessions.delete(base)); // a failed handshake is retried by the next call
  return pending;
}

function renew(base: string): Promise<EnvelopeSession> {
  sessions.delete(base);
  return sessionFor(base);
}

interface RawAnswer {
  status: number;
  json: unknown;
  blob: Blob | null;
  headers: Headers;
  /** The call was enveloped but the answer came plain: nothing proves the server wrote it. */
  unsealed: boolean;
}

/** One HTTP exchange on the current line: seal, send with the timeout, open the answer. */
async function exchange(
  call: CallDef,
  path: string,
  body: unknown,
  token: string | null,
  opts: GatewayCallOptions,
): Promise<RawAnswer> {
  const base = (await newsLine(path)) ?? currentLine();
  const query = call.method === 'GET' || call.encoding === 'form' ? encodeQuery(body) : null;
  const session = isEnveloped(call) ? await sessionFor(base) : null;
  const sealed = session
    ? await sealRequest({
        keys: session.keys,
        keyId: session.keyId,
        method: call.method,
        path,
        now: serverNow(),
        ...(query === null ? { body } : { query }),
      })
    : null;
  const headers = toWireHeaders({
    siteId: siteIdHeader(),
    clientType: 'web',
    version: CLIENT_VERSION,
    // Blanked (sent empty) for login, banner list and personal-info get (spec §7), and never sent with
    // an anonymous call ("credentials off").
    token: call.blankToken || isCredentialsOff(call) ? '' : (token ?? ''),
    deviceId: deviceId(),
    language: i18next.language || 'zh-CN',
    ...sealed?.headers,
  });
  const init: RequestInit = { method: call.method, headers };
  if (opts.keepalive) init.keepalive = true;
  if (call.method === 'POST' && call.encoding === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    init.body = query ?? '';
  } else if (call.method === 'POST') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(sealed?.body ?? body ?? {});
  }
  init.signal = timeoutSignal(timeoutFor(call), opts.signal);
  const url = `${base}${path}${call.method === 'GET' && query ? `?${query}` : ''}`;
  const res = await fetch(url, init);
  if (call.encoding === 'blob' && res.ok) {
    return { status: res.status, json: null, blob: await res.blob(), headers: res.headers, unsealed: false };
  }
  // A body that is not JSON is the §8 "non-object response"; a timeout while reading it stays a timeout.
  const wire: unknown = await res.json().catch((err: unknown) => {
    if (isTimeout(err)) throw err;
    return undefined;
  });
  const json = session && sealed ? await openResponse(session.keys, wire, sealed.headers.nonce) : wire;
  const unsealed = session !== null && !isSealedBody(wire);
  return { status: res.status, json, blob: null, headers: res.headers, unsealed };
}

const isEnvelopeCode = (code: number) =>
  code >= ErrorCode.envelopeStale && code <= ErrorCode.envelopeMalformed;

const isSealedBody = (wire: unknown) =>
  typeof wire === 'object' && wire !== null && (wire as { t1?: unknown }).t1 === 1;

/**
 * What an enveloped call may take from a plain (unsealed) answer: only the envelope's own error codes,
 * which the server cannot seal and which only make the client handshake and retry. Anything else plain
 * could have been written by whoever sits on the network (a balance, bank details, a logout), so it is
 * a network error.
 */
export function trustUnsealed(json: unknown): boolean {
  const code = (json as { code?: unknown } | null)?.code;
  return typeof code === 'number' && isEnvelopeCode(code);
}

/** By name, not `instanceof DOMException`: the error may come from another realm (a worker, jsdom). */
const isTimeout = (err: unknown) => (err as { name?: unknown } | null)?.name === 'TimeoutError';

/** Maps a failed fetch to the spec §8 network rows: timeout, line errors, other network errors. */
function networkFailure(call: CallDef, err: unknown, opts: GatewayCallOptions): GatewayError {
  if (opts.signal?.aborted) return new GatewayError(ErrorCode.networkAbnormal, 'aborted');
  const line = recordLineFailure();
  if (isTimeout(err)) {
    notify(opts, { kind: 'toast', key: 'gateway.timeout', durationMs: TIMEOUT_TOAST_MS });
    return new GatewayError(ErrorCode.timeout, t('gateway.requestTimedOut'));
  }
  notify(opts, { kind: 'toast', key: 'gateway.networkError', durationMs: NETWORK_ERROR_TOAST_MS });
  if (isCredentialsOff(call)) {
    const code = lineErrorCode(line.failures, line.threshold);
    return new GatewayError(
      code,
      t(code === ErrorCode.lineAbnormal ? 'gateway.lineAbnormal' : 'gateway.networkAbnormal'),
    );
  }
  return new GatewayError(ErrorCode.networkAbnormal, t('gateway.networkError'));
}

/** Carries out a §8 action, except the toasts of a `quiet` call (its caller shows failures itself). */
function notify(opts: GatewayCallOptions, action: FailureAction): void {
  if (opts.quiet && action.kind === 'toast') return;
  applyFailure(action);
}

/**
 * Calls one catalogue entry and returns its validated data (spec §7 "All requests pass through one
 * gateway"). Input is checked with the shared zod schema before anything is sent; the answer's data
 * with the output schema. Every spec §8 situation is handled here, through `failure-policy.ts`.
 */
export async function callGateway<C extends CallDef>(
  call: C,
  input: z.input<C['input']>,
  opts: GatewayCallOptions = {},
): Promise<z.output<C['output']>> {
  const parsedInput = call.input.safeParse(input);
  if (!parsedInput.success) {
    throw new GatewayError(ErrorCode.badInput, t('gateway.badInput'), parsedInput.error.issues);
  }
  let body: unknown = parsedInput.data;
  const token = opts.token !== undefined ? opts.token : useSession.getState().token;
  const path = call.paths ? chooseCallPath(call.paths, { token, clientType: 'web' }) : call.path;
  if (!path) {
    showAlert({ title: t('gateway.warmTip'), message: t('gateway.emptyUrl') });
    throw new GatewayError(ErrorCode.networkAbnormal, t('gateway.emptyUrl'));
  }
  const cacheKey = cacheKeyFor(call, token, body);
  if (cacheKey) {
    const cached = readCache(call, cacheKey);
    if (cached !== undefined) {
      const valid = await safeParseInSlices(call.output, cached, yieldToMain);
      if (valid.success) return valid.data as z.output<C['output']>;
    }
  }

  let envelopeRetried = false;
  for (;;) {
    let answer: RawAnswer;
    try {
      answer = await exchange(call, path, body, token, opts);
    } catch (err) {
      if (err instanceof GatewayError) throw err;
      throw networkFailure(call, err, opts);
    }
    recordLineSuccess();
    if (answer.blob) return answer.blob as z.output<C['output']>;
    if (answer.status === 401) {
      // A 401 for a token this page no longer holds (signed out, or signed in anew since the call left)
      // ends nothing: the session it would end is already gone.
      if (token === useSession.getState().token) applyFailure({ kind: 'logout-event' });
      throw new GatewayError(ErrorCode.unauthorized, t('gateway.sessionEnded'));
    }
    // A plain answer to an enveloped call counts as no answer at all, unless it is an envelope error.
    const result = answer.unsealed && !trustUnsealed(answer.json) ? undefined : answer.json;
    if (
      typeof result !== 'object' ||
      result === null ||
      typeof (result as { code?: unknown }).code !== 'number'
    ) {
      if (answer.status >= 400) {
        notify(opts, {
          kind: 'toast',
          key: 'gateway.networkError',
          durationMs: NETWORK_ERROR_TOAST_MS,
          suffix: ` (${answer.status})`,
        });
      }
      throw new GatewayError(ErrorCode.networkAbnormal, t('gateway.networkAbnormal'));
    }
    const { code, msg, data } = result as { code: number; msg: string; data: unknown };
    if (code === ErrorCode.ok) {
      // Long lists are checked a slice at a time, yielding between slices (docs/perf.md "Live list").
      const valid = await safeParseInSlices(call.output, data, yieldToMain);
      if (!valid.success) throw new GatewayError(ErrorCode.networkAbnormal, t('gateway.networkAbnormal'));
      opts.onHeaders?.(answer.headers);
      if (cacheKey) writeCache(cacheKey, valid.data);
      return valid.data as z.output<C['output']>;
    }
    // A lost, expired or foreign key (server restart, another line) or a skewed clock: handshake anew
    // (which also re-reads the server time) and try once more. These answers never changed state.
    if (isEnvelopeCode(code) && !envelopeRetried) {
      envelopeRetried = true;
      sessions.delete(currentLine());
      continue;
    }
    if (code === ErrorCode.needSafe) {
      const handler = getVerificationHandler();
      const types = resolveVerifyTypes(data ?? {});
      // The ticket is bound to this call and its login name (spec §4): the retry below is what spends it.
      const scope = verifyScopeOf(call.id, body ?? {});
      const outcome = mergeVerificationResult(body ?? {}, handler ? await handler(types, scope) : null);
      if (!outcome.ok) {
        notify(opts, { kind: 'toast', key: outcome.key }); // spec §4 "fails with a close-tip message"
        throw new GatewayError(ErrorCode.needSafe, t(outcome.key));
      }
      body = outcome.body; // the retry reuses the original input, with the check result merged (spec §4)
      continue;
    }
    const action = decideFailure(code, { callId: call.id, message: msg, data });
    notify(opts, action);
    throw new GatewayError(code, msg, data);
  }
}
