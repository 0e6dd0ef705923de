-- Shared crash rounds (docs/games.md "Crash rounds"). One row per round, shared by every instance: the
-- multiplier at time t is a pure function of start_at, so each instance drives its own sockets from this
-- row. The round's server seed is committed by its hash at creation and revealed once bust_at has passed;
-- the crash point and bust time are stored up front but never answered before the bust.

create table crash_round (
  round_no bigint primary key,           -- consecutive; the next round is inserted "on conflict do nothing"
  server_seed text not null,             -- secret until bust_at
  server_seed_hash text not null,        -- SHA-256 hex of server_seed, shown while bets are open
  point integer not null check (point >= 100), -- crash point in hundredths (100 = 1.00×)
  start_at timestamptz not null,         -- bets close and the multiplier starts at 1.00×
  bust_at timestamptz not null,          -- start_at + the delay at which the multiplier shows point
  created_at timestamptz not null default now()
);
create index crash_round_bust on crash_round (bust_at desc);

-- One bet per launch ticket and round. The stake leaves the venue sub-balance when the bet is placed;
-- a cash-out (manual, or the auto target when reached) pays stake × multiplier back; at the bust the
-- open bets are lost. Settled bets also get their game_round row for the records.
create table crash_bet (
  id bigserial primary key,
  round_no bigint not null references crash_round (round_no),
  ticket text not null references game_launch (ticket),
  request_id text not null,              -- the page's key for the bet: a repeat answers the same bet
  member_id bigint references member (id), -- null for a visitor's demo bet
  venue_code text not null,
  game_code text not null,
  demo boolean not null,
  stake bigint not null check (stake > 0),
  auto_target integer,                   -- hundredths, null = manual only
  status text not null default 'open' check (status in ('open', 'cashed', 'lost')),
  cashout integer,                       -- the multiplier it was paid at (hundredths)
  payout bigint not null default 0 check (payout >= 0),
  created_at timestamptz not null,
  settled_at timestamptz,
  unique (round_no, ticket),
  unique (ticket, request_id)
);
create index crash_bet_open on crash_bet (round_no) where status = 'open';
