-- Site/config data (spec §7 "Site/config", "Time", "Tracking"; docs/decisions.md "Site/config data").
-- Plain SQL that PGlite and PostgreSQL 15 both run. Seeded rows carry readable text ids so the seed can
-- insert what is missing without duplicating; operators switch rows off with `enabled` rather than
-- deleting them (a deleted seeded row comes back on the next start).

-- Public key/value flags answered by configInfo v1/v2 (spec §3 "Site config flags"). Kept apart from
-- site_config, which also holds server-side switches that must never reach a client.
create table site_config_info (
  key_code text primary key,
  value text not null,                 -- a string; structured flags are JSON text
  description text not null default '',
  updated_at timestamptz not null default now()
);

-- Languages the client knows; which are on comes from site_config.languages.enabled (spec §1).
create table site_language (
  code text primary key check (code in ('zh-CN', 'en')),
  name text not null,
  sort integer not null default 0
);

-- Virtual-currency and language whitelists (spec §6).
create table site_white_member (
  member_id bigint not null references member(id) on delete cascade,
  list_type text not null check (list_type in ('virtualCurrency', 'language')),
  created_at timestamptz not null default now(),
  primary key (member_id, list_type)
);

-- Artwork the gateway draws as SVG at /media/site/<id>.svg (banners, icons, logos, pop-up images).
create table site_media_art (
  id text primary key,
  kind text not null check (kind in ('banner', 'icon', 'logo', 'popup')),
  label text not null,
  caption text not null default '',
  hue integer not null default 0 check (hue between 0 and 359)
);

create table site_banner (
  id text primary key,
  position text not null check (position in ('home', 'activity', 'live', 'game')),
  device text not null default 'all' check (device in ('all', 'h5', 'pc')),
  title text not null,
  image_url text not null,
  link_url text not null default '',
  sort integer not null default 0,
  start_at timestamptz,                -- null: no lower bound
  end_at timestamptz,                  -- null: no upper bound
  enabled boolean not null default true
);
create index site_banner_position on site_banner (position, sort);

-- Special notices, shown as the marquee (spec §3 marquee item; category 1 is time-boxed, §4).
create table site_notice (
  id text primary key,
  content text not null,
  category smallint not null default 0 check (category between 0 and 9),
  timer_start timestamptz,
  timer_end timestamptz,
  sort integer not null default 0,
  enabled boolean not null default true
);

-- Home page modules per device (homeconfig queryConfig).
create table site_home_module (
  device text not null check (device in ('h5', 'pc')),
  module text not null,
  title text not null,
  sort integer not null default 0,
  visible boolean not null default true,
  primary key (device, module)
);

create table site_customer_service (
  scene text primary key check (scene in ('default', 'login', 'deposit', 'withdraw')),
  url text not null,
  enabled boolean not null default true
);

create table site_popup (
  id text primary key,
  page text not null check (page in ('home', 'live', 'activity', 'wallet')),
  title text not null,
  content_html text not null default '',
  image_url text not null default '',
  link_url text not null default '',
  frequency text not null default 'once' check (frequency in ('once', 'daily', 'always')),
  sort integer not null default 0,
  start_at timestamptz,
  end_at timestamptz,
  enabled boolean not null default true
);

create table site_navigation (
  id text primary key,
  device text not null default 'all' check (device in ('all', 'h5', 'pc')),
  name text not null,
  icon_url text not null default '',
  link_url text not null,
  venue_codes jsonb not null default '[]',
  sort integer not null default 0,
  enabled boolean not null default true
);

create table site_floating_icon (
  id text primary key,
  name text not null,
  icon_url text not null default '',
  link_url text not null,
  position text not null check (position in ('left', 'right')),
  sort integer not null default 0,
  enabled boolean not null default true
);

-- Sponsor tabs; site_config.sponsorSetting 0..2 picks none, zz or news (spec §6).
create table site_sponsor_tab (
  id text primary key,
  tab_key text not null check (tab_key in ('zz', 'news')),
  title text not null,
  sort integer not null default 0,
  enabled boolean not null default true
);

-- Client resource manager: named assets per device; 'all' rows apply unless a device row overrides.
create table site_client_resource (
  device text not null check (device in ('all', 'h5', 'pc')),
  res_key text not null,
  value text not null,
  primary key (device, res_key)
);

create table site_country_area (
  code text primary key,
  name text not null,
  dial_code text not null,
  sort integer not null default 0,
  enabled boolean not null default true
);

-- Short links, served by GET /s/<code>. url_hash (sha-256 hex) keeps the unique index small.
create table site_short_url (
  code text primary key,
  url text not null,
  url_hash text not null unique,
  member_id bigint references member(id) on delete set null,
  hits integer not null default 0,
  created_at timestamptz not null default now()
);

-- Sports venues; status 0 is usable (spec §4).
create table site_sports_venue (
  venue_code text primary key,
  name text not null,
  logo_url text not null default '',
  category text not null default 'sports' check (category in ('sports', 'esports')),
  status smallint not null default 0,
  maintain_message text,
  sports jsonb not null default '[]',
  is_default boolean not null default false,
  sort integer not null default 0,
  enabled boolean not null default true
);

create table site_help_category (
  id text primary key,
  name text not null,
  sort integer not null default 0,
  enabled boolean not null default true
);

create table site_help_article (
  id text primary key,
  category_id text not null references site_help_category(id) on delete cascade,
  title text not null,
  content_html text not null,
  sort integer not null default 0,
  enabled boolean not null default true
);
create index site_help_article_category on site_help_article (category_id, sort);

-- Click events (spec §7 "Tracking").
create table click_event (
  id bigserial primary key,
  event text not null,
  page text not null,
  target text,
  client_ts bigint not null,           -- epoch ms the client reported
  member_id bigint references member(id) on delete set null,
  device_id text,
  client_type text,
  received_at timestamptz not null default now()
);
create index click_event_event_time on click_event (event, received_at);
