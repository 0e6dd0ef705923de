import { ErrorCode, GatewayError } from '@arena/protocol';
import { useOpsSession } from '../stores/ops-session.ts';

/** The console API prefix on the gateway (plain JSON, operator token). */
export const OPS_API = '/api/ops';

/**
 * One console request: `{ code, msg, data }` answered, a refusal thrown as a GatewayError with the
 * server's Chinese message. An ended operator session signs the console out.
 */
export async function opsFetch<T>(
  path: string,
  opts: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const token = useOpsSession.getState().token;
  const res = await fetch(`${OPS_API}${path}`, {
    method: opts.method ?? 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  const answer = (await res.json().catch(() => null)) as { code: number; msg: string; data: T } | null;
  if (!answer) throw new GatewayError(ErrorCode.networkAbnormal, `网络异常 ${res.status}`);
  if (answer.code === ErrorCode.supportOperatorAuth && path !== '/login') useOpsSession.getState().clear();
  if (answer.code !== ErrorCode.ok) throw new GatewayError(answer.code, answer.msg, answer.data);
  return answer.data;
}
