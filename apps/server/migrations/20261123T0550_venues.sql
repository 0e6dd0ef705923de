-- Game venues (issues 6 and 8): every place a member can play, each with its own sub-balance in the
-- ledger. Sports venues are also listed in site_sports_venue for the live/sports entries; this table
-- is the money and lobby side. Status 0 is usable (spec §4); anything else is maintenance.
create table venue (
  code text primary key,               -- lower case: 'by', 'pg', 'ag', 'ybty' … (spec §2 lobby rule)
  name text not null,
  category text not null check (category in ('sports', 'live', 'egame', 'lottery', 'chess', 'fishing', 'esports')),
  status smallint not null default 0,  -- 0 usable; 1 maintenance
  maintain_message text,
  logo_url text not null default '',
  sort integer not null default 0,
  enabled boolean not null default true
);
