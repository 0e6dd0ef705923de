import fs from 'node:fs';
import os from 'node:os';

/** CPU time (ms) of a process (or `pid/task/tid`: one thread), user plus system, from /proc (Linux). */
function cpuMsOf(pid: number | string): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

function parentOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * The processes of a local cluster by part: a pid alone, or every process whose command line names a
 * marker (e.g. a path in the cluster's temporary directory) with all its descendants (nginx workers,
 * PostgreSQL backends). Linux only; elsewhere every part is empty.
 */
export function clusterProcesses(parts: Readonly<Record<string, number | string>>): Record<string, number[]> {
  if (os.platform() !== 'linux') return {};
  const pids = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number);
  const parent = new Map(pids.map((p) => [p, parentOf(p)]));
  const out: Record<string, number[]> = {};
  for (const [name, root] of Object.entries(parts)) {
    if (typeof root === 'number') {
      out[name] = [root]; // that process alone: its children (the cluster under the bench) are parts of their own
      continue;
    }
    const roots = new Set(pids.filter((p) => commandOf(p).includes(root)));
    const mine = pids.filter((p) => {
      for (let q: number | null | undefined = p; q; q = parent.get(q)) if (roots.has(q)) return true;
      return false;
    });
    out[name] = mine;
  }
  return out;
}

/** CPU ms used by each part between two snapshots (processes that came or went count what they had). */
export function cpuSnapshot(parts: Record<string, number[]>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(parts).map(([name, pids]) => [name, pids.reduce((n, p) => n + (cpuMsOf(p) ?? 0), 0)]),
  );
}

/**
 * CPU ms of this process's threads in three parts: the main thread, the thread `tid` (e.g. a worker's),
 * and every other thread (libuv's pool, where WebCrypto runs; V8's compiler and GC helpers).
 */
export function threadCpu(tid: number): { main: number; thread: number; others: number } {
  const out = { main: 0, thread: 0, others: 0 };
  if (os.platform() !== 'linux') return out;
  for (const t of fs.readdirSync(`/proc/${process.pid}/task`).map(Number)) {
    const ms = cpuMsOf(`${process.pid}/task/${t}`) ?? 0;
    if (t === process.pid) out.main += ms;
    else if (t === tid) out.thread += ms;
    else out.others += ms;
  }
  return out;
}

/** This thread's id (Linux), e.g. for a worker to say which thread it is; -1 elsewhere. */
export function ownThreadId(): number {
  try {
    return Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return -1;
  }
}

/** The one-minute load average, for the figures' context. */
export const loadAverage = () => Math.round(os.loadavg()[0]! * 10) / 10;
