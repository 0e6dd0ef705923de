import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDumpableMemoryDb, openMemoryDbFrom, type Db } from '../src/db/db.ts';
import { migrate, migrationsDir } from '../src/db/migrate.ts';

/**
 * The dump file of a migrated cluster, named by the migrations' names and contents, so a changed or
 * added migration builds a new one and an old dump is never loaded.
 */
async function templateFile(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await fs.readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files) {
    hash.update(file);
    hash.update(await fs.readFile(path.join(migrationsDir, file)));
  }
  return path.join(os.tmpdir(), `arena-pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function readTemplate(file: string): Promise<Blob | undefined> {
  try {
    return new Blob([await fs.readFile(file)]);
  } catch {
    return undefined;
  }
}

/**
 * A migrated in-memory PGlite. The first caller migrates a new cluster and leaves its dump in the
 * temp folder (written under another name, then renamed, so a parallel worker never reads half a file);
 * every later one loads that dump. Migrations still run on the copy: a no-op when the dump is current.
 */
export async function openMigratedMemoryDb(): Promise<Db> {
  const file = await templateFile();
  const template = await readTemplate(file);
  if (template) {
    const db = await openMemoryDbFrom(template);
    await migrate(db);
    return db;
  }
  const { db, dump } = await openDumpableMemoryDb();
  await migrate(db);
  const partial = `${file}.${process.pid}.${Date.now()}`;
  await fs.writeFile(partial, new Uint8Array(await (await dump()).arrayBuffer()));
  await fs.rename(partial, file);
  return db;
}
