-- Accounts and sessions (issue 5): contact details, the code outbox, brute-force counters, devices
-- and security notices. Plain SQL that PGlite and PostgreSQL 15 both run.

alter table member add column phone text;               -- digits only, verified by a code
alter table member add column area_code text;
alter table member add column email text;               -- verified by a code
alter table member add column real_name text;
alter table member add column must_change_password boolean not null default false;
alter table member add column password_changed_at timestamptz;
create unique index member_phone on member (phone) where phone is not null;
create unique index member_email_lower on member (lower(email)) where email is not null;

-- Verification codes "sent" by phone or email. There is no SMS or mail provider: operators and the
-- browser tests read the codes through GET /admin/outbox.
create table outbox (
  id bigserial primary key,
  target text not null,                -- phone digits, or the email in lower case
  channel text not null check (channel in ('phone', 'email')),
  scene text not null,                 -- register, login, bindPhone, bindEmail, withdrawPassword, dormant
  code text not null,                  -- 6 digits
  wrong_tries integer not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz                  -- set once: a code is single-use
);
create index outbox_target_scene on outbox (target, scene, created_at desc);

-- Consecutive wrong passwords per login name (lower case), known or not, so an unknown name is
-- treated exactly like a known one. Deleted on a successful login.
create table login_failure (
  name_key text primary key,
  misses integer not null,
  last_miss_at timestamptz not null
);

-- Every login attempt per client IP, for the per-minute limit; rows older than a minute are purged.
create table login_attempt (
  id bigserial primary key,
  ip text not null,
  attempted_at timestamptz not null
);
create index login_attempt_ip on login_attempt (ip, attempted_at);

-- Devices a member has signed in from (deviceId header); a login from an unseen one adds a notice.
create table member_device (
  member_id bigint not null references member(id) on delete cascade,
  device_id text not null,
  first_seen_at timestamptz not null,
  last_seen_at timestamptz not null,
  primary key (member_id, device_id)
);

create table security_notice (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  title text not null,
  content text not null,
  created_at timestamptz not null,
  acknowledged_at timestamptz
);
create index security_notice_member on security_notice (member_id, created_at desc);
