-- Security verification (spec §4): server-side challenges and single-use tickets.
-- Plain SQL that PGlite and PostgreSQL 15 both run.

-- One row per verification session (captchaEx) or geetest challenge. The answers never leave the
-- server except through the operator endpoint GET /admin/verify/:captchaId.
create table verify_challenge (
  id text primary key,                 -- captchaId, or the geetest challenge
  kind text not null check (kind in ('captcha', 'geetest')),
  seed integer not null,               -- drives the decoration of the pictures, so every render matches
  token text,                          -- handed out by captchaExGet, echoed by captchaExCheck
  image_code text,                     -- the 4 characters of the image code
  puzzle_x integer,                    -- slider puzzle: left edge of the gap (the answer)
  puzzle_y integer,
  click_words jsonb,                   -- [{ word, x, y }]: the first three are the answer, in order
  wrong_tries integer not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  solved_at timestamptz                -- set once: a challenge is single-use
);
create index verify_challenge_expires on verify_challenge (expires_at);

-- 'verify': the ticket a retried request carries (consumeVerifyTicket);
-- 'afs' / 'anji': a passed puzzle (captchaVerification of captchaExCheck), exchanged at /api/gw/ic/verify.
create table verify_ticket (
  ticket text primary key,
  purpose text not null check (purpose in ('verify', 'afs', 'anji')),
  captcha_id text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index verify_ticket_expires on verify_ticket (expires_at);
