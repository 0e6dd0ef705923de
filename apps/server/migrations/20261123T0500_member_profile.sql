-- Member profile and security (issue 5, docs/member-profile.md): withdraw password, address, avatars,
-- modification reviews, dormancy and signed logins. Plain SQL that PGlite and PostgreSQL 15 both run.

alter table member add column withdraw_password_hash text;            -- scrypt, null while not set
alter table member add column withdraw_fail_count integer not null default 0;
alter table member add column withdraw_fail_since timestamptz;        -- start of the 1-hour try window
alter table member add column withdraw_locked_until timestamptz;
alter table member add column address jsonb;                          -- delivery address, null: none
alter table member add column avatar_id text;                         -- 'stock-N' or a member_avatar id
alter table member add column dormant_since timestamptz;              -- set with status 0 (dormant)
alter table member add column activated_at timestamptz;               -- last dormant activation

-- Uploaded avatars, bytes in the database; served by GET /media/avatar/<id>.
create table member_avatar (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea not null,
  created_at timestamptz not null
);
create index member_avatar_member on member_avatar (member_id, id);

-- Tickets of a confirmed withdraw password: 5 minutes, single use.
create table withdraw_password_ticket (
  ticket text primary key,
  member_id bigint not null references member(id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Real-name and phone modification reviews; an operator approves or rejects a pending one.
create table member_review (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  kind text not null check (kind in ('name', 'phone')),
  status text not null check (status in ('pending', 'approved', 'rejected')),
  old_value text,
  new_value text not null,
  area_code text,
  reason text not null default '',
  remark text not null default '',
  created_at timestamptz not null,
  decided_at timestamptz
);
create unique index member_review_one_pending on member_review (member_id, kind) where status = 'pending';
create index member_review_status on member_review (status, created_at);

-- Signatures of signed logins already used, kept until their ts leaves the window.
create table signed_login_use (
  sign text primary key,
  expires_at timestamptz not null
);
