import type { ChildProcess } from 'node:child_process';

export const root: string;
export function missingParts(): string[];
export function freePort(): Promise<number>;
export interface ClusterInstance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  kill(signal?: NodeJS.Signals): Promise<void>;
}
export function startInstance(opts: {
  port: number;
  env: Record<string, string>;
  name: string;
  log?: 'ignore' | 'inherit';
}): Promise<ClusterInstance>;
export interface LocalCluster {
  dir: string;
  pg: { url: string; stop(): void };
  redis: { url: string; port: number; stop(): void };
  instances: ClusterInstance[];
  proxy: { url: string; conf: string; stop(): void };
  instanceEnv(i: number): Record<string, string>;
  stop(): Promise<void>;
}
export function startCluster(opts: {
  count?: number;
  proxyPort?: number;
  adminToken: string;
  env?: Record<string, string>;
  log?: 'ignore' | 'inherit';
}): Promise<LocalCluster>;
