-- Promotional letters and notices (docs/responsible-play.md "Time-out and self-exclusion"): a member in
-- a time-out or self-exclusion gets no promotion letters and sees none of these while it runs.
alter table message_letter add column promotion boolean not null default false;
alter table message_notice add column promotion boolean not null default false;
