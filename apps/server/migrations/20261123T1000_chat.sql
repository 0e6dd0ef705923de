-- Chat rooms (issue 7, docs/chat.md). A chat room exists for every live match and streamer room
-- (keyed by the match id or the room id, spec §3); chat_room only holds what an operator changed.
create table chat_room (
  room_no text primary key,
  open_status smallint not null default 1,   -- spec §4: open when not 0 and not -1
  announcement text not null default '',
  slow_mode_seconds smallint not null default 2, -- per-member: one message per this many seconds
  min_level smallint not null default 0      -- lowest viewer level that may send
);

-- Members who administer a room (spec §6 "chat room admin"); granted by an operator.
create table chat_room_admin (
  room_no text not null,
  member_id bigint not null references member (id),
  primary key (room_no, member_id)
);

-- Messages are plain text as sent (trimmed), never HTML; the client renders them as text.
create table chat_message (
  id bigserial primary key,
  room_no text not null,
  msg_type smallint not null,                -- packages/domain CHAT_MESSAGE_TYPE (1 text, 2 order)
  member_id bigint references member (id),   -- null for seeded demo lines
  username text not null,
  level smallint not null default 0,         -- viewer level shown with the line (spec §6)
  content text not null,
  client_msg_id text,                        -- the sender's id of the message: a resend is not stored twice
  sent_at bigint not null                    -- epoch ms
);
create index chat_message_room_idx on chat_message (room_no, id desc);
create unique index chat_message_client_idx on chat_message (member_id, client_msg_id)
  where client_msg_id is not null;

-- A member muted in one room until a time (operator or room admin, spec §6).
create table chat_mute (
  room_no text not null,
  member_id bigint not null references member (id),
  until_at bigint not null,                  -- epoch ms
  reason text not null default '',
  created_at bigint not null,
  primary key (room_no, member_id)
);
