import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverSources } from './server-sources.ts';

/**
 * The server's seams, checked on the source text (docs/architecture.md, HOUSE-STYLE "One owner per
 * table"): routes files hold no SQL; SQL lives in repositories; a module's SQL names only the tables it
 * owns; the gateway core imports no module; modules import each other without new cycles. Every list below only shrinks: an entry that no longer
 * applies must leave it (the test fails until it does), and new code may not add one.
 */

const files = serverSources();
/** A `query` call, or an `exec` on a database handle: the ways SQL reaches the database. */
const runsSql = (text: string) => /\.query\s*(<|\()|\b(db|tx|q)\.exec\s*\(/.test(text);

/**
 * Files outside a repository that run SQL: the ledger's own (its SQL is the rule it enforces: the
 * balanced postings, the idempotency keys and the check that re-adds them).
 */
const SQL_OUTSIDE_REPOSITORIES: readonly string[] = [
  'modules/wallet/idempotent-call.ts',
  'modules/wallet/ledger-check.ts',
  'modules/wallet/ledger.ts',
];

/**
 * Imports from the gateway core (gateway/, plugins/) into modules: none. Modules hand the gateway what
 * it needs (gateway/gateway-guards.ts, wired in app.ts).
 */
const GATEWAY_REACHES_INTO_MODULES: readonly string[] = [];

/**
 * Module imports that close a circle (both ends in one group of modules that reach each other): none.
 * A lower module that needs a higher one's rule names it as a hook the app wires in (app.ts; see
 * docs/architecture.md "Layers of the server modules").
 */
const CYCLIC_MODULE_IMPORTS: readonly string[] = [];

/**
 * Imports of another module's repository: none. A module's tables are reached only through what it
 * exposes (its `*-service.ts` files and the like, e.g. `auth/member-directory.ts`,
 * `site/site-config-service.ts`, `live/live-match-service.ts`).
 */
const REPOSITORY_REACHES: readonly string[] = [];

/**
 * SQL naming a table another module owns (`file -> table`): chat's room lookup reads the live module's
 * rooms, matches and teams in the same statement as its own settings, mute and client-id check (one
 * round trip per chat line), and a gift checks its live room exists. Each should move behind
 * `live/live-match-service.ts`.
 */
const FOREIGN_TABLE_SQL: readonly string[] = [];

/** Owners of tables no server source writes (seeded by migrations) that several modules read. */
const SEEDED_TABLE_OWNERS: Readonly<Record<string, string>> = { live_team: 'live' };

/** Every table the migrations create. */
function migrationTables(): string[] {
  const dir = fileURLToPath(new URL('../migrations/', import.meta.url));
  const sql = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
  return [
    ...new Set(
      [...sql.matchAll(/\bcreate\s+table\s+(?:if\s+not\s+exists\s+)?([a-z_][a-z0-9_]*)/gi)].map((m) =>
        (m[1] ?? '').toLowerCase(),
      ),
    ),
  ];
}

/** The source without its comments (so prose such as "a line from member…" is not read as SQL). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Which module (or top folder, e.g. `gateway`) a source file belongs to. */
const areaOf = (p: string) => /^modules\/([^/]+)\//.exec(p)?.[1] ?? p.split('/')[0] ?? p;

/**
 * The tables each source file's SQL names, split into those it writes (insert into, update, delete
 * from) and all it names (also from, join).
 */
function tableUses(tables: readonly string[]) {
  const known = new Set(tables);
  return files.map((f) => {
    const text = withoutComments(f.text);
    const named = (re: RegExp) =>
      new Set([...text.matchAll(re)].map((m) => (m[1] ?? '').toLowerCase()).filter((t) => known.has(t)));
    return {
      path: f.path,
      area: areaOf(f.path),
      writes: named(/\b(?:insert\s+into|update|delete\s+from)\s+([a-z_][a-z0-9_]*)/gi),
      names: named(/\b(?:from|join|insert\s+into|update)\s+([a-z_][a-z0-9_]*)/gi),
    };
  });
}

/**
 * The owner of each table: the one module whose SQL writes it, or for a table only migrations write,
 * the one module that reads it (or its entry in SEEDED_TABLE_OWNERS). Tables with no single owner are
 * answered separately.
 */
function tableOwners(tables: readonly string[], uses: ReturnType<typeof tableUses>) {
  const owners = new Map<string, string>();
  const unowned: string[] = [];
  for (const table of tables) {
    const writers = new Set(uses.filter((u) => u.writes.has(table)).map((u) => u.area));
    const readers = new Set(uses.filter((u) => u.names.has(table)).map((u) => u.area));
    const candidates = writers.size > 0 ? writers : readers;
    const owner = SEEDED_TABLE_OWNERS[table] ?? (candidates.size === 1 ? [...candidates][0] : undefined);
    if (owner !== undefined) owners.set(table, owner);
    else if (candidates.size > 1) unowned.push(`${table}: ${[...candidates].sort().join(', ')}`);
  }
  return { owners, unowned };
}

/** Relative imports of a file, resolved against the source root. */
function importsOf(file: { path: string; text: string }): string[] {
  const specs = [...file.text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => m[1] ?? '');
  return specs.map((s) => path.posix.normalize(path.posix.join(path.posix.dirname(file.path), s)));
}

const moduleOf = (p: string) => /^modules\/([^/]+)\//.exec(p)?.[1] ?? null;

/** The strongly connected group (Tarjan) of every module: modules in one group reach each other. */
function groups(graph: Map<string, Set<string>>): Map<string, number> {
  let next = 0;
  let group = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groupOf = new Map<string, number>();
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) {
        onStack.delete(w);
        groupOf.set(w, group);
      }
      group += 1;
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return groupOf;
}

describe('server seams (docs/architecture.md)', () => {
  it('routes files hold no SQL: they call their module repository or service', () => {
    const routes = files.filter((f) => /-routes\.ts$|-calls\.ts$/.test(f.path) && runsSql(f.text));
    expect(routes.map((f) => f.path)).toEqual([]);
  });

  it('runs SQL only in repositories, apart from the listed files (a list that only shrinks)', () => {
    const outside = files
      .filter((f) => f.path.startsWith('modules/') && !f.path.endsWith('-repository.ts') && runsSql(f.text))
      .map((f) => f.path)
      .sort();
    expect(outside).toEqual([...SQL_OUTSIDE_REPOSITORIES].sort());
  });

  it('the gateway core imports no module, apart from the listed imports (a list that only shrinks)', () => {
    const reaches = files
      .filter((f) => /^(gateway|plugins)\//.test(f.path))
      .flatMap((f) =>
        importsOf(f)
          .filter((to) => to.startsWith('modules/'))
          .map((to) => `${f.path} -> ${to}`),
      )
      .sort();
    expect(reaches).toEqual([...GATEWAY_REACHES_INTO_MODULES].sort());
  });

  it('modules import each other without new cycles (the listed imports only shrink)', () => {
    const graph = new Map<string, Set<string>>();
    for (const f of files) {
      const from = moduleOf(f.path);
      if (!from) continue;
      const edges = graph.get(from) ?? new Set<string>();
      graph.set(from, edges);
      for (const to of importsOf(f).map(moduleOf)) if (to && to !== from) edges.add(to);
    }
    const groupOf = groups(graph);
    const cyclic = [...graph]
      .flatMap(([from, edges]) =>
        [...edges].filter((to) => groupOf.get(to) === groupOf.get(from)).map((to) => `${from} -> ${to}`),
      )
      .sort();
    expect(cyclic).toEqual([...CYCLIC_MODULE_IMPORTS].sort());
  });

  it('every table has one owner, and no module names a table another owns, apart from the listed uses (a list that only shrinks)', () => {
    const tables = migrationTables();
    const uses = tableUses(tables);
    const { owners, unowned } = tableOwners(tables, uses);
    // The scan reads the tree it checks: a few owners every reader of this file can confirm.
    expect(owners.get('member')).toBe('auth');
    expect(owners.get('ledger_posting')).toBe('wallet');
    expect(owners.get('support_conversation')).toBe('support');
    expect(unowned).toEqual([]);
    const foreign = uses
      .flatMap((u) =>
        [...u.names].filter((t) => owners.has(t) && owners.get(t) !== u.area).map((t) => `${u.path} -> ${t}`),
      )
      .sort();
    expect(foreign).toEqual([...FOREIGN_TABLE_SQL].sort());
  });

  it("no module imports another module's repository, apart from the listed imports (a list that only shrinks)", () => {
    const reaches = files
      .flatMap((f) => {
        const from = moduleOf(f.path);
        if (from === null) return []; // the gateway core has its own list above
        return importsOf(f)
          .filter((to) => to.endsWith('-repository.ts') && moduleOf(to) !== null && moduleOf(to) !== from)
          .map((to) => `${f.path} -> ${to}`);
      })
      .sort();
    expect([...new Set(reaches)]).toEqual([...REPOSITORY_REACHES].sort());
  });
});
