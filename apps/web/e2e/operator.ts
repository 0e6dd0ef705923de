import type { ServerHandle } from './server-process.ts';

/** Calls an operator endpoint of a test server (bearer ADMIN_TOKEN), failing loudly on a refusal. */
export async function operator(
  server: Pick<ServerHandle, 'baseUrl' | 'adminToken'>,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`operator ${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: unknown }).data;
}

/** Turns operator switches on or off (spec §8 situations on demand). */
export const setSwitches = (server: Pick<ServerHandle, 'baseUrl' | 'adminToken'>, patch: object) =>
  operator(server, '/admin/switches', patch);

/** Every switch off again. */
export const resetSwitches = (server: Pick<ServerHandle, 'baseUrl' | 'adminToken'>) =>
  setSwitches(server, {
    maintenance: { on: false, status: 0, message: '' },
    accessCaveat: { on: false, message: '' },
    accessRestriction: { on: false },
    verification: { on: false, calls: [] },
    delay: { ms: 0, calls: [] },
  });
