-- Gifts and gold coins (issue 7, docs/gifts.md). Gold coins live in the ledger (wallet 'gold', currency
-- GOLD); these tables hold the gift catalogue, one row per gift sent (for the room rankings) and the
-- operator's gift block list used by the permission check (spec §6).
-- Plain SQL that PGlite and PostgreSQL 15 both run.

create table gift (
  gift_id integer primary key,          -- giftId (spec §3)
  gift_type smallint not null default 0, -- 0 normal, 1 big (a full-screen animation)
  status smallint not null default 1 check (status in (0, 1, 2)), -- spec §3: 0 inactive, 1 active, 2 disabled
  gift_code text not null unique,        -- giftCode (the old id); names the icon and SVGA files
  price integer not null check (price > 0), -- in gold coins
  name text not null,
  sort integer not null default 0
);

-- One row per gift sent; written in the same transaction as its ledger movement.
create table gift_send (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  room_id text not null references live_room(id), -- anchorRoomId
  gift_id integer not null references gift(gift_id),
  count integer not null check (count > 0),
  gold bigint not null check (gold > 0),  -- price × count at the time of sending
  sent_at bigint not null,                -- epoch ms
  ledger_tx_id bigint not null references ledger_tx(id)
);
create index gift_send_room_time on gift_send (room_id, sent_at);
create index gift_send_member on gift_send (member_id, sent_at);

-- Members an operator barred from buying gold coins and gifting (spec §6 permission check).
create table gift_block (
  member_id bigint primary key references member(id) on delete cascade,
  reason text not null default '',
  blocked_at timestamptz not null default now()
);
