-- Sportsbook parlays (docs/sportsbook.md "Parlays"): one stake on 2–8 legs from different matches,
-- settled leg by leg. Money is ledger movements on `venue:ybty` as for singles; the rows keep amounts
-- for the records. A per-member limit on one match across its markets joins the stake limits.

create table sportsbook_parlay (
  id bigserial primary key,
  bet_no text not null unique,
  member_id bigint not null references member (id),
  idempotency_key text not null,
  odds_e2 bigint not null,                 -- the product of the legs' odds in hundredths, floored
  stake bigint not null check (stake > 0),
  status text not null default 'pending' check (status in ('pending', 'settled')),
  outcome text check (outcome in ('won', 'lost', 'push', 'half_won', 'half_lost', 'void')),
  returned bigint,
  created_at timestamptz not null,
  settled_at timestamptz,
  unique (member_id, idempotency_key)
);
create index sportsbook_parlay_member on sportsbook_parlay (member_id, created_at desc);

create table sportsbook_parlay_leg (
  parlay_id bigint not null references sportsbook_parlay (id),
  leg_no integer not null,
  member_id bigint not null,
  match_id text not null,
  match_start_at bigint not null,
  match_label text not null,
  league_name text not null,
  market_key text not null,
  market_name text not null,
  kind text not null check (kind in ('1x2', 'ml', 'ah', 'ou', 'cs')),
  line4 integer not null default 0,
  pick text not null,
  selection_name text not null,
  odds_e2 integer not null check (odds_e2 >= 101),
  in_play boolean not null,
  score_at_bet text,
  outcome text check (outcome in ('won', 'lost', 'push', 'half_won', 'half_lost', 'void')),
  final_score text,
  primary key (parlay_id, leg_no),
  unique (parlay_id, match_id)
);
create index sportsbook_parlay_leg_open on sportsbook_parlay_leg (match_id) where outcome is null;
create index sportsbook_parlay_leg_member on sportsbook_parlay_leg (member_id, match_id);

-- Per member, on one match across all its markets (singles and parlay legs), in fen.
alter table sportsbook_limit add column max_match_stake bigint not null default 20000000;
