-- Foundation: site configuration, operator switches and members.
-- Plain SQL that PGlite and PostgreSQL 15 both run.

create table site_config (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);

create table member (
  id bigserial primary key,
  name text not null,
  password_hash text not null,
  nickname text not null default '',
  status smallint not null default 1, -- spec §3: 0 inactive, 1 active, 2 disabled
  invite_code text,                    -- agent invitation code (i_code) captured at registration
  recommender_code text,               -- recommender code (r_code)
  created_at timestamptz not null default now()
);
create unique index member_name_lower on member (lower(name));

create table session (
  token text primary key,              -- random, server-side (brief: "tokens random and server-side")
  member_id bigint not null references member(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ended_reason text                    -- null while live; 'logout', 'elsewhere', 'blocked', 'password'
);
create index session_member on session (member_id);
