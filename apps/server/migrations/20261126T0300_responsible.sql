-- Responsible play (docs/responsible-play.md): limits, the play session and reality check, time-outs
-- and self-exclusions, and the per-day play counters the net-loss limit counts against. All of it is
-- in the database so every server instance enforces the same limits.

-- One row per member and limit. `amount` is in force; a raise or removal waits in `pending_*` until
-- `pending_at` (the cooling-off). kind deposit/loss: fen per day/week/month; session: minutes.
create table responsible_limit (
  member_id bigint not null references member(id) on delete cascade,
  kind text not null check (kind in ('deposit', 'loss', 'session')),
  period text not null check (period in ('day', 'week', 'month', 'session')),
  amount bigint,
  pending_amount bigint,
  pending_at timestamptz,
  updated_at timestamptz not null,
  primary key (member_id, kind, period),
  check ((kind = 'session') = (period = 'session'))
);

-- The member's play state. Every stake, deposit order and transfer into a venue locks this row first
-- (SELECT … FOR UPDATE), so the checks against the limits serialise per member on every instance.
create table responsible_member (
  member_id bigint primary key references member(id) on delete cascade,
  reality_minutes integer check (reality_minutes between 15 and 120),
  session_started_at timestamptz,
  session_last_at timestamptz,
  session_stakes bigint not null default 0,
  session_wins bigint not null default 0,
  reality_ack_at timestamptz,
  updated_at timestamptz not null
);

-- Stakes and wins per member and site day (UTC+8), written in the transaction that moves the money.
create table responsible_play_day (
  member_id bigint not null references member(id) on delete cascade,
  day date not null,
  stakes bigint not null default 0,
  wins bigint not null default 0,
  primary key (member_id, day)
);

-- Time-outs and self-exclusions. Rows are never shortened or deleted: an operator may add one.
create table responsible_exclusion (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  kind text not null check (kind in ('timeout', 'self_exclusion')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  set_by text not null check (set_by in ('member', 'operator')),
  note text,
  created_at timestamptz not null,
  check (ends_at > starts_at)
);
create index responsible_exclusion_member on responsible_exclusion (member_id, ends_at desc);
