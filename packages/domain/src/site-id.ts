import { SITE_ID_FALLBACK, SITE_ID_MAX_DIRECT } from './platform-constants.ts';

/** Site id as used for the site group configuration (spec §9 "site id above 5005 maps to 5000"). */
export function normalizeSiteId(siteId: number): number {
  return siteId > SITE_ID_MAX_DIRECT ? SITE_ID_FALLBACK : siteId;
}

/**
 * Site id → deploy site id (spec §9 "13 site-id to deploy-site-id mappings exist (5001 to 5256 and
 * others)"). Design: the real pairs are not in the spec, so these 13 stand in for them; the table is
 * injectable so a deployment overrides it from configuration. Unlisted sites deploy under their own id.
 */
export const DEPLOY_SITE_ID_TABLE: Readonly<Record<number, number>> = {
  5001: 5256,
  5002: 5201,
  5003: 5202,
  5004: 5203,
  5005: 5204,
  5010: 5210,
  5011: 5211,
  5012: 5212,
  5020: 5220,
  5021: 5221,
  5030: 5230,
  5031: 5231,
  5100: 5240,
};

/** Deploy site id for a site (spec §9), using `table` (default {@link DEPLOY_SITE_ID_TABLE}). */
export function deploySiteIdFor(
  siteId: number,
  table: Readonly<Record<number, number>> = DEPLOY_SITE_ID_TABLE,
): number {
  return table[siteId] ?? siteId;
}

/**
 * Line-error classification (spec §8 "code 1000022 (line abnormal, switching) or 1000023 (network
 * abnormal), chosen by an error counter against a stored threshold"). Design: below the threshold a
 * failure is a passing network fault ("network abnormal", the line is kept); once the consecutive
 * failures reach the threshold the line is judged broken and the client switches to the next one,
 * saying "line abnormal, switching". The names match `ErrorCode` in @arena/protocol; the web gateway
 * client decides with this function.
 */
export function classifyLineError(errorCount: number, threshold: number): 'lineAbnormal' | 'networkAbnormal' {
  return errorCount >= threshold ? 'lineAbnormal' : 'networkAbnormal';
}

/**
 * Domain rotation by error count (spec §9): the domain to use after `errorCount` failures, cycling
 * through the list; `null` when the list is empty. A non-finite count (e.g. a missing stored counter
 * read as `NaN`) counts as 0, so a non-empty list always yields a domain.
 */
export function rotateDomain(domains: readonly string[], errorCount: number): string | null {
  if (domains.length === 0) return null;
  const count = Number.isFinite(errorCount) ? Math.trunc(errorCount) : 0;
  const index = ((count % domains.length) + domains.length) % domains.length;
  return domains[index] ?? null;
}
