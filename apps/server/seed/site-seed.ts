import type { Queryable, SqlParam } from '../src/db/db.ts';
import {
  BANNERS,
  CONFIG_INFO,
  CUSTOMER_SERVICE,
  HOME_MODULES,
  LANGUAGES,
  MEDIA_ART,
  NOTICES,
  POPUPS,
  SITE_SWITCH_DEFAULTS,
  WHITE_MEMBERS,
} from '../src/modules/site/site-seed-data.ts';
import {
  CLIENT_RESOURCES,
  COUNTRY_AREAS,
  FLOATING_ICONS,
  HELP_ARTICLES,
  HELP_CATEGORIES,
  NAVIGATION,
  SPONSOR_TABS,
  SPORTS_VENUES,
} from '../src/modules/site/site-seed-catalog.ts';

/**
 * Inserts the rows of `rows` that `conflict` does not already find. Table and column names are
 * constants of this file, never input.
 */
async function insertMissing(
  tx: Queryable,
  table: string,
  columns: readonly string[],
  conflict: string,
  rows: readonly (readonly SqlParam[])[],
): Promise<void> {
  const marks = columns.map((_, i) => `$${i + 1}`).join(', ');
  const sql = `insert into ${table} (${columns.join(', ')}) values (${marks}) on conflict (${conflict}) do nothing`;
  for (const row of rows) await tx.query(sql, row);
}

/**
 * Site/config demo data (spec §7 "Site/config"; docs/decisions.md "Site/config data"). Idempotent:
 * inserts what is missing and never overwrites an operator's edit. Runs inside the seed transaction,
 * after the demo member exists.
 */
export async function seedSite(tx: Queryable): Promise<void> {
  await insertMissing(
    tx,
    'site_config',
    ['key', 'value'],
    'key',
    Object.entries(SITE_SWITCH_DEFAULTS).map(([key, value]) => [key, JSON.stringify(value)]),
  );
  await insertMissing(tx, 'site_config_info', ['key_code', 'value', 'description'], 'key_code', CONFIG_INFO);
  await insertMissing(tx, 'site_language', ['code', 'name', 'sort'], 'code', LANGUAGES);
  await insertMissing(tx, 'site_media_art', ['id', 'kind', 'label', 'caption', 'hue'], 'id', MEDIA_ART);
  await insertMissing(
    tx,
    'site_banner',
    ['id', 'position', 'device', 'title', 'image_url', 'link_url', 'sort', 'start_at', 'end_at'],
    'id',
    BANNERS,
  );
  await insertMissing(
    tx,
    'site_notice',
    ['id', 'content', 'category', 'timer_start', 'timer_end', 'sort'],
    'id',
    NOTICES,
  );
  await insertMissing(
    tx,
    'site_home_module',
    ['device', 'module', 'title', 'sort', 'visible'],
    'device, module',
    HOME_MODULES,
  );
  await insertMissing(tx, 'site_customer_service', ['scene', 'url'], 'scene', CUSTOMER_SERVICE);
  await insertMissing(
    tx,
    'site_popup',
    ['id', 'page', 'title', 'content_html', 'image_url', 'link_url', 'frequency', 'sort'],
    'id',
    POPUPS,
  );
  await insertMissing(
    tx,
    'site_navigation',
    ['id', 'device', 'name', 'icon_url', 'link_url', 'venue_codes', 'sort'],
    'id',
    NAVIGATION.map(([id, device, name, icon, link, codes, sort]) => [
      id,
      device,
      name,
      icon,
      link,
      JSON.stringify(codes),
      sort,
    ]),
  );
  await insertMissing(
    tx,
    'site_floating_icon',
    ['id', 'name', 'icon_url', 'link_url', 'position', 'sort'],
    'id',
    FLOATING_ICONS,
  );
  await insertMissing(tx, 'site_sponsor_tab', ['id', 'tab_key', 'title', 'sort'], 'id', SPONSOR_TABS);
  await insertMissing(
    tx,
    'site_client_resource',
    ['device', 'res_key', 'value'],
    'device, res_key',
    CLIENT_RESOURCES,
  );
  await insertMissing(tx, 'site_country_area', ['code', 'name', 'dial_code', 'sort'], 'code', COUNTRY_AREAS);
  await insertMissing(
    tx,
    'site_sports_venue',
    [
      'venue_code',
      'name',
      'logo_url',
      'category',
      'status',
      'maintain_message',
      'sports',
      'is_default',
      'sort',
    ],
    'venue_code',
    SPORTS_VENUES.map((v) => [...v.slice(0, 6), JSON.stringify(v[6]), v[7], v[8]]),
  );
  await insertMissing(tx, 'site_help_category', ['id', 'name', 'sort'], 'id', HELP_CATEGORIES);
  await insertMissing(
    tx,
    'site_help_article',
    ['id', 'category_id', 'title', 'content_html', 'sort'],
    'id',
    HELP_ARTICLES,
  );
  for (const [name, listType] of WHITE_MEMBERS) {
    await tx.query(
      `insert into site_white_member (member_id, list_type)
       select id, $2 from member where lower(name) = lower($1)
       on conflict (member_id, list_type) do nothing`,
      [name, listType],
    );
  }
}
