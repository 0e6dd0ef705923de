-- Double-entry ledger (issue 6, docs/wallet.md). Every money movement is one ledger_tx with postings
-- that sum to 0 per currency. Member wallets keep a running balance per (member, account, currency),
-- updated in the same SQL transaction as the postings and never below 0. House accounts (the other
-- side of deposits, withdrawals, games, interest, …) have no balance row: their totals are the sums of
-- their postings, so no single hot row serialises every movement.
-- Plain SQL that PGlite and PostgreSQL 15 both run.

create table ledger_tx (
  id bigserial primary key,
  idempotency_key text not null,       -- unique per logical operation; a repeat moves nothing
  member_id bigint not null references member(id) on delete cascade,
  type text not null,                  -- DealType (deposit, withdraw, transfer_in, …)
  ref_no text,
  remark text,
  created_at timestamptz not null
);
create unique index ledger_tx_idem on ledger_tx (idempotency_key);
create index ledger_tx_member on ledger_tx (member_id, created_at desc);

create table ledger_posting (
  id bigserial primary key,
  tx_id bigint not null references ledger_tx(id) on delete cascade,
  member_id bigint references member(id) on delete cascade, -- null for house accounts
  account text not null,               -- main, usdt, yeb, gold, venue:<code>, house:<name>
  currency text not null check (currency in ('CNY', 'USDT', 'GOLD')),
  amount bigint not null check (amount <> 0),
  balance_after bigint,                -- member wallets only: the wallet balance after this posting
  check ((member_id is null) = (account like 'house:%'))
);
create index ledger_posting_tx on ledger_posting (tx_id);
create index ledger_posting_member on ledger_posting (member_id, account);

create table ledger_balance (
  member_id bigint not null references member(id) on delete cascade,
  account text not null,
  currency text not null check (currency in ('CNY', 'USDT', 'GOLD')),
  balance bigint not null default 0 check (balance >= 0),
  updated_at timestamptz not null default now(),
  primary key (member_id, account, currency)
);

-- Per-member wallet settings: the auto-transfer switch (spec §4, games.autoTransferGet/Set) and the
-- wallet type shown (spec §3, §9: RMB or USDT; finance.walletTypeGet/Set). A missing row means the
-- defaults: auto-transfer off, RMB.
create table wallet_setting (
  member_id bigint primary key references member(id) on delete cascade,
  auto_transfer boolean not null default false,
  wallet_type text not null default 'RMB' check (wallet_type in ('RMB', 'USDT')),
  updated_at timestamptz not null default now()
);
