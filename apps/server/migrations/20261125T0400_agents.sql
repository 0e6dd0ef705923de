-- The agent programme (spec §6 "Agent", docs/messages.md "Agents").
-- An application is reviewed by an operator; at most one is pending per member.
create table agent_application (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  contact_type text not null,
  contact text not null,
  channel text not null default '',
  remark text not null default '',
  status text not null check (status in ('pending', 'approved', 'rejected')),
  review_note text,
  created_at timestamptz not null default now(),
  reviewed_at timestamptz
);
create unique index agent_application_pending on agent_application (member_id) where status = 'pending';
create index agent_application_member on agent_application (member_id, id desc);

-- An active agent and the code of its `/?i_code=` links (member.invite_code holds it at registration).
create table agent (
  member_id bigint primary key references member(id) on delete cascade,
  code text not null unique,
  commission_bp integer not null check (commission_bp between 0 and 10000),  -- of valid turnover
  created_at timestamptz not null default now()
);

-- The commission of one agent for one period; written once by the period job, paid through the ledger.
create table agent_commission (
  member_id bigint not null references agent(member_id) on delete cascade,
  period text not null,
  member_count integer not null,
  deposit bigint not null,
  turnover bigint not null,
  amount bigint not null,
  ledger_tx_id bigint,
  created_at timestamptz not null default now(),
  primary key (member_id, period)
);
