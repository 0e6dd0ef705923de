-- Pushed chat lines (issue 7, docs/chat.md): gift pushes (3), order pushes (4) and their reverts (5) are
-- stored like text lines so history and catch-up replay them; their content is the JSON of the wire
-- content (spec §3). An order push belongs to a venue (spec §4 filtering), kept here.
alter table chat_message add column venue_name text not null default '';
