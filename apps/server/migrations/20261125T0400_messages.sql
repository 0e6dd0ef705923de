-- Private letters and notices (spec §7 "Messages", docs/messages.md).
-- A letter belongs to one member and carries its own read / sticky / deleted state.
create table message_letter (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  title text not null,
  content text not null,
  link text,                                   -- an in-app path such as /wallet/deposit/records
  read_at timestamptz,
  sticky boolean not null default false,
  deleted_at timestamptz,                      -- deleted stays deleted: rows are never revived
  created_at timestamptz not null default now()
);
create index message_letter_member on message_letter (member_id, sticky desc, id desc) where deleted_at is null;
create index message_letter_unread on message_letter (member_id) where deleted_at is null and read_at is null;

-- A notice is ONE row whatever its audience; a member's read / sticky / deleted state is a row of
-- message_notice_state created only when the member acts on the notice.
create table message_notice (
  id bigserial primary key,
  title text not null,
  content text not null,
  link text,
  min_vip_level smallint,                      -- null: every member; else members at this VIP level or above
  created_at timestamptz not null default now()
);
create index message_notice_newest on message_notice (id desc);

create table message_notice_state (
  member_id bigint not null references member(id) on delete cascade,
  notice_id bigint not null references message_notice(id) on delete cascade,
  read_at timestamptz,
  sticky boolean not null default false,
  deleted_at timestamptz,
  primary key (member_id, notice_id)
);
