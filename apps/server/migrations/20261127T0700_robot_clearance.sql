-- Robot check (spec §8 "Robot check needed | Jump to a check page"): a device (or, without a device
-- id, an address) that passed the check page's security verification is let through the operator's
-- robot-check switch until `expires_at`. Plain SQL that PGlite and PostgreSQL 15 both run.
create table robot_clearance (
  client_key text primary key,         -- 'device:<id>' or 'ip:<address>'
  expires_at timestamptz not null
);
create index robot_clearance_expires on robot_clearance (expires_at);
