import { startServer } from './server-process.ts';

/** One real server for the suite; workers inherit ARENA_BASE_URL and ARENA_ADMIN_TOKEN. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.ARENA_BASE_URL = server.baseUrl;
  process.env.ARENA_ADMIN_TOKEN = server.adminToken;
  return () => server.stop();
}
