import { sport } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';

/*
 * Reads of the site content tables of migrations/20261123T0100_site.sql (spec §7 "Site/config").
 * Only enabled rows are answered; lists are ordered by `sort`, then id, so answers are stable.
 */

type Device = 'h5' | 'pc';

const ms = (d: Date | null): number | null => (d ? d.getTime() : null);

interface BannerRow {
  id: string;
  title: string;
  image_url: string;
  link_url: string;
  sort: number;
  start_at: Date | null;
  end_at: Date | null;
}

/**
 * Banners of a position. With a device (v2): rows for that device or 'all' whose window has not
 * ended, upcoming ones included so the client can schedule them. Without (v1): every device, only
 * those showing at `now`.
 */
export async function listBanners(db: Queryable, position: string, device: Device | null, now: Date) {
  const { rows } = await db.query<BannerRow>(
    `select id, title, image_url, link_url, sort, start_at, end_at from site_banner
      where enabled and position = $1 and (end_at is null or end_at > $2)
        and ($3::text is null or device in ('all', $3::text))
        and ($3::text is not null or start_at is null or start_at <= $2)
      order by sort, id`,
    [position, now, device],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    imageUrl: r.image_url,
    linkUrl: r.link_url,
    sort: r.sort,
    startAt: ms(r.start_at),
    endAt: ms(r.end_at),
  }));
}

/** Special notices (marquee), leaving out time-boxed ones whose end has passed (spec §3, §4). */
export async function listNotices(db: Queryable, now: Date) {
  const { rows } = await db.query<{
    id: string;
    content: string;
    category: number;
    timer_start: Date | null;
    timer_end: Date | null;
  }>(
    `select id, content, category, timer_start, timer_end from site_notice
      where enabled and (timer_end is null or timer_end > $1) order by sort, id`,
    [now],
  );
  return rows.map((r) => ({
    id: r.id,
    content: r.content,
    category: r.category,
    pmdTimerStart: ms(r.timer_start),
    pmdTimerEnd: ms(r.timer_end),
  }));
}

/** Home modules of a device, hidden ones included with `visible: false`. */
export async function listHomeModules(db: Queryable, device: Device) {
  const { rows } = await db.query<{ module: string; title: string; sort: number; visible: boolean }>(
    'select module, title, sort, visible from site_home_module where device = $1 order by sort, module',
    [device],
  );
  return rows;
}

/** Customer-service URL of a scene, or of the default scene when that one has none. */
export async function customerServiceUrl(db: Queryable, scene: string): Promise<string | null> {
  const { rows } = await db.query<{ url: string }>(
    `select url from site_customer_service where enabled and scene in ($1, 'default')
      order by (scene = $1) desc limit 1`,
    [scene],
  );
  return rows[0]?.url ?? null;
}

/** Pop-ups of a page showing at `now`. */
export async function listPopups(db: Queryable, page: string, now: Date) {
  const { rows } = await db.query<{
    id: string;
    title: string;
    content_html: string;
    image_url: string;
    link_url: string;
    frequency: 'once' | 'daily' | 'always';
  }>(
    `select id, title, content_html, image_url, link_url, frequency from site_popup
      where enabled and page = $1 and (start_at is null or start_at <= $2) and (end_at is null or end_at > $2)
      order by sort, id`,
    [page, now],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    contentHtml: r.content_html,
    imageUrl: r.image_url,
    linkUrl: r.link_url,
    frequency: r.frequency,
  }));
}

interface LinkRow {
  id: string;
  name: string;
  icon_url: string;
  link_url: string;
  sort: number;
}
const link = (r: LinkRow) => ({
  id: r.id,
  name: r.name,
  iconUrl: r.icon_url,
  linkUrl: r.link_url,
  sort: r.sort,
});

/** Navigation entries of a device (its own and 'all'). */
export async function listNavigation(db: Queryable, device: Device) {
  const { rows } = await db.query<LinkRow & { venue_codes: unknown }>(
    `select id, name, icon_url, link_url, sort, venue_codes from site_navigation
      where enabled and device in ('all', $1) order by sort, id`,
    [device],
  );
  return rows.map((r) => ({ ...link(r), venueCodes: stringList(r.venue_codes) }));
}

/** Floating icons, left and right. */
export async function listFloatingIcons(db: Queryable) {
  const { rows } = await db.query<LinkRow & { position: 'left' | 'right' }>(
    `select id, name, icon_url, link_url, sort, position from site_floating_icon
      where enabled order by position, sort, id`,
  );
  return rows.map((r) => ({ ...link(r), position: r.position }));
}

/** Enabled sponsor tabs in display order. */
export async function listSponsorTabs(db: Queryable) {
  const { rows } = await db.query<{ tab_key: 'zz' | 'news'; title: string }>(
    'select tab_key, title from site_sponsor_tab where enabled order by sort, id',
  );
  return rows.map((r) => ({ key: r.tab_key, title: r.title }));
}

/** Client resources of a device: 'all' rows, overridden by the device's own. */
export async function readClientResources(db: Queryable, device: Device): Promise<Map<string, string>> {
  const { rows } = await db.query<{ res_key: string; value: string }>(
    `select res_key, value from site_client_resource where device in ('all', $1)
      order by (device = 'all') desc, res_key`,
    [device],
  );
  return new Map(rows.map((r) => [r.res_key, r.value]));
}

/** Country / area select. */
export async function listCountryAreas(db: Queryable) {
  const { rows } = await db.query<{ code: string; name: string; dial_code: string }>(
    'select code, name, dial_code from site_country_area where enabled order by sort, code',
  );
  return rows.map((r) => ({ code: r.code, name: r.name, dialCode: r.dial_code }));
}

/** Sports venues with their sports; status 0 is usable (spec §4). */
export async function listSportsVenues(db: Queryable) {
  const { rows } = await db.query<{
    venue_code: string;
    name: string;
    logo_url: string;
    category: 'sports' | 'esports';
    status: number;
    maintain_message: string | null;
    sports: unknown;
    is_default: boolean;
  }>(
    `select venue_code, name, logo_url, category, status, maintain_message, sports, is_default
       from site_sports_venue where enabled order by sort, venue_code`,
  );
  return rows.map((r) => ({
    venueCode: r.venue_code,
    name: r.name,
    logoUrl: r.logo_url,
    category: r.category,
    status: r.status,
    maintainMessage: r.maintain_message,
    sports: stringList(r.sports).flatMap((s) => {
      const parsed = sport.safeParse(s);
      return parsed.success ? [parsed.data] : [];
    }),
    isDefault: r.is_default,
  }));
}

/** Help categories. */
export async function listHelpCategories(db: Queryable) {
  const { rows } = await db.query<{ id: string; name: string; sort: number }>(
    'select id, name, sort from site_help_category where enabled order by sort, id',
  );
  return rows;
}

/** Help articles of a category; null when the category is unknown or switched off. */
export async function listHelpArticles(db: Queryable, categoryId: string) {
  const { rows } = await db.query<{ id: string | null; title: string | null; content_html: string | null }>(
    `select a.id, a.title, a.content_html from site_help_category c
       left join site_help_article a on a.category_id = c.id and a.enabled
      where c.id = $1 and c.enabled order by a.sort, a.id`,
    [categoryId],
  );
  if (rows.length === 0) return null;
  return rows.flatMap((r) =>
    r.id === null ? [] : [{ id: r.id, title: r.title ?? '', contentHtml: r.content_html ?? '' }],
  );
}

/** One piece of generated artwork (site_media_art). */
export async function readMediaArt(db: Queryable, id: string) {
  const { rows } = await db.query<{
    kind: 'banner' | 'icon' | 'logo' | 'popup';
    label: string;
    caption: string;
    hue: number;
  }>('select kind, label, caption, hue from site_media_art where id = $1', [id]);
  return rows[0] ?? null;
}

/** The strings of a jsonb array column. */
function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
