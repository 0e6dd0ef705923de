-- A verify ticket serves only a retry of the call it was solved for, with the same login name
-- (docs/decisions.md "Security verification"). Puzzle passes and tickets issued without a scope keep
-- the empty call and name, which no call retry ever carries.
alter table verify_ticket add column call_id text not null default '';
alter table verify_ticket add column login_name text not null default '';
