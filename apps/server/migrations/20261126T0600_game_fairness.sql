-- Provably fair rounds (docs/games.md "Fairness"): each member plays on a seed pair whose server seed
-- is committed by its SHA-256 hash before any round uses it and revealed when the pair is rotated.

create table game_seed (
  id bigserial primary key,
  member_id bigint not null references member (id),
  server_seed text not null,             -- secret while active; public once rotated_at is set
  server_seed_hash text not null,        -- SHA-256 hex of server_seed, shown in advance
  client_seed text not null,             -- chosen by the member (or generated)
  nonce integer not null default 0,      -- the nonce of the next round on this pair
  created_at timestamptz not null default now(),
  rotated_at timestamptz                 -- null while active
);
-- One active pair per member: concurrent first rounds on several instances create one.
create unique index game_seed_active on game_seed (member_id) where rotated_at is null;
create index game_seed_by_hash on game_seed (server_seed_hash);

-- The fairness data of a round: engine, the seed pair and nonce it was derived from, and what was bet
-- and came out (JSON), so a repeated request answers the same round and records can link to verification.
alter table game_round add column engine text;
alter table game_round add column seed_id bigint references game_seed (id);
alter table game_round add column nonce integer;
alter table game_round add column outcome jsonb;
