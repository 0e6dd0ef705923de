-- Rewards and VIP (docs/rewards.md). Money never lives here: every payment is a ledger movement from
-- 'house:bonus' to the member's main wallet; these tables hold levels, turnover, claims and their keys.

-- VIP levels VIP0–VIP10: reached when BOTH cumulative settled deposits and valid turnover reach the
-- level's thresholds (minor units, fen). Operator-editable.
create table vip_level (
  level smallint primary key check (level between 0 and 99),
  name text not null,
  deposit_required bigint not null check (deposit_required >= 0),
  turnover_required bigint not null check (turnover_required >= 0),
  upgrade_gift bigint not null default 0 check (upgrade_gift >= 0),
  birthday_gift bigint not null default 0 check (birthday_gift >= 0),
  month_dividend bigint not null default 0 check (month_dividend >= 0),
  week_dividend bigint not null default 0 check (week_dividend >= 0),
  -- period turnover (fen) a member must have played in the month / week to get the dividend
  month_turnover_required bigint not null default 0,
  week_turnover_required bigint not null default 0,
  withdraw_times_per_day integer not null default 5,
  privileges text not null default ''
);

-- Rebate rate per level and venue category, in basis points of the stake (80 = 0.80 %).
create table rebate_rate (
  level smallint not null references vip_level (level) on delete cascade,
  category text not null,              -- venue.category: 'egame', 'live', 'sports' …
  rate_bp integer not null check (rate_bp between 0 and 10000),
  primary key (level, category)
);

-- One row per member who ever settled a stake or deposit or was tagged: the running totals the level
-- is computed from, the tags of spec §6, the birthday and the points balance.
create table member_reward (
  member_id bigint primary key references member (id) on delete cascade,
  level smallint not null default 0,
  deposit_total bigint not null default 0,
  turnover_total bigint not null default 0,
  -- the turnover_total a member must reach before withdrawing: the stacked requirements of grants
  turnover_needed bigint not null default 0,
  black_tag boolean not null default false,
  no_level_tag boolean not null default false,
  birthday date,
  points bigint not null default 0 check (points >= 0),
  updated_at timestamptz not null default now()
);

-- Valid turnover: one row per settled stake, keyed by its round / bet reference so a replayed
-- settlement counts once. level and rebate_e4 are what the stake earned when it settled.
create table turnover_entry (
  ref_no text primary key,
  member_id bigint not null references member (id) on delete cascade,
  venue_code text not null,
  game_type text not null,
  stake bigint not null check (stake > 0),
  level smallint not null,
  rebate_e4 bigint not null default 0,   -- rebate earned, in 1/10000 fen (stake × rate_bp)
  created_at timestamptz not null default now()
);
create index turnover_entry_member_time on turnover_entry (member_id, created_at);

-- Unclaimed rebate per member and venue, in 1/10000 fen so small stakes are not rounded away.
create table rebate_accrual (
  member_id bigint not null references member (id) on delete cascade,
  venue_code text not null,
  game_type text not null,
  turnover bigint not null default 0,
  rebate_e4 bigint not null default 0,
  primary key (member_id, venue_code)
);

-- Claimable rewards prepared ahead of the claim (upgrade gifts when a level is reached, dividends
-- when the period job runs). One per member, source and period.
create table reward_offer (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  source text not null,                -- 'upgrade', 'month', 'week'
  period text not null,                -- 'L3', '2026-11', '2026-W48'
  title text not null,
  amount bigint not null check (amount > 0),
  turnover_multiple integer not null default 1,
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  unique (member_id, source, period)
);

-- Every payment: the unique (member, source, period) is what makes a claim pay once however often
-- or concurrently it is asked. turnover_base + turnover_required is the member's turnover_total the
-- grant is played through at.
create table reward_grant (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  source text not null,                -- 'upgrade', 'birthday', 'month', 'week', 'rebate', 'coupon'
  period text not null,
  title text not null,
  amount bigint not null check (amount > 0),
  turnover_required bigint not null default 0,
  turnover_base bigint not null default 0,
  ledger_tx_id text,
  created_at timestamptz not null default now(),
  unique (member_id, source, period)
);
create index reward_grant_member_time on reward_grant (member_id, created_at desc);

create table coupon (
  code text primary key,               -- stored upper case
  title text not null,
  amount bigint not null check (amount > 0),
  turnover_multiple integer not null default 1,
  max_uses integer not null check (max_uses > 0),
  used_count integer not null default 0,
  valid_from timestamptz,
  valid_to timestamptz,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  check (used_count <= max_uses)
);

-- Points (积分): tasks driven by events, progress per site day, claimed into member_reward.points.
create table points_config (
  id smallint primary key default 1 check (id = 1),
  enabled boolean not null default true,
  exchange_rate text not null default '0.01',   -- 元 per point, shown to members
  rules text not null default ''
);
create table points_task (
  id bigserial primary key,
  kind text not null unique check (kind in ('daily_login', 'first_deposit', 'rounds', 'chat_message')),
  title text not null,
  points integer not null check (points > 0),
  target integer not null default 1 check (target > 0),
  enabled boolean not null default true,
  sort integer not null default 0
);
create table points_progress (
  member_id bigint not null references member (id) on delete cascade,
  task_id bigint not null references points_task (id) on delete cascade,
  day date not null,                   -- site day (UTC+8)
  progress integer not null default 0,
  claimed_at timestamptz,
  primary key (member_id, task_id, day)
);

-- Material submissions for a benefit review; files kept as bytes after an image/PDF check.
create table material_submission (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  purpose text not null check (purpose in ('bonus', 'identity', 'withdraw')),
  remark text not null default '',
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  review_note text not null default '',
  created_at timestamptz not null default now(),
  reviewed_at timestamptz
);
create index material_submission_member on material_submission (member_id, created_at desc);
create table material_file (
  submission_id bigint not null references material_submission (id) on delete cascade,
  idx smallint not null,
  mime text not null,
  bytes bytea not null,
  primary key (submission_id, idx)
);

-- Default levels, rebate rates, points tasks (operators edit them at /admin).
insert into vip_level (level, name, deposit_required, turnover_required, upgrade_gift, birthday_gift,
  month_dividend, week_dividend, month_turnover_required, week_turnover_required, withdraw_times_per_day, privileges) values
  (0, 'VIP0', 0, 0, 0, 0, 0, 0, 0, 0, 3, '基础返水'),
  (1, 'VIP1', 10000, 2000, 800, 1800, 1000, 300, 10000, 2000, 5, '晋级礼金、生日礼金、周俸禄、月俸禄'),
  (2, 'VIP2', 50000, 50000, 1800, 3800, 2800, 800, 50000, 10000, 5, '晋级礼金、生日礼金、周俸禄、月俸禄'),
  (3, 'VIP3', 200000, 300000, 5800, 8800, 5800, 1800, 200000, 50000, 8, '晋级礼金、生日礼金、周俸禄、月俸禄'),
  (4, 'VIP4', 500000, 1000000, 12800, 18800, 12800, 3800, 500000, 100000, 8, '晋级礼金、生日礼金、周俸禄、月俸禄'),
  (5, 'VIP5', 1000000, 3000000, 28800, 38800, 28800, 8800, 1000000, 300000, 10, '高级聊天身份、专属客服'),
  (6, 'VIP6', 3000000, 8000000, 58800, 58800, 58800, 18800, 3000000, 800000, 10, '高级聊天身份、专属客服'),
  (7, 'VIP7', 8000000, 20000000, 128800, 88800, 128800, 38800, 8000000, 2000000, 15, '高级聊天身份、专属客服'),
  (8, 'VIP8', 20000000, 50000000, 288800, 128800, 288800, 88800, 20000000, 5000000, 15, '高级聊天身份、专属客服、专属活动'),
  (9, 'VIP9', 50000000, 120000000, 588800, 188800, 588800, 188800, 50000000, 12000000, 20, '高级聊天身份、专属客服、专属活动'),
  (10, 'VIP10', 100000000, 300000000, 1288800, 288800, 1288800, 388800, 100000000, 30000000, 30, '全部特权');

insert into rebate_rate (level, category, rate_bp)
select l.level, c.category,
       case c.category when 'sports' then 40 when 'live' then 50 else 60 end + l.level * 10
from vip_level l
cross join (values ('sports'), ('live'), ('egame'), ('lottery'), ('chess'), ('fishing'), ('esports')) as c(category);

insert into points_config (id, enabled, exchange_rate, rules) values
  (1, true, '0.01', '完成任务即可领取积分；任务进度按北京时间每日零点重置。');
insert into points_task (kind, title, points, target, sort) values
  ('daily_login', '每日登录', 10, 1, 1),
  ('first_deposit', '当日首次存款', 50, 1, 2),
  ('rounds', '完成 10 局游戏', 30, 10, 3),
  ('chat_message', '在聊天室发言', 5, 1, 4);
