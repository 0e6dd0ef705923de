-- Live matches and streamer rooms (issue 7, docs/live.md). Leagues and teams are seeded; matches run
-- on a daily cycle that the live scheduler keeps moving (scores, odds, rescheduling ended matches).
create table live_league (
  id text primary key,                 -- leagueId / tid (spec §3)
  sport text not null check (sport in ('football', 'basketball', 'esports')),
  name text not null,
  sort integer not null default 0
);

create table live_team (
  id text primary key,
  league_id text not null references live_league (id),
  name text not null,
  short_name text not null,            -- drawn on the generated logo
  hue integer not null                 -- logo colour
);

create table live_match (
  id text primary key,                 -- matchId (the eid, spec §3)
  league_id text not null references live_league (id),
  home_team_id text not null references live_team (id),
  visit_team_id text not null references live_team (id),
  venue_name text not null,            -- already mapped: YB, IM (spec §3)
  start_at bigint not null,            -- epoch ms; the scheduler moves it a day on after the match ended
  duration_min integer not null,
  home_score integer,                  -- null until the match starts
  visit_score integer,
  popularity integer not null default 0,
  updated_at bigint not null default 0 -- epoch ms of the last score or odds change
);
create index live_match_start_idx on live_match (start_at);

create table live_market (
  market_id text primary key,
  match_id text not null references live_match (id),
  name text not null,
  status text not null default 'open' check (status in ('open', 'suspended', 'closed')),
  selections text not null,            -- JSON [{ selectionId, name, odds }] with odds as decimal strings
  sort integer not null default 0
);
create index live_market_match_idx on live_market (match_id);

create table live_anchor (
  id text primary key,                 -- anchorId
  nick_name text not null,
  hue integer not null,
  followers integer not null default 0
);

-- A streamer room: a pure match commentary (bound to a match) or a cast live (own theme, no match).
create table live_room (
  id text primary key,                 -- anchorRoomId (the theme id of a cast live)
  anchor_id text not null references live_anchor (id),
  match_id text references live_match (id),
  anchor_type text not null check (anchor_type in ('pureMatch', 'castLive')),
  status smallint not null default 0,  -- streamer status (packages/domain streamer-status.ts): 0..4
  title text not null,
  description text not null default '',
  sort integer not null default 0
);
create unique index live_room_match_idx on live_room (match_id) where match_id is not null;
