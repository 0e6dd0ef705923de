-- The "watch a live room" points task (docs/rewards.md "Points"): watching time is counted on the
-- server from the member's authenticated room sockets, never from a client timer.
alter table points_task drop constraint points_task_kind_check;
alter table points_task add constraint points_task_kind_check
  check (kind in ('daily_login', 'first_deposit', 'rounds', 'chat_message', 'live_watch'));

-- target is in minutes of watching on the site day.
insert into points_task (kind, title, points, target, sort) values
  ('live_watch', '观看直播 10 分钟', 20, 10, 5)
on conflict (kind) do nothing;

-- One row per member: the site day's watching time and the end of the stretch counted so far. Every
-- instance writes here (a socket joining, each heartbeat it answers, leaving), so time watched on
-- several sockets or instances at once is counted once: each report adds only the time since the
-- last one, from whichever socket it came.
create table live_watch (
  member_id bigint primary key references member (id) on delete cascade,
  day date not null,                   -- site day (UTC+8) watched_ms belongs to
  watched_ms bigint not null default 0 check (watched_ms >= 0),
  seen_at_ms bigint                    -- epoch ms of the last report; null once the member left
);

-- My activity records page through a member's grants newest first by id (keyset).
create index reward_grant_member_id on reward_grant (member_id, id desc);
