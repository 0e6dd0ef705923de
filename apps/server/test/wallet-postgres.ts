import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A throwaway PostgreSQL 15 on loopback (/work/shared/MACHINE-NOTES.md), or null when the binaries are
 * missing or it cannot start: the bench then skips PostgreSQL.
 */
export async function startPostgres(): Promise<{
  url: string;
  restart: (mode: 'fast' | 'immediate', whileDown?: () => Promise<void>) => Promise<void>;
  stop: () => void;
} | null> {
  const bin = '/usr/lib/postgresql/15/bin';
  if (!fs.existsSync(path.join(bin, 'pg_ctl'))) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-bench-pg-'));
  const port = await freePort();
  const asPostgres = (cmd: string, args: string[]) => {
    const runAs =
      process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    execFileSync(runAs[0] as string, runAs[1] as string[], { stdio: 'ignore' });
  };
  try {
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
    asPostgres(path.join(bin, 'initdb'), [
      '-D',
      dir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    asPostgres(path.join(bin, 'pg_ctl'), [
      '-D',
      dir,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
      'start',
    ]);
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /**
     * Stops the server (`fast` waits for sessions to end, `immediate` is a crash), runs `whileDown`,
     * then starts it again on the same port and data.
     */
    restart: async (mode: 'fast' | 'immediate', whileDown: () => Promise<void> = async () => {}) => {
      const pgCtl = (args: string[]) =>
        new Promise<void>((resolve, reject) => {
          const pgCtlBin = path.join(bin, 'pg_ctl');
          const asRoot = process.getuid?.() === 0;
          const cmd = asRoot ? 'runuser' : pgCtlBin;
          const rest = asRoot ? ['-u', 'postgres', '--', pgCtlBin, ...args] : args;
          execFile(cmd, rest, (err) =>
            err ? reject(new Error(`pg_ctl ${args.join(' ')}: ${err.message}`)) : resolve(),
          );
        });
      await pgCtl(['-D', dir, '-m', mode, '-w', 'stop']);
      await whileDown();
      await pgCtl([
        '-D',
        dir,
        '-l',
        path.join(dir, 'log'),
        '-w',
        '-o',
        `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
        'start',
      ]);
    },
    stop: () => {
      try {
        asPostgres(path.join(bin, 'pg_ctl'), ['-D', dir, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
