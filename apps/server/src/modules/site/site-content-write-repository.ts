import type { Queryable } from '../../db/db.ts';

/*
 * Operator writes to the site content tables of migrations/20261123T0100_site.sql: what an operator
 * console does to pop-ups, floating icons and home modules. Reads stay in site-content-repository.ts.
 */

/** A pop-up row as the operator sets it (site_popup). */
export interface PopupWrite {
  id: string;
  page: 'home' | 'live' | 'activity' | 'wallet';
  title: string;
  contentHtml: string;
  imageUrl: string;
  linkUrl: string;
  frequency: 'once' | 'daily' | 'always';
  sort: number;
  enabled: boolean;
}

/** Creates or replaces one pop-up; its display window is cleared (always showing while enabled). */
export async function upsertPopup(db: Queryable, p: PopupWrite): Promise<void> {
  await db.query(
    `insert into site_popup (id, page, title, content_html, image_url, link_url, frequency, sort, enabled)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (id) do update set page = excluded.page, title = excluded.title,
       content_html = excluded.content_html, image_url = excluded.image_url, link_url = excluded.link_url,
       frequency = excluded.frequency, sort = excluded.sort, enabled = excluded.enabled,
       start_at = null, end_at = null`,
    [p.id, p.page, p.title, p.contentHtml, p.imageUrl, p.linkUrl, p.frequency, p.sort, p.enabled],
  );
}

/** Switches the listed pop-ups (every pop-up when `ids` is null) on or off; the number changed. */
export async function setPopupsEnabled(
  db: Queryable,
  ids: string[] | null,
  enabled: boolean,
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `update site_popup set enabled = $1 where ($2::text[] is null or id = any($2::text[])) returning id`,
    [enabled, ids],
  );
  return rows.length;
}

/** A floating icon as the operator sets it (site_floating_icon). */
export interface FloatingIconWrite {
  id: string;
  name: string;
  iconUrl: string;
  linkUrl: string;
  position: 'left' | 'right';
  sort: number;
  enabled: boolean;
}

/** Creates or replaces one floating icon. */
export async function upsertFloatingIcon(db: Queryable, f: FloatingIconWrite): Promise<void> {
  await db.query(
    `insert into site_floating_icon (id, name, icon_url, link_url, position, sort, enabled)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (id) do update set name = excluded.name, icon_url = excluded.icon_url,
       link_url = excluded.link_url, position = excluded.position, sort = excluded.sort,
       enabled = excluded.enabled`,
    [f.id, f.name, f.iconUrl, f.linkUrl, f.position, f.sort, f.enabled],
  );
}

/** Sets one home module's title, order and visibility for a device (site_home_module). */
export async function upsertHomeModule(
  db: Queryable,
  m: { device: 'h5' | 'pc'; module: string; title: string; sort: number; visible: boolean },
): Promise<void> {
  await db.query(
    `insert into site_home_module (device, module, title, sort, visible) values ($1, $2, $3, $4, $5)
     on conflict (device, module) do update set title = excluded.title, sort = excluded.sort,
       visible = excluded.visible`,
    [m.device, m.module, m.title, m.sort, m.visible],
  );
}
