import fs from 'node:fs';
import { makeTemplate, startServer } from './server-process.ts';

/** One real server for the suite; workers inherit ARENA_BASE_URL and ARENA_ADMIN_TOKEN. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const template = await makeTemplate();
  const server = await startServer();
  process.env.ARENA_BASE_URL = server.baseUrl;
  process.env.ARENA_ADMIN_TOKEN = server.adminToken;
  return async () => {
    await server.stop();
    fs.rmSync(template, { recursive: true, force: true });
  };
}
