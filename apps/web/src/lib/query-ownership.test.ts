import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * One query key per server call (HOUSE-STYLE "Server state lives in TanStack Query"): a call that
 * several screens read has one queryOptions factory, in lib/ when several features show it, so one
 * invalidation refreshes every view. Checked on the source text: a call read by the `queryFn` of
 * more than one file fails here.
 */

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Catalogue calls each file reads inside a `queryFn` (the few lines after it). */
function queriedCalls(text: string): Set<string> {
  const calls = new Set<string>();
  for (const m of text.matchAll(/queryFn\s*:/g)) {
    const body = text.slice(m.index, m.index + 400);
    const call = /callGateway\(\s*catalogue\.(\w+)\.(\w+)/.exec(body);
    if (call) calls.add(`${call[1]}.${call[2]}`);
  }
  return calls;
}

describe('one query key per server call', () => {
  it('reads each catalogue call in the queryFn of one file only', () => {
    const readers = new Map<string, string[]>();
    for (const file of sourceFiles(SRC)) {
      for (const call of queriedCalls(readFileSync(file, 'utf8')))
        readers.set(call, [...(readers.get(call) ?? []), path.relative(SRC, file).split(path.sep).join('/')]);
    }
    const shared = [...readers]
      .filter(([, files]) => files.length > 1)
      .map(([call, files]) => ({ call, files }));
    expect(shared).toEqual([]);
  });

  it('finds the shared money and site queries it guards', () => {
    const lib = (name: string) => queriedCalls(readFileSync(path.join(SRC, 'lib', name), 'utf8'));
    expect([...lib('money-queries.ts')].sort()).toEqual(['games.autoTransferGet', 'games.totalAssets']);
    expect([...lib('site-queries.ts')].sort()).toEqual(['site.perInfoV5Get', 'site.specialNoticeGet']);
  });
});
