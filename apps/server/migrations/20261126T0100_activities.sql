-- Activities and promotions (spec §1, §7 "Activities"; docs/activities.md). Money moves only through
-- the rewards core (reward_grant + ledger); these tables hold each mechanic's own state.

create table activity (
  id text primary key,                 -- activityId / promotionId, e.g. 'sign-daily'
  kind text not null,                  -- sign, lottery, wheel, quiz, guess, envelope, first_deposit,
                                       -- continuous_deposit, invite, novice, back_flow, barrier, top_gift, promo
  title text not null,
  category text not null,              -- the promotion category of the catalogue
  image_url text not null default '',
  start_at timestamptz not null,
  end_at timestamptz not null,
  content text not null default '',    -- rules, plain text (rendered as text)
  config jsonb not null default '{}',  -- the mechanic's numbers (prize table, tiers, rates, caps)
  needs_review boolean not null default false,
  new_members_only boolean not null default false,
  min_level integer not null default 0,
  enabled boolean not null default true,
  sort integer not null default 0,
  check (end_at > start_at)
);

-- An application to a promotion (or an opt-in, for the first-deposit bonus); once per member.
create table activity_apply (
  id bigserial primary key,
  activity_id text not null references activity (id),
  member_id bigint not null references member (id) on delete cascade,
  status text not null check (status in ('pending', 'approved', 'rejected')),
  note text not null default '',
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  unique (activity_id, member_id)
);
create index activity_apply_status on activity_apply (status, created_at);

-- One row per sign-in (site day, UTC+8) with the streak it made.
create table activity_sign (
  activity_id text not null references activity (id),
  member_id bigint not null references member (id) on delete cascade,
  day date not null,
  streak integer not null,
  primary key (activity_id, member_id, day)
);

-- Every lottery draw and wheel spin, keyed by the member's idempotency key (a replay answers the same).
create table activity_draw (
  id bigserial primary key,
  activity_id text not null references activity (id),
  member_id bigint not null references member (id) on delete cascade,
  idem_key text not null,
  slot integer not null,
  prize_id text not null,
  amount bigint not null default 0,
  created_at timestamptz not null default now(),
  unique (activity_id, member_id, idem_key)
);
create index activity_draw_member on activity_draw (activity_id, member_id);

-- Red-envelope rounds: a fixed pool per round; `remaining` never goes below zero.
create table activity_envelope_round (
  activity_id text not null references activity (id),
  round_start timestamptz not null,
  pool bigint not null,
  remaining bigint not null check (remaining >= 0),
  primary key (activity_id, round_start)
);
create table activity_envelope_grab (
  id bigserial primary key,
  activity_id text not null,
  round_start timestamptz not null,
  member_id bigint not null references member (id) on delete cascade,
  idem_key text not null,
  amount bigint not null check (amount > 0),
  created_at timestamptz not null default now(),
  unique (activity_id, round_start, member_id, idem_key),
  foreign key (activity_id, round_start) references activity_envelope_round (activity_id, round_start)
);

-- Quiz answers and match guesses: one pick per member and match instance (its kick-off).
create table activity_guess (
  id bigserial primary key,
  activity_id text not null references activity (id),
  member_id bigint not null references member (id) on delete cascade,
  match_id text not null,
  kickoff_at bigint not null,          -- epoch ms of the match instance the pick is for
  pick integer not null,               -- 0 home win, 1 draw, 2 visit win
  status text not null default 'open' check (status in ('open', 'won', 'lost', 'void')),
  final_score text,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (activity_id, member_id, match_id, kickoff_at)
);
create index activity_guess_open on activity_guess (status) where status = 'open';

-- Top gift exchange: gifts bought with points; stock never goes below zero.
create table activity_gift (
  id text primary key,
  activity_id text not null references activity (id),
  name text not null,
  cost_points integer not null check (cost_points > 0),
  cash bigint not null default 0,      -- CNY fen credited as a bonus (0: goods)
  stock integer not null check (stock >= 0)
);
create table activity_exchange (
  id bigserial primary key,
  gift_id text not null references activity_gift (id),
  member_id bigint not null references member (id) on delete cascade,
  idem_key text not null,
  quantity integer not null,
  points integer not null,
  created_at timestamptz not null default now(),
  unique (member_id, idem_key)
);

-- Sponsor page entries per tab (spec §6/§9: setting 0–2 → none / zz / news).
create table activity_sponsor_entry (
  id text primary key,
  tab text not null check (tab in ('zz', 'news')),
  title text not null,
  image_url text not null default '',
  link_url text not null,
  sort integer not null default 0
);
