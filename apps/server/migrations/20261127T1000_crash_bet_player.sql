-- The name other players see beside a crash bet (docs/games.md "Crash rounds"): the member's login name
-- masked when the bet is placed (first two and last character), so the round's public list of bets reads
-- this table alone and never holds a whole name. Null for demo bets, which the list leaves out.
alter table crash_bet add column player text;
