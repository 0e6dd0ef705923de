-- Forgot password (issue 5): one row per recovery, from step One (code sent) through step Two (code
-- verified) to step Three (password set, ticket spent). The ticket is a random 128-bit id in hex.
create table password_reset (
  ticket text primary key,
  member_id bigint not null references member(id) on delete cascade,
  channel text not null check (channel in ('phone', 'email')),
  target text not null,                -- the outbox target the code went to (email in lower case)
  step text not null check (step in ('sent', 'verified', 'done')),
  created_at timestamptz not null,
  expires_at timestamptz not null      -- created_at + 15 minutes
);
create index password_reset_member on password_reset (member_id, created_at desc);
