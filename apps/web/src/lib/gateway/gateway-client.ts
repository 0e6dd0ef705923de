import type { z } from 'zod';
import { CLIENT_VERSION } from '@arena/domain';
import { ErrorCode, toWireHeaders, type CallDef } from '@arena/protocol';
import { useSession } from '@/lib/session.ts';
import { GatewayError } from './gateway-error.ts';

const TIMEOUT_MS = 30_000;

function deviceId(): string {
  const key = 'arena-device-id';
  let id = localStorage.getItem(key);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(key, id);
  }
  return id;
}

/** Logical headers under their wire names (spec §7 "Headers are renamed to obfuscated names"). */
function wireHeaders(call: CallDef, token: string | null): Record<string, string> {
  return toWireHeaders({
    siteId: '5000',
    clientType: 'web',
    version: CLIENT_VERSION,
    // Blanked (sent empty) for login, banner list and personal-info get (spec §7).
    token: call.blankToken ? '' : (token ?? ''),
    deviceId: deviceId(),
    language: 'zh-CN',
  });
}

function pathFor(call: CallDef, token: string | null): string {
  if (!call.paths) return call.path;
  return token ? call.paths.web : call.paths.anonymous;
}

/**
 * Calls one catalogue entry and returns its validated data. Every call goes through here
 * (spec §7 "All requests pass through one gateway").
 */
export async function callGateway<C extends CallDef>(
  call: C,
  input: z.input<C['input']>,
  opts: { signal?: AbortSignal } = {},
): Promise<z.output<C['output']>> {
  const token = useSession.getState().token;
  const body: unknown = call.input.parse(input);
  let url = pathFor(call, token);
  const init: RequestInit = { method: call.method, headers: wireHeaders(call, token) };
  if (call.method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    );
    if (query.size > 0) url += `?${query}`;
  } else {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  init.signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const res = await fetch(url, init);
  const json = (await res.json()) as unknown;
  if (typeof json !== 'object' || json === null || !('code' in json)) {
    throw new GatewayError(ErrorCode.networkAbnormal, 'network abnormal, please retry');
  }
  const result = json as { code: number; msg: string; data: unknown };
  if (result.code !== ErrorCode.ok) throw new GatewayError(result.code, result.msg, result.data);
  return call.output.parse(result.data) as z.output<C['output']>;
}
