import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server's source folder, the root of every path {@link serverSources} names. */
export const SERVER_SRC = fileURLToPath(new URL('../src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every non-test `.ts` file under apps/server/src, with its path relative to it ('/'-separated). */
export function serverSources(): { path: string; text: string }[] {
  return sourceFiles(SERVER_SRC).map((f) => ({
    path: path.relative(SERVER_SRC, f).split(path.sep).join('/'),
    text: readFileSync(f, 'utf8'),
  }));
}
