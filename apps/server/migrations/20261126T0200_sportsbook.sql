-- Sportsbook (docs/sportsbook.md): bets on the live engine's matches, the book's view of each match
-- (last score seen, suspension, trader price shift), operator suspensions and the stake limits.
-- Money never lives here: stakes and returns are ledger movements on the member's `venue:ybty`
-- sub-balance against 'house:games'; a bet keeps their amounts for the records.

create table sportsbook_bet (
  id bigserial primary key,
  bet_no text not null unique,
  member_id bigint not null references member (id),
  idempotency_key text not null,
  match_id text not null,
  match_start_at bigint not null,          -- the match's start when bet: a rolled-over match is another one
  match_label text not null,               -- '主队 vs 客队', as the member saw it
  league_name text not null,
  market_key text not null,                -- '1x2', 'ah:-3', 'ou:10', 'cs', 'ml' …
  market_name text not null,
  kind text not null check (kind in ('1x2', 'ml', 'ah', 'ou', 'cs')),
  line4 integer not null default 0,        -- handicap / total line in quarters
  pick text not null,
  selection_name text not null,
  odds_e2 integer not null check (odds_e2 >= 101),
  stake bigint not null check (stake > 0),
  in_play boolean not null,
  score_at_bet text,                       -- '1-0' when placed in play
  status text not null default 'pending' check (status in ('pending', 'settled')),
  outcome text check (outcome in ('won', 'lost', 'push', 'half_won', 'half_lost', 'void')),
  returned bigint,                          -- what settlement paid back, stake included
  final_score text,
  created_at timestamptz not null,
  settled_at timestamptz,
  unique (member_id, idempotency_key)
);
create index sportsbook_bet_open on sportsbook_bet (match_id) where status = 'pending';
create index sportsbook_bet_member on sportsbook_bet (member_id, created_at desc);
create index sportsbook_bet_market on sportsbook_bet (member_id, match_id, market_key);

-- The book's memory of each match: a score change suspends its markets until `suspended_until`.
create table sportsbook_match_state (
  match_id text primary key,
  start_at bigint not null,
  home_score integer,
  visit_score integer,
  suspended_until bigint not null default 0,
  shift_e2 integer not null default 0,     -- trader shift of the home side's strength, in hundredths
  abandoned_start bigint                   -- the start of a match instance the operator abandoned: closed
);

-- Operator suspensions of one market kind of a match ('1x2', 'ah', …), until lifted.
create table sportsbook_suspension (
  match_id text not null,
  kind text not null,
  primary key (match_id, kind)
);

-- Stake limits in fen (one row, 'default').
create table sportsbook_limit (
  id text primary key,
  min_stake bigint not null,
  max_stake bigint not null,               -- per bet
  max_payout bigint not null,              -- per bet, stake included
  max_market_stake bigint not null         -- per member, per market of a match
);
insert into sportsbook_limit (id, min_stake, max_stake, max_payout, max_market_stake)
values ('default', 1000, 5000000, 50000000, 10000000);
