-- News, soccer data and expert predictions (docs/news.md). Matches are not copied here: predictions
-- point at the live schedule's match id and the kick-off they were made for, and settle from the live
-- module's final score. Plain SQL that PGlite and PostgreSQL 15 both run.

create table news_column (
  id text primary key,
  name text not null,
  sort integer not null default 0
);

-- Simulated prediction experts; their hit rate, streak and record are computed from news_prediction.
create table news_expert (
  id text primary key,
  name text not null,
  title text not null,
  bio text not null,
  hue integer not null,                -- avatar colour, drawn by the server
  skill real not null,                 -- 0..1, how often the expert follows the market favourite
  followers integer not null default 0,
  sort integer not null default 0
);

create table news_article (
  id bigserial primary key,
  column_id text not null references news_column(id),
  title text not null,
  summary text not null default '',
  body text not null,                  -- restricted HTML; the client sanitises before rendering
  author text not null,
  expert_id text references news_expert(id),
  cover_hue integer not null,          -- the drawn cover's colour
  cover_motif integer not null default 0,
  match_ids text not null default '[]', -- JSON array of live match ids
  published_at bigint not null,        -- epoch ms
  views integer not null default 0,
  status text not null default 'published' check (status in ('published', 'unpublished')),
  updated_at bigint not null
);
create index news_article_list on news_article (status, published_at desc);
create index news_article_column on news_article (column_id, published_at desc);

create table news_prediction (
  id bigserial primary key,
  expert_id text not null references news_expert(id),
  match_id text not null,              -- live_match.id (read through the live module)
  kickoff_at bigint not null,          -- the match's start when predicted (ids repeat daily)
  league_name text not null,           -- names as they were when predicted, for the history
  home_name text not null,
  visit_name text not null,
  created_at bigint not null,
  pick text not null check (pick in ('home', 'draw', 'visit')),
  odds text not null,                  -- the live price of the pick when made
  analysis text not null,
  premium boolean not null default false,
  price integer not null default 0 check (price >= 0), -- gold coins
  status text not null default 'pending' check (status in ('pending', 'hit', 'miss', 'void')),
  final_score text,
  settled_at bigint,
  unique (expert_id, match_id, kickoff_at)
);
create index news_prediction_pending on news_prediction (status, match_id);
create index news_prediction_expert on news_prediction (expert_id, settled_at desc);

-- One row per member and unlocked premium prediction, written with its ledger movement.
create table news_unlock (
  member_id bigint not null references member(id) on delete cascade,
  prediction_id bigint not null references news_prediction(id),
  gold integer not null,
  ledger_tx_id bigint not null references ledger_tx(id),
  created_at bigint not null,
  primary key (member_id, prediction_id)
);
