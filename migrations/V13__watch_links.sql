-- Issue 15, spectators: a game's read-only watch link. One row per game that ever had one. Every watch link carries
-- the game's watch epoch; a link works while a watch link is on (created_at set) and its epoch is still the row's.
-- Turning the link off raises the epoch and clears created_at, so every copy of the link fails at once, with no list
-- of tokens kept; a new link made after that carries the new epoch.
create table watch_link (
    game_id    bigint      primary key references game (id) on delete cascade,
    epoch      integer     not null default 0,
    -- when the live link was made (its tokens are issued at this moment, so the link reads the same each time it is
    -- shown); null while no watch link is on
    created_at timestamptz,
    -- the seat that made the live link
    created_by text,
    constraint watch_link_epoch_not_negative check (epoch >= 0),
    constraint watch_link_created_by_seat check (created_by in ('RED', 'BLUE')),
    constraint watch_link_on_has_maker check ((created_at is null) = (created_by is null))
);
