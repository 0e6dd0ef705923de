-- Wrong passwords per (login name, client address): only the client that guessed is locked out, with
-- a back-off that grows with its misses; the name-wide count (login_failure) only asks for the dialog.
create table login_failure_client (
  name_key text not null,
  client_key text not null,
  misses integer not null,
  last_miss_at timestamptz not null,
  primary key (name_key, client_key)
);
create index login_failure_client_age on login_failure_client (last_miss_at);

-- Call budgets per client address or device (register, name checks, codes, tracking, short URLs):
-- a fixed-window counter per (bucket, client key), shared by every instance on the same database.
create table call_budget (
  bucket text not null,
  client_key text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, client_key)
);
create index call_budget_age on call_budget (window_start);

-- Wrong old passwords on a signed-in password change, per member.
create table password_change_miss (
  member_id bigint primary key references member(id) on delete cascade,
  misses integer not null,
  last_miss_at timestamptz not null
);

-- Session tokens are kept as their SHA-256 (hex) from now on; live sessions stay valid.
update session set token = encode(sha256(convert_to(token, 'UTF8')), 'hex');
