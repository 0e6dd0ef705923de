-- Customer service (docs/customer-service.md): operator accounts and sessions, conversations between a
-- member or visitor and one operator, their lines and images, and the offline form.

create table support_operator (
  id serial primary key,
  name text not null,
  display_name text not null,
  -- scrypt, the same scheme as member passwords (modules/auth/password-hash.ts)
  password_hash text not null,
  disabled boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index support_operator_name on support_operator (lower(name));

-- Console sessions: only the SHA-256 of the token is stored. last_seen_at (bumped by the console's
-- polls) says whether anyone is online to answer.
create table support_operator_session (
  token_hash text primary key,
  operator_id int not null references support_operator(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  last_seen_at timestamptz not null default now(),
  ended boolean not null default false
);
create index support_operator_session_seen on support_operator_session (last_seen_at) where not ended;

-- One sequence for every change of every conversation: a long-poll compares one number, and a new
-- conversation of the same customer is a change too.
create sequence support_version;

create table support_conversation (
  id bigserial primary key,
  -- a member's, or a visitor's (device id) until that visitor signs in on the same device
  member_id bigint references member(id) on delete cascade,
  device_id text,
  status text not null default 'waiting' check (status in ('waiting', 'active', 'closed')),
  operator_id int references support_operator(id),
  order_no text not null default '',
  created_at timestamptz not null default now(),
  waiting_since timestamptz not null default now(),
  taken_at timestamptz,
  closed_at timestamptz,
  close_note text not null default '',
  -- delivery and read state: the highest line id each side has fetched (delivered) and seen (read)
  customer_delivered_id bigint not null default 0,
  customer_read_id bigint not null default 0,
  operator_delivered_id bigint not null default 0,
  operator_read_id bigint not null default 0,
  -- moved on every change (from support_version); long-polls wait for it to move
  version bigint not null default nextval('support_version'),
  check (member_id is not null or device_id is not null)
);
-- at most one open conversation per member, and per visitor device
create unique index support_conversation_open_member on support_conversation (member_id)
  where status <> 'closed' and member_id is not null;
create unique index support_conversation_open_device on support_conversation (device_id)
  where status <> 'closed' and member_id is null;
create index support_conversation_queue on support_conversation (status, waiting_since, id);
create index support_conversation_device on support_conversation (device_id) where member_id is null;

create table support_line (
  id bigserial primary key,
  conversation_id bigint not null references support_conversation(id) on delete cascade,
  sender text not null check (sender in ('customer', 'operator', 'system')),
  operator_id int references support_operator(id),
  kind text not null check (kind in ('text', 'image')),
  -- the text, or the key of the image in support_image
  body text not null,
  created_at timestamptz not null default now()
);
create index support_line_conversation on support_line (conversation_id, id);

-- Images are served by an unguessable key (a capability URL), so <img> needs no token.
create table support_image (
  key text primary key,
  conversation_id bigint not null references support_conversation(id) on delete cascade,
  mime text not null,
  data bytea not null,
  created_at timestamptz not null default now()
);

create table support_offline_message (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  content text not null,
  created_at timestamptz not null default now(),
  answer text not null default '',
  answered_at timestamptz,
  operator_id int references support_operator(id),
  letter_id text
);
create index support_offline_open on support_offline_message (created_at) where answered_at is null;

-- The customer-service URL and eChat configs point at this site's own /cs (relative: the gateway
-- answers them against the request's origin).
update site_customer_service set url = '/cs?scene=' || scene where url like 'https://kf.arena-kf.example/%';
update site_config set value = jsonb_set(value, '{url}', '"/cs?scene=echat"')
  where key = 'eChat' and value->>'url' like '%echat.arena-kf.example%';
