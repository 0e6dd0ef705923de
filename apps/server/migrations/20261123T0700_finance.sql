-- Finance (issue 6, docs/wallet.md): deposit channels and orders, withdraw orders, bound bank cards
-- and USDT addresses, USDT conversion quotes, yield-wallet interest and the replay store of money calls.
-- Amounts are integer minor units: fen for CNY, micro-units (1e-6) for USDT. Plain SQL that PGlite and
-- PostgreSQL 15 both run.

-- Operator-tunable numbers (limits, rates, fees, yield rate): key → JSON value. Seeded, never overwritten.
create table finance_config (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);

create table pay_type (
  id text primary key,
  name text not null,
  icon_url text not null default '',
  sort integer not null default 0,
  enabled boolean not null default true
);

create table pay_channel (
  id text primary key,
  pay_type_id text not null references pay_type(id),
  name text not null,
  wallet_type text not null check (wallet_type in ('RMB', 'USDT')),
  kind text not null check (kind in ('bank', 'qr', 'usdt')),
  min_money bigint not null check (min_money > 0),
  max_money bigint not null check (max_money >= min_money),
  fixed_amounts jsonb not null default '[]',
  allow_custom boolean not null default true,
  fee_rate text not null default '0',
  sort integer not null default 0,
  enabled boolean not null default true
);

create table bank (
  code text primary key,
  name text not null,
  logo_url text not null default '',
  sort integer not null default 0
);

-- Deposit orders: paying → confirming (member says paid) → success | failed; paying → cancelled.
create table deposit_order (
  order_no text primary key,
  member_id bigint not null references member(id) on delete cascade,
  kind text not null check (kind in ('channel', 'speed')),
  channel_id text references pay_channel(id),
  currency text not null check (currency in ('CNY', 'USDT')),
  amount bigint not null check (amount > 0),
  payer_name text,
  status text not null check (status in ('paying', 'confirming', 'success', 'failed', 'cancelled')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  confirmed_at timestamptz,
  finished_at timestamptz,
  reason text,
  ledger_tx_id bigint references ledger_tx(id)
);
create index deposit_order_member on deposit_order (member_id, created_at desc);
create index deposit_order_status on deposit_order (status, created_at);

-- Payment proofs: the image bytes themselves (checked by magic bytes and size before insert).
create table deposit_proof (
  id bigserial primary key,
  order_no text not null references deposit_order(order_no) on delete cascade,
  member_id bigint not null references member(id) on delete cascade,
  mime text not null check (mime in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  size integer not null check (size > 0 and size <= 3145728),
  data bytea not null,
  created_at timestamptz not null
);
create index deposit_proof_order on deposit_proof (order_no);

create table deposit_appeal (
  id bigserial primary key,
  order_no text not null references deposit_order(order_no) on delete cascade,
  member_id bigint not null references member(id) on delete cascade,
  reason text not null,
  proof_id bigint references deposit_proof(id),
  status text not null default 'open' check (status in ('open', 'closed')),
  created_at timestamptz not null
);

-- First / continuous deposit counters (activities read them): updated when an operator settles.
create table deposit_counter (
  member_id bigint primary key references member(id) on delete cascade,
  first_deposit_at timestamptz not null,
  first_deposit_amount bigint not null,
  deposit_count integer not null,
  total_amount bigint not null,
  continuous_days integer not null,  -- consecutive calendar days (Asia/Shanghai) with a settled deposit
  last_deposit_day date not null
);

create table bank_card (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  card_num text not null check (card_num ~ '^[0-9]{12,19}$'),
  bank_code text not null references bank(code),
  branch text not null default '',
  holder_name text not null,
  created_at timestamptz not null,
  deleted_at timestamptz
);
create unique index bank_card_live on bank_card (member_id, card_num) where deleted_at is null;

create table virtual_address (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  address text not null,
  protocol text not null check (protocol in ('TRC20', 'ERC20')),
  alias text not null default '',
  created_at timestamptz not null,
  deleted_at timestamptz
);
create unique index virtual_address_live on virtual_address (member_id, address) where deleted_at is null;

-- Withdraw orders: the amount (plus fee) left the wallet when the order was placed (ledger movement
-- 'withdraw' into house:withdrawals); pending → paid | rejected (refund) | cancelled (refund).
create table withdraw_order (
  order_no text primary key,
  member_id bigint not null references member(id) on delete cascade,
  kind text not null check (kind in ('bank', 'usdt', 'speed')),
  currency text not null check (currency in ('CNY', 'USDT')),
  amount bigint not null check (amount > 0),
  fee bigint not null check (fee >= 0),
  bank_card_id bigint references bank_card(id),
  address_id bigint references virtual_address(id),
  target text not null,               -- masked card or grouped address, as shown in records
  status text not null check (status in ('pending', 'paid', 'rejected', 'cancelled')),
  created_at timestamptz not null,
  finished_at timestamptz,
  reason text,
  ledger_tx_id bigint not null references ledger_tx(id),
  refund_tx_id bigint references ledger_tx(id)
);
create index withdraw_order_member on withdraw_order (member_id, created_at desc);

create table usdt_quote (
  id text primary key,
  member_id bigint not null references member(id) on delete cascade,
  from_type text not null check (from_type in ('RMB', 'USDT')),
  to_type text not null check (to_type in ('RMB', 'USDT')),
  amount bigint not null check (amount > 0),
  to_amount bigint not null check (to_amount > 0),
  rate text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Yield interest paid per member and day: the accrual job inserts here and posts in one transaction,
-- so running it twice for a day pays once.
create table yeb_interest (
  member_id bigint not null references member(id) on delete cascade,
  day date not null,
  principal bigint not null,
  amount bigint not null,
  ledger_tx_id bigint references ledger_tx(id),
  primary key (member_id, day)
);

-- Replay store of money-moving calls: the first answer per (member, idempotency key), kept with a hash
-- of the request so a key reused for another request is refused.
create table idempotent_call (
  member_id bigint not null references member(id) on delete cascade,
  idem_key text not null,
  call_id text not null,
  request_hash text not null,
  response jsonb,
  created_at timestamptz not null,
  primary key (member_id, idem_key)
);

-- One-click recovery batches (games.oneClickRecovery / oneClickConfirm): what came back from each venue.
create table venue_recovery (
  batch_no text primary key,
  member_id bigint not null references member(id) on delete cascade,
  created_at timestamptz not null
);
create table venue_recovery_item (
  batch_no text not null references venue_recovery(batch_no) on delete cascade,
  venue_code text not null,
  amount bigint not null,
  status text not null check (status in ('pending', 'success', 'failed')),
  primary key (batch_no, venue_code)
);
