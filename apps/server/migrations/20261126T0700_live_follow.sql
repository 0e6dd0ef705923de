-- Finished matches (赛果), follows (关注) and chat blocks and reports (docs/live.md, docs/chat.md).

-- A match occurrence that finished: written by the live scheduler when it moves an ended match a day on
-- (the live_match row is reused every day), so yesterday's results keep their final score and prices.
create table live_result (
  match_id text not null references live_match (id),
  start_at bigint not null,            -- epoch ms of that occurrence's start
  home_score integer not null,
  visit_score integer not null,
  closed_odds text not null default '[]', -- JSON [{ selectionId, name, odds }] of the main market at close
  primary key (match_id, start_at)
);
create index live_result_start_idx on live_result (start_at);

-- What a member follows: a match (target = match id) or a streamer (target = anchor id).
create table live_follow (
  member_id bigint not null references member (id),
  kind text not null check (kind in ('match', 'anchor')),
  target_id text not null,
  created_at bigint not null,
  primary key (member_id, kind, target_id)
);

-- A member who hides another member's chat lines (for the blocker only).
create table chat_block (
  member_id bigint not null references member (id),
  blocked_id bigint not null references member (id),
  created_at bigint not null,
  primary key (member_id, blocked_id)
);

-- A member's report of a chat line; an operator reads them (GET /admin/chat/reports).
create table chat_report (
  id bigserial primary key,
  reporter_id bigint not null references member (id),
  room_no text not null,
  message_id text not null,
  reported_id bigint,
  content text not null,
  reason text not null,
  created_at bigint not null
);
create index chat_report_created_idx on chat_report (created_at desc);
