-- Games (issue 8): the catalogue of games per venue, member collections, launch tickets and the rounds
-- of the playable demo game. Money never lives here: stakes and wins are ledger movements on the
-- member's venue sub-balance (`venue:<code>` against 'house:games'); a round only keeps their amounts
-- for the records list.

-- A brand (studio / series) inside a venue: the lobby's tabs.
create table game_brand (
  code text primary key,                 -- globally unique, prefixed by the venue: 'by-classic'
  venue_code text not null references venue (code),
  name text not null,
  sort integer not null default 0
);
create index game_brand_venue on game_brand (venue_code, sort);

create table game (
  venue_code text not null references venue (code),
  game_code text not null,               -- unique within its venue (spec §2 lobby codes: 'ybegdz' …)
  name text not null,
  brand_code text not null references game_brand (code),
  hot_rank integer,                      -- 1 = hottest; null = not hot
  is_new boolean not null default false,
  demo_available boolean not null default true,
  hue integer not null default 0 check (hue between 0 and 359), -- thumbnail colour
  sort integer not null default 0,
  enabled boolean not null default true,
  primary key (venue_code, game_code)
);
create index game_venue_sort on game (venue_code, sort);
create index game_hot on game (hot_rank) where hot_rank is not null;

create table game_tag (
  venue_code text not null,
  game_code text not null,
  tag text not null,                     -- 'slot', 'dice', 'jackpot', 'classic' …
  primary key (venue_code, game_code, tag),
  foreign key (venue_code, game_code) references game (venue_code, game_code)
);

-- Venue channel entries (spec §3: channelCode, status, isDisplay); ZBYX is the anchor-game channel.
create table venue_channel (
  venue_code text not null references venue (code),
  channel_code text not null,
  name text not null,
  status smallint not null default 0,    -- 0 usable
  is_display boolean not null default true,
  sort integer not null default 0,
  primary key (venue_code, channel_code)
);

create table game_collection (
  member_id bigint not null references member (id),
  venue_code text not null,
  game_code text not null,
  created_at timestamptz not null default now(),
  primary key (member_id, venue_code, game_code),
  foreign key (venue_code, game_code) references game (venue_code, game_code)
);
create index game_collection_game on game_collection (venue_code, game_code);

-- One per launch: the credential of the game page and its JSON calls (never the member token).
create table game_launch (
  ticket text primary key,               -- 32 random bytes, base64url
  member_id bigint references member (id), -- null for a visitor's demo
  venue_code text not null references venue (code),
  game_code text not null,
  channel_code text,
  demo boolean not null,
  demo_balance bigint not null default 0, -- demo credits (fen); real money is in the ledger
  rollback_address text not null,
  auto_transfer boolean not null default false,
  reset_dp_domain boolean not null default false,
  use_cache boolean not null default false,
  moved_in bigint not null default 0,    -- what launch moved from main into the venue
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  left_at timestamptz                    -- set by "leave": the ticket is dead from then on
);
create index game_launch_member on game_launch (member_id, created_at);

create table game_round (
  round_no text primary key,             -- 'R' + time + random, shown in records
  member_id bigint not null references member (id),
  ticket text not null references game_launch (ticket),
  request_id text not null,              -- the page's key for this round: a repeat answers the same round
  venue_code text not null,
  game_code text not null,
  channel_code text,
  stake bigint not null check (stake > 0),
  payout bigint not null check (payout >= 0),
  detail text not null,                  -- e.g. '押大 · 掷出 5'
  created_at timestamptz not null default now(),
  unique (ticket, request_id)
);
create index game_round_member on game_round (member_id, created_at desc);
