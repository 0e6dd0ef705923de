import type { Queryable } from '../../db/db.ts';
import { gatewayLines, readSwitches, videoDomains } from './site-config-repository.ts';

/**
 * The origins of the configured API lines (site_config.apiLines): the only other origins whose pages
 * may call this gateway (CORS, spec §7 "line configuration"). Every line serves the same app, so a
 * page on one line may rotate to another.
 */
export async function allowedLineOrigins(db: Queryable): Promise<string[]> {
  return gatewayLines(await readSwitches(db, ['apiLines']))
    .map((line) => line.domain)
    .filter((domain) => domain !== '');
}

/**
 * Every other origin a page of this site may load data or media from (its Content-Security-Policy):
 * the API lines, the video lines and the news domain of site_config (spec §7: newsoccer calls and
 * their images go to the news domain outside development).
 */
export async function pageLineOrigins(db: Queryable): Promise<string[]> {
  const values = await readSwitches(db, ['apiLines', 'videoLines', 'newsDomain']);
  const news = values.get('newsDomain');
  return [
    ...gatewayLines(values).map((line) => line.domain),
    ...videoDomains(values),
    ...(typeof news === 'string' ? [news] : []),
  ].filter((domain) => domain !== '');
}
