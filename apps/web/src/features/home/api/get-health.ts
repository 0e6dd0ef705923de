import { queryOptions } from '@tanstack/react-query';

interface Health {
  status: 'ok';
  db: 'pglite' | 'postgres';
}

/** Server liveness for the home status card; a plain operator endpoint, outside the gateway catalogue. */
export async function getHealth(signal?: AbortSignal): Promise<Health> {
  const res = await fetch('/api/health', { signal });
  if (!res.ok) throw new Error(`health ${res.status}`);
  return (await res.json()) as Health;
}

export const healthQuery = () =>
  queryOptions({ queryKey: ['health'], queryFn: ({ signal }) => getHealth(signal) });
