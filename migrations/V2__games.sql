-- Stored games (issue "Stored games: schema, the game lifecycle service, and deadlines").
-- Enums are stored as their stable codes (the Java enum names, which are never renamed), checked here.
-- Times are timestamptz. Hibernate validates this schema; it never generates it.

-- A person is known by an email address only: no account, no password.
create table player (
    id           bigint generated always as identity primary key,
    email        text        not null,
    display_name text        not null,
    numbering    text        not null default 'MODERN',
    created_at   timestamptz not null,
    constraint player_email_unique unique (email),
    constraint player_email_normalised check (email = lower(btrim(email)) and length(email) between 3 and 254),
    constraint player_display_name_length check (length(display_name) between 1 and 60),
    constraint player_numbering_code check (numbering in ('MODERN', 'CLASSIC'))
);

create table game (
    id                     bigint generated always as identity primary key,
    variant                text        not null,
    two_squares_limit      integer     not null,
    scout_attacks_at_range boolean     not null,
    ply_cap                integer     not null default 0,
    days_per_move          integer     not null,
    status                 text        not null,
    creator_seat           text        not null,
    red_player_id          bigint      not null references player (id),
    blue_player_id         bigint      not null references player (id),
    invitation_expires_at  timestamptz,
    -- moves played; the next move is ply + 1
    ply                    integer     not null default 0,
    side_to_move           text,
    -- when the player to move (or a player still to set up) loses on time
    deadline_at            timestamptz,
    -- when the turn's reminder is due; cleared once it is recorded
    remind_at              timestamptz,
    draw_offered_by        text,
    result_ending          text,
    result_winner          text,
    -- flagpost.rules.GameSnapshot of the current position, so a move does not replay the whole game
    snapshot               bytea,
    snapshot_version       integer,
    created_at             timestamptz not null,
    started_at             timestamptz,
    finished_at            timestamptz,
    constraint game_variant_code check (variant in ('CLASSIC', 'DUEL', 'BARRAGE')),
    constraint game_two_squares_limit check (two_squares_limit in (3, 5)),
    constraint game_ply_cap check (ply_cap >= 0),
    constraint game_days_per_move check (days_per_move between 1 and 14),
    constraint game_status_code check (status in ('INVITED', 'DECLINED', 'LAPSED', 'SETUP', 'PLAYING', 'FINISHED')),
    constraint game_creator_seat_code check (creator_seat in ('RED', 'BLUE')),
    constraint game_two_players check (red_player_id <> blue_player_id),
    constraint game_ply check (ply >= 0),
    constraint game_side_to_move_code check (side_to_move in ('RED', 'BLUE')),
    constraint game_draw_offered_by_code check (draw_offered_by in ('RED', 'BLUE')),
    constraint game_result_ending_code check (result_ending in ('FLAG_CAPTURED', 'UNABLE_TO_MOVE', 'BOTH_UNABLE_TO_MOVE',
                                                                'MOVE_LIMIT', 'RESIGNED', 'DRAW_AGREED', 'TIMEOUT')),
    constraint game_result_winner_code check (result_winner in ('RED', 'BLUE')),
    constraint game_finished_has_result check ((status = 'FINISHED') = (result_ending is not null)),
    constraint game_playing_has_snapshot check (status <> 'PLAYING' or (snapshot is not null and side_to_move is not null))
);

create index game_red_player on game (red_player_id);
create index game_blue_player on game (blue_player_id);
-- the deadline job's three questions
create index game_deadline_due on game (deadline_at) where status in ('SETUP', 'PLAYING');
create index game_reminder_due on game (remind_at) where status in ('SETUP', 'PLAYING');
create index game_invitation_due on game (invitation_expires_at) where status = 'INVITED';

-- A seat's setup: the 40-character string of flagpost.rules.Setup (read from the owner's chair).
create table setup (
    game_id      bigint      not null references game (id),
    seat         text        not null,
    pieces       text        not null,
    submitted_at timestamptz not null,
    primary key (game_id, seat),
    constraint setup_seat_code check (seat in ('RED', 'BLUE')),
    constraint setup_pieces_length check (length(pieces) = 40)
);

-- One row per ply. Battles keep both ranks: once fought, they are known to both players.
create table move (
    game_id        bigint      not null references game (id),
    ply            integer     not null,
    seat           text        not null,
    from_square    text        not null,
    to_square      text        not null,
    attacker_rank  text,
    defender_rank  text,
    battle_outcome text,
    played_at      timestamptz not null,
    primary key (game_id, ply),
    constraint move_ply check (ply >= 1),
    constraint move_seat_code check (seat in ('RED', 'BLUE')),
    constraint move_from_square check (from_square ~ '^[a-j]([1-9]|10)$'),
    constraint move_to_square check (to_square ~ '^[a-j]([1-9]|10)$'),
    constraint move_battle_complete check ((battle_outcome is null) = (attacker_rank is null)
                                           and (battle_outcome is null) = (defender_rank is null)),
    constraint move_battle_outcome_code check (battle_outcome in ('ATTACKER_WINS', 'DEFENDER_WINS', 'BOTH_REMOVED')),
    constraint move_attacker_rank_code check (attacker_rank in ('MARSHAL', 'GENERAL', 'COLONEL', 'MAJOR', 'CAPTAIN',
        'LIEUTENANT', 'SERGEANT', 'MINER', 'SCOUT', 'SPY')),
    constraint move_defender_rank_code check (defender_rank in ('MARSHAL', 'GENERAL', 'COLONEL', 'MAJOR', 'CAPTAIN',
        'LIEUTENANT', 'SERGEANT', 'MINER', 'SCOUT', 'SPY', 'BOMB', 'FLAG'))
);

-- The outbox: what to tell a player, written in the same transaction as the change that causes it.
create table notification (
    id              bigint generated always as identity primary key,
    game_id         bigint      not null references game (id),
    recipient_seat  text        not null,
    kind            text        not null,
    ply             integer     not null,
    created_at      timestamptz not null,
    state           text        not null default 'PENDING',
    attempts        integer     not null default 0,
    next_attempt_at timestamptz not null,
    last_error      text,
    sent_at         timestamptz,
    constraint notification_recipient_seat_code check (recipient_seat in ('RED', 'BLUE')),
    constraint notification_kind_code check (kind in ('INVITATION', 'INVITATION_DECLINED', 'INVITATION_LAPSED',
        'SETUP_NEEDED', 'GAME_STARTED', 'YOUR_MOVE', 'MOVE_PLAYED', 'DRAW_OFFERED', 'DRAW_DECLINED', 'REMINDER',
        'GAME_OVER', 'GAME_CANCELLED')),
    constraint notification_state_code check (state in ('PENDING', 'SENT', 'FAILED', 'MUTED')),
    constraint notification_attempts check (attempts >= 0)
);

create index notification_due on notification (next_attempt_at) where state = 'PENDING';
create index notification_game on notification (game_id, id);
-- one reminder per seat per turn, even with several instances running the deadline job
create unique index notification_one_reminder_per_turn on notification (game_id, recipient_seat, ply) where kind = 'REMINDER';
