-- A reply by email reads the emails of the seat its token names: those written at the token's ply (the email being
-- answered, whose lines a client may have quoted without markers) and the newest one (resign, draw and accept act only
-- through it). Both look a seat of a game up by ply, once per reply; without this index each would read the whole
-- outbox, bodies and all.
create index notification_seat_ply on notification (game_id, recipient_seat, ply);
