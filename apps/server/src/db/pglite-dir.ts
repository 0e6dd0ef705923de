import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The files an initialised PGlite cluster always has. A folder holding only some of them was cut off
 * during its first `initdb` (PGlite writes `PG_VERSION` before `pg_hba.conf` and `pg_ident.conf`) and
 * never opens again; it holds no data yet, because nothing is written before initialisation ends.
 */
const CLUSTER_FILES = ['PG_VERSION', 'pg_hba.conf', 'pg_ident.conf', 'global'] as const;

/** Where a new cluster is initialised before it is moved into place in one rename. */
const STAGING_PREFIX = 'pglite.init-';

/** A data folder that exists but cannot be opened: the message names the folder and what to do. */
export class DataDirError extends Error {
  constructor(
    readonly dir: string,
    cause: unknown,
  ) {
    const why = cause instanceof Error ? cause.message : String(cause);
    super(
      `无法打开数据目录 ${dir}：${why}。请确认其他 Arena 进程未在使用该目录；` +
        `若这是演示数据，可删除该目录后重新启动（npm start 会重新建库并写入演示数据）。\n` +
        `Cannot open the data folder ${dir}: ${why}. Make sure no other Arena process uses it; if it ` +
        `holds only demo data, delete the folder and start again (npm start initialises and seeds it anew).`,
      { cause },
    );
    this.name = 'DataDirError';
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** Which cluster files `dir` has: all (a finished cluster), none (no cluster) or some (cut off). */
export async function clusterState(dir: string): Promise<'complete' | 'absent' | 'partial'> {
  if (!(await exists(dir))) return 'absent';
  const present = await Promise.all(CLUSTER_FILES.map((f) => exists(path.join(dir, f))));
  if (present.every(Boolean)) return 'complete';
  const entries = await fs.readdir(dir);
  return entries.length === 0 ? 'absent' : 'partial';
}

/**
 * Opens the PGlite cluster at `<dataDir>/pglite`, creating it atomically on the first start: the new
 * cluster is initialised in a staging folder beside it and renamed into place only once PGlite has
 * written and closed it, so a kill at any moment of a first start leaves either no cluster or a
 * whole one. A folder cut off by an older, non-atomic first start (some cluster files, never any
 * data) is moved aside and created again; anything else that fails to open is a `DataDirError`.
 */
export async function openPgliteDir(dataDir: string): Promise<PGlite> {
  const dir = path.join(dataDir, 'pglite');
  await fs.mkdir(dataDir, { recursive: true });
  await removeStaleStaging(dataDir);
  const state = await clusterState(dir);
  if (state === 'partial') {
    const aside = `${dir}.unfinished-${Date.now()}`;
    await fs.rename(dir, aside);
    process.emitWarning(`PGlite data folder ${dir} was cut off during its first start; moved to ${aside}`);
  }
  if (state !== 'complete') await initialiseInto(dataDir, dir);
  try {
    return await PGlite.create(dir);
  } catch (err) {
    throw new DataDirError(dir, err);
  }
}

async function initialiseInto(dataDir: string, dir: string): Promise<void> {
  const staging = path.join(dataDir, `${STAGING_PREFIX}${process.pid}-${Date.now()}`);
  const fresh = await PGlite.create(staging);
  await fresh.close();
  if (!(await exists(dir)) || (await fs.readdir(dir)).length === 0) {
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rename(staging, dir);
  } else {
    // Another process finished its own first start meanwhile: keep its cluster.
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** Staging folders left by a first start that was killed; none of them was ever the live cluster. */
async function removeStaleStaging(dataDir: string): Promise<void> {
  const entries = await fs.readdir(dataDir);
  await Promise.all(
    entries
      .filter((name) => name.startsWith(STAGING_PREFIX))
      .map((name) => fs.rm(path.join(dataDir, name), { recursive: true, force: true })),
  );
}
