/**
 * Renders docs/protocol-catalogue.md from the call catalogue (spec §7): one table per area. Written by
 * gen-catalogue-doc.ts; catalogue-doc.test.ts fails when the committed file is stale.
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { callEndpoints, catalogue } from '../src/catalogue/index.ts';
import type { CallDef, CachePolicy } from '../src/catalogue/index.ts';

/** Where the generated catalogue lives. */
export const CATALOGUE_DOC_PATH = fileURLToPath(
  new URL('../../../docs/protocol-catalogue.md', import.meta.url),
);

/** A JSON Schema node as produced by `z.toJSONSchema`, read loosely. */
interface Json {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Json[];
  oneOf?: Json[];
  items?: Json;
  properties?: Record<string, Json>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** One-line type of a JSON Schema node, e.g. `int 1..200`, `'RMB'|'USDT'`, `string ≤64`. */
function describe(node: Json): string {
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (node.enum) return node.enum.map((v) => JSON.stringify(v)).join('\\|');
  const alts = node.anyOf ?? node.oneOf;
  if (alts) return alts.map(describe).join('\\|');
  const type = Array.isArray(node.type) ? node.type.join('\\|') : (node.type ?? 'any');
  if (type === 'array') {
    const bounds = range(node.minItems, node.maxItems);
    return `${describe(node.items ?? {})}[]${bounds ? ` ${bounds}` : ''}`;
  }
  if (type === 'object') {
    const keys = Object.keys(node.properties ?? {});
    return keys.length ? `{${keys.join(', ')}}` : '{}';
  }
  if (type === 'string') {
    const bounds = range(node.minLength, node.maxLength);
    return [node.format ?? 'string', bounds].filter(Boolean).join(' ');
  }
  if (type === 'integer' || type === 'number') {
    const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : undefined);
    const max = node.maximum !== undefined && node.maximum < MAX_SAFE ? node.maximum : undefined;
    const bounds = range(min, max);
    return [type === 'integer' ? 'int' : 'number', bounds].filter(Boolean).join(' ');
  }
  return type;
}

function range(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return min === max ? `=${min}` : `${min}..${max}`;
  if (min !== undefined) return `≥${min}`;
  if (max !== undefined) return `≤${max}`;
  return '';
}

/** `name: type` per input field, optional fields marked `?`. */
function inputFields(call: CallDef): string {
  const schema = z.toJSONSchema(call.input) as Json;
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(
    ([name, node]) => `\`${name}${required.has(name) ? '' : '?'}\`: ${describe(node)}`,
  );
  return fields.length ? fields.join('<br>') : '—';
}

/** Top-level keys of the answer's `data`. */
function outputKeys(call: CallDef): string {
  if (call.encoding === 'blob') return 'binary';
  const schema = z.toJSONSchema(call.output, { unrepresentable: 'any' }) as Json;
  const alts = schema.anyOf ?? schema.oneOf;
  if (alts) return alts.map((a) => describe(a)).join(' \\| ');
  return Object.keys(schema.properties ?? {}).join(', ') || describe(schema);
}

function cache(policy: CachePolicy): string {
  if (policy.kind === 'ttl') return `ttl ${policy.ttlMs / 1000} s`;
  return policy.kind === 'token-keyed' ? 'token-keyed' : '—';
}

function row(call: CallDef): string {
  const paths = callEndpoints(call)
    .map((e) => (e.variant === 'single' ? `\`${e.path}\`` : `${e.variant}: \`${e.path}\``))
    .join('<br>');
  const auth = call.blankToken ? `${call.auth} (token blanked)` : call.auth;
  const cells = [
    `\`${call.id}\``,
    call.method,
    paths,
    call.encoding,
    auth,
    cache(call.cache),
    call.idempotent ? 'yes' : '',
    `${call.summary} (${call.spec})`,
    inputFields(call),
    outputKeys(call),
  ];
  return `| ${cells.map((c) => c.replace(/\n/g, ' ')).join(' | ')} |`;
}

const CONVENTIONS = `
## Conventions (designed where the spec says "not shown")

- **Paths.** Every path the spec names is kept exactly (configInfo v1/v2, perInfo v5, \`/api/v2/vvm\`,
  \`/api/gw/ic/verify\`, news under \`/api/site/game/newsoccer/{news|soccer|info}/\`). Site-group config calls
  mirror configInfo: \`/api/site/group/site/<resource>/v<n>/<verb>\`. Every other designed path is
  \`/api/<family>/<module>/<verb>/v<n>\`: version last, \`v1\` unless the spec names a version (login v3,
  lg/v5, register v4, checkName v1–v3, sendCode v3, updateInfoVal v4/v5, payment types v16, withdraw new v6).
  Families: site, member (auth under \`/api/member/auth/\`), game, finance, live, chat, activity, message, agent.
  Video lives under \`/api/live/video/\`, server time and tracking under \`/api/site/\`.
- **Chat ×3.** Visitor-or-member calls answer on \`/api/chat/anon/…\` (visitor), \`/api/chat/web/…\` and
  \`/api/chat/app/…\` (member); \`path\` is the web path. They count as three endpoints each.
- **Signed login.** The path signature travels in the body as \`sign\` + \`ts\`, so every call keeps one
  static path.
- **Money** is integer minor units everywhere (fen for RMB, hundredths for USDT), including \`min_money\`,
  \`max_money\` and \`birthCash\`; rates and odds are decimal strings. Money-moving calls are \`idempotent\`
  and take \`idempotencyKey\` (8–64 chars): transfers, deposits, withdraws and their cancel, conversions,
  yield moves, bonus claims, gold-coin purchase, gifts, draws, spins, grabs, exchanges, promotion applies.
- **Times** are epoch milliseconds, except match \`startAt\` (\`YYYY-MM-DD HH:mm:ss\`, spec §3) and
  date filters (\`YYYY-MM-DD\`).
- **Outputs** are the decrypted \`data\` of \`{ code, msg, data }\`; they are lenient (unknown keys stripped),
  inputs are strict (unknown keys rejected). Simple results answer \`{ ok }\`; lists \`{ list }\`; pages
  \`{ list, total, page, size }\` with size ≤ 200.
- **Match items** are normalised by the server: \`matchId\` = eid (dpid for DPTY), \`visitScore\` from guestScore,
  OBTY → YB and IMTY → IM, \`anchor_status\` / \`tid\` / \`animation_url\` folded into \`anchorStatus\` / \`leagueId\` /
  \`animationUrl\`. Anchor status: 0 not started, 1–3 on, 4 interrupted, 5 ended.
- **Chat \`msgType\`:** text 1, order 2, gift push 3, order push 4, revert order push 5, welcome 8 (only 8 is
  given by the spec).
- **Security verification** (spec §4): calls that may answer need-safe (10020) accept an optional
  \`safeCheck: { type: 'image'|'afs'|'anji', ticket, captchaId? }\` merged into the retried request
  (login, lg, signed login, register, sendCode, forgot step One).
- **Login \`flag\`** is an integer 0–9 whose meanings are not shown; \`version\` is the client version (1.1.0).
- **Encodings.** \`form\` for the legacy logoutSetup and click report (string values); \`query\` for GETs
  (customer-service URL, short URL, video); \`blob\` for the captcha image (output unchecked: a Blob in the
  browser, a Buffer in Node); \`plain\` only for \`/api/v2/vvm\`. Uploads (avatar, proof, material) are
  base64 data URLs inside the encrypted JSON body.
- **Auth.** \`anonymous\` for site config, login/register/forgot/captcha, news, time, tracking; \`optional\` where
  a visitor can look (game list, hot, brands, live lists, gift config, promotions…); \`member\` otherwise.
- **Cache.** \`token-keyed\` for slow-changing config (configInfo, language, navigation, floating icons,
  sponsor, client resources, country areas, sports configs, help categories, VIP grades, points config,
  gift config, banks, agent contact); 60 s ttl for lists (game list, hot, brands, banners, venue channels,
  promotions, news); none otherwise. Both are skipped for venues containing AG.
`;

/** The whole docs/protocol-catalogue.md text, from the catalogue as declared now. */
export function renderCatalogueDoc(): string {
  const out: string[] = [
    '# Gateway call catalogue',
    '',
    '<!-- Generated by packages/protocol/scripts/gen-catalogue-doc.ts; do not edit by hand. -->',
    '',
    'Declared once in `packages/protocol/src/catalogue/` (spec §7). Input fields are shown as',
    '`name: type bounds` (`?` = optional); output lists the top-level keys of the decrypted `data`.',
    CONVENTIONS,
    '## Summary',
    '',
    '| Area | Calls | Endpoints |',
    '|---|---|---|',
  ];
  let calls = 0;
  let endpoints = 0;
  for (const [area, defs] of Object.entries<Record<string, CallDef>>(catalogue)) {
    const list = Object.values(defs);
    const eps = list.reduce((n, c) => n + callEndpoints(c).length, 0);
    calls += list.length;
    endpoints += eps;
    out.push(`| ${area} | ${list.length} | ${eps} |`);
  }
  out.push(`| **total** | **${calls}** | **${endpoints}** |`, '');
  for (const [area, defs] of Object.entries<Record<string, CallDef>>(catalogue)) {
    out.push(
      `## ${area}`,
      '',
      '| id | method | path(s) | encoding | auth | cache | idempotent | summary | input | output |',
      '|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const call of Object.values(defs)) out.push(row(call));
    out.push('');
  }
  return out.join('\n');
}
