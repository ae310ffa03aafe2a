-- A game's watch link (V13) moves onto the game row. Every seat's page shows it, so the play page read it with one more
-- join on every view (issue 31: PostgreSQL's work a play page was about 1.7 times 095e6c8's); on the game row it comes
-- with the row that is read anyway, and a spectator's page reads the game once instead of the link and then the game.
-- Same meaning as before: the link works while watch_created_at is set and a token's epoch is still watch_epoch;
-- turning it off raises the epoch and clears the other two.
alter table game
    add column watch_epoch      integer not null default 0,
    add column watch_created_at timestamptz,
    add column watch_created_by text,
    add constraint game_watch_epoch_not_negative check (watch_epoch >= 0),
    add constraint game_watch_created_by_seat check (watch_created_by in ('RED', 'BLUE')),
    add constraint game_watch_on_has_maker check ((watch_created_at is null) = (watch_created_by is null));

update game g
set watch_epoch = w.epoch, watch_created_at = w.created_at, watch_created_by = w.created_by
from watch_link w
where w.game_id = g.id;

drop table watch_link;
