-- Issue 12, finding 3: the start form must not become a way to mail strangers.

-- An address whose owner has used one of its own links for a POST (or clicked "confirm" on a start request):
-- its games start at once. Until then, the start form first mails it a confirmation.
alter table player add column confirmed_at timestamptz;

-- Addresses that asked never to be invited again (the invitation's List-Unsubscribe and its link). Kept by
-- address, not by player row, so it holds whatever happens to players; lower case, trimmed like player.email.
create table do_not_invite (
    email    text primary key,
    added_at timestamptz not null
);

-- A start request from an address not confirmed yet: the game is created only when its owner confirms.
create table invitation_request (
    id                     bigint generated always as identity primary key,
    creator_id             bigint      not null references player (id),
    opponent_id            bigint      not null references player (id),
    creator_name           text        not null,
    variant                text        not null,
    two_squares_limit      int         not null,
    scout_attacks_at_range boolean     not null,
    ply_cap                int         not null,
    days_per_move          int         not null,
    colour                 text        not null,
    created_at             timestamptz not null,
    expires_at             timestamptz not null,
    -- the confirmation email that carries its link
    notification_id        bigint references notification (id),
    -- the game it became, once confirmed (a second click finds it here and starts nothing new)
    game_id                bigint references game (id)
);
create index invitation_request_notification on invitation_request (notification_id);

alter table notification
    drop constraint notification_kind_code,
    add constraint notification_kind_code check (kind in ('INVITATION', 'INVITATION_DECLINED', 'INVITATION_LAPSED',
        'SETUP_NEEDED', 'GAME_STARTED', 'YOUR_MOVE', 'MOVE_PLAYED', 'DRAW_OFFERED', 'DRAW_DECLINED', 'REMINDER',
        'GAME_OVER', 'GAME_CANCELLED', 'FRESH_LINKS', 'MY_GAMES', 'INVITATION_CONFIRM')),
    drop constraint notification_player_kind,
    add constraint notification_player_kind check ((recipient_player_id is not null) = (kind in ('MY_GAMES', 'INVITATION_CONFIRM')));

-- The caps count the invitations (and confirmations) an address received lately, and its open invitations.
create index notification_invitations_recent on notification (created_at) where kind in ('INVITATION', 'INVITATION_CONFIRM');
create index game_invited_red on game (red_player_id) where status = 'INVITED';
create index game_invited_blue on game (blue_player_id) where status = 'INVITED';
