import { z } from 'zod';
import { urlString } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';

/*
 * Reads of site_config (server-side operator switches) and of the public flag table site_config_info
 * (spec §7 "Site/config"; docs/decisions.md "Site/config data").
 */

/** Reads several site_config keys at once; missing keys are absent from the map. */
export async function readSwitches(db: Queryable, keys: readonly string[]): Promise<Map<string, unknown>> {
  if (keys.length === 0) return new Map();
  const marks = keys.map((_, i) => `$${i + 1}`).join(', ');
  const { rows } = await db.query<{ key: string; value: unknown }>(
    `select key, value from site_config where key in (${marks})`,
    keys,
  );
  return new Map(rows.map((r) => [r.key, r.value]));
}

/**
 * One switch read through `schema`; `fallback` when the key is missing or an operator stored a value
 * of the wrong shape (the call keeps answering rather than failing the whole screen).
 */
export function switchOr<T>(values: Map<string, unknown>, key: string, schema: z.ZodType<T>, fallback: T): T {
  const parsed = schema.safeParse(values.get(key));
  return parsed.success ? parsed.data : fallback;
}

/** Sets one site_config value (stored as JSON), creating the key when new. */
export async function writeSiteConfig(db: Queryable, key: string, value: unknown): Promise<void> {
  await db.query(
    `insert into site_config (key, value, updated_at) values ($1, $2, now())
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}

/** Reads one switch through `schema`, with `fallback` as in {@link switchOr}. */
export async function readSwitch<T>(
  db: Queryable,
  key: string,
  schema: z.ZodType<T>,
  fallback: T,
): Promise<T> {
  return switchOr(await readSwitches(db, [key]), key, schema, fallback);
}

/** The maintenance switch as the foundation seeds it, plus optional title and window. */
export const maintenanceSwitch = z.object({
  on: z.boolean(),
  status: z.number().int(),
  message: z.string(),
  title: z.string().optional(),
  startAt: z.number().int().nonnegative().nullable().optional(),
  endAt: z.number().int().nonnegative().nullable().optional(),
});

/** site_config keys {@link maintenanceOf} reads. */
export const MAINTENANCE_KEYS = ['maintenance', 'operatorSwitches'] as const;

/**
 * The maintenance answer of perInfo and maintenanceGet: null while maintenance is off (spec §4).
 * Two switches can turn it on: the `maintenance` key, and the gateway's operator switch board
 * (`operatorSwitches.maintenance`, which makes the gateway answer 10120/10122); the board wins when
 * both are on, so the page shows the message of the switch that actually stops the calls.
 */
export function maintenanceOf(values: Map<string, unknown>) {
  const board = z.object({ maintenance: maintenanceSwitch }).safeParse(values.get('operatorSwitches'));
  const fromBoard = board.success && board.data.maintenance.on ? board.data.maintenance : null;
  const m = fromBoard ?? switchOr(values, 'maintenance', maintenanceSwitch, null);
  if (!m?.on) return null;
  return {
    status: m.status,
    title: m.title ?? '系统维护中',
    message: m.message,
    startAt: m.startAt ?? null,
    endAt: m.endAt ?? null,
  };
}

/**
 * site_config keys a client may read through configInfo as well (design): the rest of site_config
 * (operator switches, block lists, short-link hosts …) never leaves the server.
 */
export const PUBLIC_SWITCH_KEYS: ReadonlySet<string> = new Set([
  'siteName',
  'siteSeries',
  'settlementUnit',
  'defaultTheme',
  'languages',
  'appDownload',
  'clientVersion',
  'clientMinVersion',
  'sponsorSetting',
  'lineErrorThreshold',
]);

/** A config value as configInfo answers it: strings as they are, anything else as JSON text. */
const asConfigValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Config entries for the given key codes, in the order asked, unknown codes left out: site_config_info
 * first, then the public site_config keys.
 */
export async function readConfigInfo(
  db: Queryable,
  keyCodes: readonly string[],
): Promise<{ keyCode: string; value: string }[]> {
  const unique = [...new Set(keyCodes)];
  const marks = unique.map((_, i) => `$${i + 1}`).join(', ');
  const { rows } = await db.query<{ key_code: string; value: string }>(
    `select key_code, value from site_config_info where key_code in (${marks})`,
    unique,
  );
  const byKey = new Map(rows.map((r) => [r.key_code, r.value]));
  const switches = await readSwitches(
    db,
    unique.filter((k) => !byKey.has(k) && PUBLIC_SWITCH_KEYS.has(k)),
  );
  for (const [key, value] of switches) byKey.set(key, asConfigValue(value));
  return unique.flatMap((keyCode) => {
    const value = byKey.get(keyCode);
    return value === undefined ? [] : [{ keyCode, value }];
  });
}

const languageCode = z.enum(['zh-CN', 'en']);
type LanguageCode = z.infer<typeof languageCode>;

/** Languages with their enabled flag; `enabled` comes from site_config.languages (spec §1). */
export async function readLanguages(
  db: Queryable,
): Promise<{ code: LanguageCode; name: string; enabled: boolean }[]> {
  const config = await readSwitch(db, 'languages', z.object({ enabled: z.array(z.string()) }), {
    enabled: ['zh-CN'],
  });
  const { rows } = await db.query<{ code: string; name: string }>(
    'select code, name from site_language order by sort, code',
  );
  return rows.flatMap((r) => {
    const code = languageCode.safeParse(r.code);
    return code.success ? [{ code: code.data, name: r.name, enabled: config.enabled.includes(r.code) }] : [];
  });
}

/** Whether a member is on the virtual-currency or language whitelist (spec §6). */
export async function isWhitelisted(
  db: Queryable,
  memberId: number,
  listType: 'virtualCurrency' | 'language',
): Promise<boolean> {
  const { rows } = await db.query('select 1 from site_white_member where member_id = $1 and list_type = $2', [
    memberId,
    listType,
  ]);
  return rows.length > 0;
}

/** An extra line in site_config.apiLines / videoLines: a base URL, or one with a name and weight. */
const lineEntry = z.union([
  urlString,
  z.object({
    name: z.string().min(1).max(64).optional(),
    domain: urlString,
    weight: z.number().int().min(0).max(1000).optional(),
  }),
]);

export interface GatewayLine {
  lineId: string;
  name: string;
  domain: string;
  weight: number;
}

/** Lines read from a site_config list; entries of the wrong shape are skipped. */
function extraLines(
  raw: unknown,
): { name?: string | undefined; domain: string; weight?: number | undefined }[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const parsed = lineEntry.safeParse(entry);
    if (!parsed.success) return [];
    const line = typeof parsed.data === 'string' ? { domain: parsed.data } : parsed.data;
    return [{ ...line, domain: line.domain.replace(/\/+$/, '') }];
  });
}

/**
 * Gateway lines (spec §8 line errors, §9 domain rotation): the page's own origin (`''`) first, then
 * the extra lines of site_config.apiLines, without duplicates.
 */
export function gatewayLines(values: Map<string, unknown>): GatewayLine[] {
  const lines: GatewayLine[] = [{ lineId: 'default', name: '默认线路', domain: '', weight: 1 }];
  for (const line of extraLines(values.get('apiLines'))) {
    if (lines.some((l) => l.domain === line.domain)) continue;
    const n = lines.length;
    lines.push({
      lineId: `line-${n}`,
      name: line.name ?? `备用线路${n}`,
      domain: line.domain,
      weight: line.weight ?? 1,
    });
  }
  return lines;
}

/** Video domains (spec §7 "rotating video domains"): own origin first, then site_config.videoLines. */
export function videoDomains(values: Map<string, unknown>): string[] {
  return [...new Set(['', ...extraLines(values.get('videoLines')).map((l) => l.domain)])];
}

/** Sets one public flag of site_config_info (what an operator console would do; keys checked by the caller). */
export async function writeConfigInfo(db: Queryable, keyCode: string, value: string): Promise<void> {
  await db.query(
    `insert into site_config_info (key_code, value, updated_at) values ($1, $2, now())
     on conflict (key_code) do update set value = excluded.value, updated_at = now()`,
    [keyCode, value],
  );
}
