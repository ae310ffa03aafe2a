-- The computer player (flagpost.bot) takes a seat like a person: a player row, but with no address, so nothing can
-- mail it, invite it, count it in a cap or send it a link. One row per level, made here; a game against the computer
-- seats the row of the level chosen. Its name is said in each reader's language ("Flagpost (computer, normal)"), so the
-- stored display name is only the part no language changes.
alter table player
    alter column email drop not null,
    add column computer_level text,
    add constraint player_computer_level_code check (computer_level in ('easy', 'normal')),
    add constraint player_computer_has_no_address check ((email is null) = (computer_level is not null));

create unique index player_one_computer_per_level on player (computer_level) where computer_level is not null;

insert into player (email, display_name, numbering, created_at, computer_level, confirmed_at)
values (null, 'Flagpost', 'MODERN', now(), 'easy', null),
       (null, 'Flagpost', 'MODERN', now(), 'normal', null);

-- A start request from the form "play against the computer" names a level instead of an opponent.
alter table invitation_request
    alter column opponent_id drop not null,
    add column computer_level text,
    add constraint invitation_request_computer_level_code check (computer_level in ('easy', 'normal')),
    add constraint invitation_request_one_opponent check ((opponent_id is null) = (computer_level is not null));

-- Work for the computer: a game where it is to move or a draw offer awaits its answer. One row per game, written in the
-- transaction that gives it the turn (the human's move, the start, the offer), taken by any instance with
-- FOR UPDATE SKIP LOCKED and held by a lease (due_at moved ahead) while the computer thinks outside any lock; deleted in
-- the transaction that plays its answer. ply is the game's ply when the row was written, so a retried row knows
-- whether the game moved on.
create table computer_turn (
    game_id    bigint      primary key references game (id),
    seat       text        not null,
    ply        integer     not null,
    due_at     timestamptz not null,
    attempts   integer     not null default 0,
    last_error text,
    constraint computer_turn_seat_code check (seat in ('RED', 'BLUE')),
    constraint computer_turn_ply check (ply >= 0),
    constraint computer_turn_attempts check (attempts >= 0)
);

create index computer_turn_due on computer_turn (due_at);
